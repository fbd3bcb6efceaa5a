/** MSW handlers for the accounts endpoints and the websites' GraphQL operations. */
import { graphql, http, HttpResponse } from 'msw';
import type { SessionResponse, User } from '../../contracts/auth';
import { errorBody, server } from './server';

export const demoUser: User = { id: 'user-1', fullname: 'Dana Demo', email: 'demo@hosting-portal.test' };

export function sessionOf(user: User | null): SessionResponse {
  return { user, expiresAt: user ? new Date(Date.now() + 3_600_000).toISOString() : null };
}

/** GET /api/auth/session answers this user: the page opens signed in. */
export function signedInAs(user: User = demoUser): void {
  server.use(http.get('*/api/auth/session', () => HttpResponse.json(sessionOf(user))));
}

export interface RecordedBody {
  bodies: unknown[];
}

/** POST path answers the given status and body; returns the request bodies it received. */
export function answerPost(path: string, status: number, body: unknown): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(`*${path}`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(body as Record<string, unknown>, { status });
    }),
  );
  return bodies;
}

export { errorBody };

export interface WebsiteRow {
  name: string;
  currentPackage: { identifier: string; name: string } | null;
  createdAt: string;
  /** None unless given. */
  registeredDomains?: { name: string; expiresAt: string | null }[];
  /** Not on the free version unless given. */
  freeVersion?: boolean;
}

/** The account's websites and its registered domains that belong to no website (none unless given). */
export function answerMyWebsites(websites: WebsiteRow[], domainsWithoutWebsite: { name: string; expiresAt: string | null }[] = []): void {
  const answered = websites.map((website) => ({ registeredDomains: [], freeVersion: false, ...website }));
  server.use(graphql.query('MyWebsites', () => HttpResponse.json({ data: { myWebsites: answered, myDomainsWithoutWebsite: domainsWithoutWebsite } })));
}

/** A GraphQL error as the server sends it: a message and extensions.code. */
export function graphqlError(message: string, code: string): Response {
  // A plain Response: MSW's GraphQL resolvers do not accept HttpResponse.json's loosely typed body.
  return new Response(JSON.stringify({ errors: [{ message, extensions: { code } }], data: null }), {
    headers: { 'content-type': 'application/json' },
  });
}
