/** Requests the path tests hold until the path decides how the server answers (MSW, see tests/msw/server.ts). */
import { waitFor } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import { server } from '../msw/server';

export interface HeldRequests {
  /** Answers the oldest waiting request, first waiting for the page to send one. */
  answer(status: number, body: unknown): Promise<void>;
  /** Requests sent and not answered yet. */
  readonly waiting: number;
  /** Every request's JSON body (POST only), in order. */
  readonly bodies: unknown[];
}

export function holdRequests(method: 'get' | 'post', path: string): HeldRequests {
  const waiting: Array<(response: Response) => void> = [];
  const bodies: unknown[] = [];
  server.use(
    http[method](`*${path}`, async ({ request }) => {
      if (method === 'post') bodies.push(await request.json());
      return new Promise<Response>((resolve) => waiting.push(resolve));
    }),
  );
  return {
    async answer(status, body) {
      await waitFor(() => {
        if (waiting.length === 0) throw new Error(`The page sent no ${method.toUpperCase()} ${path} to answer`);
      });
      waiting.shift()?.(HttpResponse.json(body as Record<string, unknown>, { status }));
    },
    get waiting() {
      return waiting.length;
    },
    bodies,
  };
}

/** Requests of one GraphQL operation, each waiting until the path answers it. */
export class HeldOperation {
  private readonly waiting: Array<(response: Response) => void> = [];

  constructor(kind: 'query' | 'mutation', name: string) {
    server.use(graphql[kind](name, () => new Promise<Response>((respond) => this.waiting.push(respond))));
  }

  get count(): number {
    return this.waiting.length;
  }

  async answer(response: Response): Promise<void> {
    await waitFor(() => expect(this.waiting.length).toBeGreaterThan(0));
    this.waiting.shift()?.(response);
  }
}
