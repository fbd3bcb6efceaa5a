/**
 * The price list page: fetching the packages (start -> complete | error, SPEC.md section 4) and what a
 * visitor can do with them. Pure logic: the network call and the navigation are provided by the app.
 */
import { assign, emit, fromPromise, not, setup } from 'xstate';
import type { PricelistItem, PricelistResponse } from '../contracts/pricelist';

/** What the page query asks for; `feature` is the product's `feautre` parameter under its real name. */
export interface PricelistQueryInput {
  project?: string;
  feature?: string;
  currency?: string;
  ref?: string;
}

export interface PricelistContext {
  query: PricelistQueryInput;
  pricelist: PricelistResponse | null;
  errorMessage: string | null;
  /** Package the visitor tried to buy before having a website; null when they came from the call-to-action. */
  chosenPackage: string | null;
}

export type PricelistEvent =
  | { type: 'pricelist.retry' }
  | { type: 'pricelist.purchase'; packageIdentifier: string }
  | { type: 'pricelist.signUp' }
  | { type: 'modal.close' };

export type PricelistEmitted = { type: 'pricelist.fetchFailed'; message: string };

function findPackage(context: PricelistContext, packageIdentifier: string): PricelistItem | undefined {
  return context.pricelist?.items.find((item) => item.identifier === packageIdentifier);
}

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'The price list could not be loaded.';
}

export const pricelistMachine = setup({
  types: {
    input: {} as PricelistQueryInput,
    context: {} as PricelistContext,
    events: {} as PricelistEvent,
    emitted: {} as PricelistEmitted,
  },
  actors: {
    // The app provides the real request; a machine without one fails loudly instead of faking data.
    fetchPricelist: fromPromise<PricelistResponse, PricelistQueryInput>(async () => {
      throw new Error('fetchPricelist is not provided');
    }),
  },
  actions: {
    storePricelist: assign({ pricelist: (_, pricelist: PricelistResponse) => pricelist }),
    storeError: assign({ errorMessage: (_, params: { message: string }) => params.message }),
    clearError: assign({ errorMessage: null }),
    raiseFetchFailed: emit((_, params: { message: string }) => ({
      type: 'pricelist.fetchFailed' as const,
      message: params.message,
    })),
    rememberChosenPackage: assign({ chosenPackage: (_, packageIdentifier: string | null) => packageIdentifier }),
    forgetChosenPackage: assign({ chosenPackage: null }),
    // Harmless default: the app navigates to the purchase url.
    openCheckout: (_, _params: { url: string }) => {},
  },
  guards: {
    hasProject: ({ context }) => Boolean(context.query.project),
    isListedPackage: ({ context, event }) =>
      event.type === 'pricelist.purchase' && findPackage(context, event.packageIdentifier) !== undefined,
  },
}).createMachine({
  id: 'pricelist',
  context: ({ input }) => ({ query: input, pricelist: null, errorMessage: null, chosenPackage: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      entry: 'clearError',
      invoke: {
        id: 'fetchPricelist',
        src: 'fetchPricelist',
        input: ({ context }) => context.query,
        onDone: { target: 'ready', actions: { type: 'storePricelist', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: [
            { type: 'storeError', params: ({ event }) => ({ message: messageOf(event.error) }) },
            { type: 'raiseFetchFailed', params: ({ event }) => ({ message: messageOf(event.error) }) },
          ],
        },
      },
    },
    ready: {
      initial: 'browsing',
      states: {
        browsing: {
          on: {
            'pricelist.purchase': [
              {
                guard: not('hasProject'),
                target: 'registerModal',
                actions: { type: 'rememberChosenPackage', params: ({ event }) => event.packageIdentifier },
              },
              {
                guard: 'isListedPackage',
                actions: {
                  type: 'openCheckout',
                  params: ({ context, event }) => ({ url: findPackage(context, event.packageIdentifier)?.button.url ?? '' }),
                },
              },
            ],
            // SPEC.md: with no project the call-to-action opens the register modal; a visitor who already
            // has a website has nothing to sign up for, so the page hides it (state.can).
            'pricelist.signUp': {
              guard: not('hasProject'),
              target: 'registerModal',
              actions: { type: 'rememberChosenPackage', params: null },
            },
          },
        },
        registerModal: {
          on: { 'modal.close': { target: 'browsing', actions: 'forgetChosenPackage' } },
        },
      },
    },
    failed: {
      on: { 'pricelist.retry': 'loading' },
    },
  },
});
