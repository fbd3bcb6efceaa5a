/**
 * My services: the signed-in account's services (packages, add-ons, plugins, domains and private registrations), each
 * with its status in words, the date it runs until and where to renew it. The list loads, then shows the services or
 * says there are none; a load that fails says why and offers Retry. With the services come the saved cards: a card is
 * removed after the customer confirms it, and each service's automatic renewal is switched, on only while a card is
 * saved, and a card saved from the page's card form (the cardSetup machine) is heard of. Pure logic: the page provides
 * the calls.
 */
import { assign, fromPromise, setup } from 'xstate';
import { refusalMessage } from '../contracts/error-code';
import type { AutomaticCharge } from '../contracts/saved-cards';
import type { ServiceKindName, ServiceStatusName } from '../contracts/services';
import type { NextPackage } from './packageDowngrade';

/** One service as the page lists it (the schema's Service). */
export interface ListedService {
  id: string;
  kind: ServiceKindName;
  /** The package, add-on or plugin name, or the domain. */
  name: string;
  /** The website it belongs to; null for a domain without one. */
  website: string | null;
  status: ServiceStatusName;
  /** The status in the words customers read. */
  statusText: string;
  /** ISO 8601: the end of the paid period. */
  paidUntil: string;
  autoRenew: boolean;
  /** Where to renew it while it can be renewed; null otherwise. */
  renewPath: string | null;
  /** A private registration whose domain was renewed without it: it ends at paidUntil (absent: false). */
  notRenewed?: boolean;
  /** A website's paid package: the add-ons and plugins it can get alone, and where (none for other services). */
  addons?: readonly { identifier: string; title: string; addPath: string }[];
  /** A website's package: the smaller package chosen for the next period, if any. */
  nextPackage?: NextPackage | null;
  /** A website's paid package: the smaller packages it may choose for the next period, each with what would stop working. */
  downgrades?: readonly { identifier: string; name: string; warning: string | null }[];
  /** The last automatic charge of its renewal with a saved card, while it still says something. */
  lastAutomaticCharge?: AutomaticCharge | null;
}

/** A card saved for automatic renewals (the schema's SavedCard). */
export interface ListedCard {
  id: string;
  /** Stripe's brand (visa, mastercard ...) and the card's last digits and expiry: what the page names it by in its language. */
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** "Visa ending 4242, expires 12/2030". */
  description: string;
}

/** What the page loads, and what removing a card answers: the services and the saved cards. */
export interface ServicesAndCards {
  services: ListedService[];
  cards: ListedCard[];
  /** A card can be saved without a payment (card payments are set up); unknown after a removal: as loaded. */
  cardSetupOffered?: boolean;
}

export interface MyServicesContext {
  services: ListedService[];
  cards: ListedCard[];
  /** My services offers Add a card: card payments are set up. */
  cardSetupOffered: boolean;
  /** Why the list could not be loaded. */
  errorMessage: string | null;
  /** The card the customer asked to remove, while it is confirmed and removed. */
  cardToRemove: ListedCard | null;
  /** The switch being made: which service, on or off. */
  switching: { serviceId: string; autoRenew: boolean } | null;
  /** What the last removal did, or why it or a switch (of `serviceId`) was refused: announced. */
  notice: Notice | null;
}

/** What the last removal did (`card`: the card removed, when known: the page names it in its language), or why it or a switch was refused. */
export interface Notice {
  text: string;
  isError: boolean;
  serviceId: string | null;
  card?: ListedCard | null;
}

export type MyServicesEvent =
  | { type: 'services.retry' }
  | { type: 'card.remove'; cardId: string }
  | { type: 'card.keep' }
  | { type: 'card.removeConfirmed' }
  | { type: 'autoRenew.switch'; serviceId: string; autoRenew: boolean }
  /** A card was saved without a payment (the cardSetup machine): the saved cards with it. */
  | { type: 'cards.saved'; cards: ListedCard[] };

export const LOAD_SERVICES_FAILED_MESSAGE = 'Your services could not be loaded. Please try again.';
export const REMOVE_CARD_FAILED_MESSAGE = 'The card could not be removed. Please try again.';
export const SWITCH_FAILED_MESSAGE = 'Automatic renewal could not be switched. Please try again.';

