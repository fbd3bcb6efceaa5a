/**
 * The checkout's GraphQL operations, held by MSW until a path decides the server's answer: each request waits in
 * line under its operationName with its variables, and the path answers the oldest one with data, a GraphQL
 * error (extensions.code, extensions.errors) or a network failure. Used by checkout.view.tsx and finishOrder.view.tsx.
 */
import { waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type { SimulatedClock } from 'xstate';
import { server } from '../msw/server';

export const CHECKOUT_OPERATIONS = {
  queries: ['CheckoutOrder', 'CheckoutPaymentMethods'],
  mutations: ['UpdateOrderServicePeriod', 'UpdateOrderPrivateRegistration', 'DeleteOrderAdditionalItem', 'AddOrderAdditionalItem', 'UpdateOrderVoucher', 'UpdateBillingDataAndRecalculateVat', 'FinishOrder'],
} as const;

export type CheckoutOperation = (typeof CHECKOUT_OPERATIONS)['queries' | 'mutations'][number];

interface HeldRequest {
  operation: CheckoutOperation;
  variables: Record<string, unknown>;
  respond(response: Response): void;
}

export class HeldCheckout {
  private readonly waiting: HeldRequest[] = [];
  /** Every request, in order. */
  readonly calls: { operation: CheckoutOperation; variables: Record<string, unknown> }[] = [];

  constructor() {
    const hold =
      (operation: CheckoutOperation) =>
      ({ variables }: { variables: Record<string, unknown> }) =>
        new Promise<Response>((respond) => {
          this.calls.push({ operation, variables });
          this.waiting.push({ operation, variables, respond });
        });
    server.use(...CHECKOUT_OPERATIONS.queries.map((name) => graphql.query(name, hold(name))), ...CHECKOUT_OPERATIONS.mutations.map((name) => graphql.mutation(name, hold(name))));
  }

  /** The operations waiting for an answer, oldest first. */
  waitingOperations(): CheckoutOperation[] {
    return this.waiting.map((request) => request.operation);
  }

  /** The variables of the oldest waiting request of this operation. */
  variables(operation: CheckoutOperation): Record<string, unknown> {
    const request = this.waiting.find((each) => each.operation === operation);
    if (!request) throw new Error(`No ${operation} request is waiting`);
    return request.variables;
  }

  /** Waits until the page sends this operation, then answers its oldest request. */
  async answer(operation: CheckoutOperation, response: Response): Promise<void> {
    await waitFor(() => {
      if (!this.waiting.some((request) => request.operation === operation)) throw new Error(`The page sent no ${operation} to answer`);
    });
    const index = this.waiting.findIndex((request) => request.operation === operation);
    const [request] = this.waiting.splice(index, 1);
    request?.respond(response);
  }

  /** Answers with data, as the server does on success. */
  data(operation: CheckoutOperation, data: Record<string, unknown>): Promise<void> {
    return this.answer(operation, HttpResponse.json({ data }));
  }
}

/**
 * The clock of the actors the app creates while a path runs (the checkout and its finish flow), so the 500 ms
 * warning highlight moves only when the path moves it. The test files give it to the app through the
 * inspection options (vi.mock of src/app/inspection.ts, see checkout.test.tsx).
 */
export const actorClock: { current: SimulatedClock | undefined } = { current: undefined };

/** The app's actor options with the path's clock, when a path runs on one. */
export function withActorClock<T extends object>(options: T): T {
  return actorClock.current ? { ...options, clock: actorClock.current } : options;
}

/** Card payments being confirmed (the fake of src/features/card-payment/stripe-card.ts), until the path answers. */
export const cardConfirmations: { input: unknown; resolve(): void; reject(error: unknown): void }[] = [];
