/**
 * Saving a card from My services without paying (docs/services.md "Saved cards and automatic renewal"): the customer
 * asks to add a card (the server starts a SetupIntent), types it into the card field and saves it (Stripe.js confirms
 * the SetupIntent), and the page waits for the card to be listed: Stripe tells the server by its
 * `setup_intent.succeeded` webhook, so the saved cards are read again every CARD_CHECK_DELAY_MS until the new one is
 * there, for at most CARD_WAIT_LIMIT_MS. A declined card or a failed authentication keeps the form with Stripe's
 * message; cancelling closes it. Pure logic: the page provides the calls and hears the cards once saved.
 */
import { assign, fromPromise, setup } from 'xstate';
import { refusalMessage } from '../contracts/error-code';
import type { ListedCard } from './myServices';

/** What the browser needs to confirm the SetupIntent with Stripe.js. */
export interface CardSetupSecret {
  clientSecret: string;
  publishableKey: string;
}

export interface CardSetupContext {
  /** The cards listed when the customer asked to add one: the new card is the one not among them. */
  knownCardIds: string[];
  setup: CardSetupSecret | null;
  /** The cards as last read, once the new one is among them. */
  cards: ListedCard[];
  /** The card just saved. */
  savedCard: ListedCard | null;
  /** Why the setup could not start, or Stripe's message about the card. */
  errorMessage: string | null;
}

export type CardSetupEvent = { type: 'card.add'; knownCardIds: string[] } | { type: 'card.submit' } | { type: 'card.cancel' };

export const START_SETUP_FAILED_MESSAGE = 'The card form could not be opened. Please try again.';
export const CONFIRM_SETUP_FAILED_MESSAGE = 'The card could not be saved. Please check it and try again.';
/** How often the saved cards are read again while Stripe's word about the new card is awaited. */
export const CARD_CHECK_DELAY_MS = 1000;
/** How long the page waits for Stripe's word before saying the card will appear later. */
export const CARD_WAIT_LIMIT_MS = 30000;

const ADD = { target: 'starting', actions: 'rememberCards' } as const;

export const cardSetupMachine = setup({
  types: {
    context: {} as CardSetupContext,
    events: {} as CardSetupEvent,
  },
  actors: {
    startCardSetup: fromPromise<CardSetupSecret>(async () => {
      throw new Error('startCardSetup is provided by the page');
    }),
    confirmCardSetup: fromPromise<void, { clientSecret: string }>(async () => {
      throw new Error('confirmCardSetup is provided by the page');
    }),
    fetchCards: fromPromise<ListedCard[]>(async () => {
      throw new Error('fetchCards is provided by the page');
    }),
  },
  delays: {
    cardCheckDelay: CARD_CHECK_DELAY_MS,
    cardWaitLimit: CARD_WAIT_LIMIT_MS,
  },
  guards: {
    hasNewCard: ({ context }, params: { cards: ListedCard[] }) => params.cards.some((card) => !context.knownCardIds.includes(card.id)),
  },
  actions: {
    rememberCards: assign(({ event }) => (event.type === 'card.add' ? { knownCardIds: event.knownCardIds, setup: null, savedCard: null, errorMessage: null } : {})),
    storeError: assign((_, params: { error: unknown; fallback: string }) => ({ errorMessage: refusalMessage(params.error, params.fallback) })),
    storeSavedCards: assign(({ context }, params: { cards: ListedCard[] }) => ({
      cards: params.cards,
      savedCard: params.cards.find((card) => !context.knownCardIds.includes(card.id)) ?? null,
      setup: null,
      errorMessage: null,
    })),
    forgetSetup: assign({ setup: null, errorMessage: null }),
    /** The page hears the cards with the new one, for the rest of My services (the automatic-renewal switches). */
    tellCardsSaved: () => {},
  },
}).createMachine({
  id: 'cardSetup',
  context: { knownCardIds: [], setup: null, cards: [], savedCard: null, errorMessage: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'card.add': ADD },
    },
    starting: {
      tags: ['busy'],
      invoke: {
        id: 'startCardSetup',
        src: 'startCardSetup',
        onDone: { target: 'entering', actions: assign({ setup: ({ event }) => event.output }) },
        onError: { target: 'startFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error, fallback: START_SETUP_FAILED_MESSAGE }) } },
      },
    },
    startFailed: {
      on: { 'card.add': ADD },
    },
    entering: {
      tags: ['form'],
      on: { 'card.submit': 'confirming', 'card.cancel': { target: 'cancelled', actions: 'forgetSetup' } },
    },
    confirming: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'confirmCardSetup',
        src: 'confirmCardSetup',
        input: ({ context }) => ({ clientSecret: context.setup?.clientSecret ?? '' }),
        onDone: { target: 'waiting', actions: assign({ errorMessage: null }) },
        onError: { target: 'refused', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error, fallback: CONFIRM_SETUP_FAILED_MESSAGE }) } },
      },
    },
    refused: {
      tags: ['form'],
      on: { 'card.submit': 'confirming', 'card.cancel': { target: 'cancelled', actions: 'forgetSetup' } },
    },
    waiting: {
      tags: ['form', 'busy'],
      after: { cardWaitLimit: { target: 'pending', actions: 'forgetSetup' } },
      initial: 'checking',
      states: {
        checking: {
          invoke: {
            id: 'fetchCards',
            src: 'fetchCards',
            onDone: [
              {
                guard: { type: 'hasNewCard', params: ({ event }) => ({ cards: event.output }) },
                target: '#cardSetup.saved',
                actions: [{ type: 'storeSavedCards', params: ({ event }) => ({ cards: event.output }) }, 'tellCardsSaved'],
              },
              { target: 'pausing' },
            ],
            // A list that could not be read is read again: the card is Stripe's already.
            onError: 'pausing',
          },
        },
        pausing: {
          after: { cardCheckDelay: 'checking' },
        },
      },
    },
    saved: {
      on: { 'card.add': ADD },
    },
    pending: {
      on: { 'card.add': ADD },
    },
    cancelled: {
      on: { 'card.add': ADD },
    },
  },
});