export const myServicesMachine = setup({
  types: {
    context: {} as MyServicesContext,
    events: {} as MyServicesEvent,
  },
  actors: {
    fetchServices: fromPromise<ServicesAndCards>(async () => {
      throw new Error('fetchServices is provided by the page');
    }),
    removeCard: fromPromise<ServicesAndCards, { cardId: string }>(async () => {
      throw new Error('removeCard is provided by the page');
    }),
    switchAutoRenew: fromPromise<ListedService, { serviceId: string; autoRenew: boolean }>(async () => {
      throw new Error('switchAutoRenew is provided by the page');
    }),
  },
  guards: {
    hasServices: (_, params: { services: ListedService[] }) => params.services.length > 0,
    isSavedCard: ({ context }, params: { cardId: string }) => context.cards.some((card) => card.id === params.cardId),
    // Automatic renewal charges a saved card: on only while one is saved; off always.
    maySwitchAutoRenew: ({ context }, params: { serviceId: string; autoRenew: boolean }) =>
      context.services.some((service) => service.id === params.serviceId && service.autoRenew !== params.autoRenew) && (!params.autoRenew || context.cards.length > 0),
  },
  actions: {
    storeServices: assign(({ context }, params: ServicesAndCards) => ({ services: params.services, cards: params.cards, cardSetupOffered: params.cardSetupOffered ?? context.cardSetupOffered, errorMessage: null })),
    storeError: assign((_, params: { error: unknown }) => ({ errorMessage: refusalMessage(params.error, LOAD_SERVICES_FAILED_MESSAGE) })),
    storeNotice: assign((_, params: Notice) => ({ notice: params })),
  },
}).createMachine({
  id: 'myServices',
  context: { services: [], cards: [], cardSetupOffered: false, errorMessage: null, cardToRemove: null, switching: null, notice: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchServices',
        src: 'fetchServices',
        onDone: [
          { guard: { type: 'hasServices', params: ({ event }) => ({ services: event.output.services }) }, target: 'loaded', actions: { type: 'storeServices', params: ({ event }) => event.output } },
          { target: 'empty', actions: { type: 'storeServices', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'services.retry': 'loading' },
    },
    empty: {},
    loaded: {
      // A card saved meanwhile lets every service's automatic renewal be switched on, whatever is going on.
      on: { 'cards.saved': { actions: assign({ cards: ({ event }) => event.cards }) } },
      initial: 'idle',
      states: {
        idle: {
          on: {
            'card.remove': {
              guard: { type: 'isSavedCard', params: ({ event }) => ({ cardId: event.cardId }) },
              target: 'confirmingRemoval',
              actions: assign({ cardToRemove: ({ context, event }) => context.cards.find((card) => card.id === event.cardId) ?? null, notice: null }),
            },
            'autoRenew.switch': {
              guard: { type: 'maySwitchAutoRenew', params: ({ event }) => ({ serviceId: event.serviceId, autoRenew: event.autoRenew }) },
              target: 'switchingAutoRenew',
              actions: assign({ switching: ({ event }) => ({ serviceId: event.serviceId, autoRenew: event.autoRenew }), notice: null }),
            },
          },
        },
        confirmingRemoval: {
          on: {
            'card.keep': { target: 'idle', actions: assign({ cardToRemove: null }) },
            'card.removeConfirmed': 'removingCard',
          },
        },
        removingCard: {
          tags: ['busy'],
          invoke: {
            id: 'removeCard',
            src: 'removeCard',
            input: ({ context }) => ({ cardId: context.cardToRemove?.id ?? '' }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'storeServices', params: ({ event }) => event.output },
                { type: 'storeNotice', params: ({ context }) => ({ text: `${context.cardToRemove?.description ?? 'The card'} was removed.`, isError: false, serviceId: null, card: context.cardToRemove }) },
                assign({ cardToRemove: null }),
              ],
            },
            onError: {
              target: 'idle',
              actions: [{ type: 'storeNotice', params: ({ event }) => ({ text: refusalMessage(event.error, REMOVE_CARD_FAILED_MESSAGE), isError: true, serviceId: null }) }, assign({ cardToRemove: null })],
            },
          },
        },
        switchingAutoRenew: {
          tags: ['busy'],
          invoke: {
            id: 'switchAutoRenew',
            src: 'switchAutoRenew',
            input: ({ context }) => context.switching ?? { serviceId: '', autoRenew: false },
            onDone: {
              target: 'idle',
              actions: assign({ services: ({ context, event }) => context.services.map((service) => (service.id === event.output.id ? event.output : service)), switching: null }),
            },
            onError: {
              target: 'idle',
              actions: [{ type: 'storeNotice', params: ({ context, event }) => ({ text: refusalMessage(event.error, SWITCH_FAILED_MESSAGE), isError: true, serviceId: context.switching?.serviceId ?? null }) }, assign({ switching: null })],
            },
          },
        },
      },
    },
  },
});
