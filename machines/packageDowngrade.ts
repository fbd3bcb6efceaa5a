/**
 * A smaller package for a website's next period, from My services (docs/services.md "Downgrade at renewal"): the
 * customer opens the choice for a website (a dialog listing the smaller packages, each with what would stop working),
 * confirms one (chosen: the row says "From DATE: Mini"), or is refused with the reason and may pick again or close;
 * and cancels a choice made (cancelled, or failed with the reason). One change at a time. Pure logic: the page provides
 * the calls.
 */
import { assign, fromPromise, setup } from 'xstate';
import { refusalMessage } from '../contracts/error-code';

/** The smaller package chosen for the next period, as the server answers it. */
export interface NextPackage {
  identifier: string;
  name: string;
  /** ISO 8601: the day it runs from. */
  startsAt: string;
  /** What would stop working on it; null when it carries the website. */
  warning: string | null;
  /** The next period is paid for it: no longer cancelled. */
  paid: boolean;
}

export interface PackageDowngradeContext {
  /** The website whose choice is open or was last changed. */
  website: string | null;
  /** Websites changed from this page -> their choice as the server left it (null: cancelled). */
  changed: Record<string, NextPackage | null>;
  errorMessage: string | null;
}

export type PackageDowngradeEvent =
  | { type: 'downgrade.open'; website: string }
  | { type: 'downgrade.confirm'; packageIdentifier: string }
  | { type: 'downgrade.close' }
  | { type: 'downgrade.cancel'; website: string };

export const CHOOSE_FAILED_MESSAGE = 'The smaller package could not be chosen. Please try again.';
export const CANCEL_FAILED_MESSAGE = 'The change could not be cancelled. Please try again.';

const OPEN = { target: 'asking', actions: 'rememberWebsite' } as const;
const CANCEL = { target: 'cancelling', actions: 'rememberWebsite' } as const;
const CLOSE = { target: 'idle', actions: 'clearError' } as const;

export const packageDowngradeMachine = setup({
  types: {
    context: {} as PackageDowngradeContext,
    events: {} as PackageDowngradeEvent,
  },
  actors: {
    chooseDowngrade: fromPromise<NextPackage, { website: string; packageIdentifier: string }>(async () => {
      throw new Error('chooseDowngrade is provided by the page');
    }),
    cancelDowngrade: fromPromise<void, { website: string }>(async () => {
      throw new Error('cancelDowngrade is provided by the page');
    }),
  },
  actions: {
    rememberWebsite: assign(({ event }) => (event.type === 'downgrade.open' || event.type === 'downgrade.cancel' ? { website: event.website, errorMessage: null } : {})),
    clearError: assign({ errorMessage: null }),
    noteChosen: assign(({ context }, params: { next: NextPackage | null }) => ({ changed: { ...context.changed, [context.website ?? '']: params.next }, errorMessage: null })),
    storeError: assign((_, params: { error: unknown; fallback: string }) => ({ errorMessage: refusalMessage(params.error, params.fallback) })),
  },
}).createMachine({
  id: 'packageDowngrade',
  context: { website: null, changed: {}, errorMessage: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'downgrade.open': OPEN, 'downgrade.cancel': CANCEL },
    },
    asking: {
      tags: ['dialog'],
      on: { 'downgrade.confirm': 'choosing', 'downgrade.close': CLOSE },
    },
    choosing: {
      tags: ['dialog', 'busy'],
      invoke: {
        id: 'chooseDowngrade',
        src: 'chooseDowngrade',
        input: ({ context, event }) => ({ website: context.website ?? '', packageIdentifier: event.type === 'downgrade.confirm' ? event.packageIdentifier : '' }),
        onDone: { target: 'chosen', actions: { type: 'noteChosen', params: ({ event }) => ({ next: event.output }) } },
        onError: { target: 'refused', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error, fallback: CHOOSE_FAILED_MESSAGE }) } },
      },
    },
    refused: {
      tags: ['dialog'],
      on: { 'downgrade.confirm': 'choosing', 'downgrade.close': CLOSE },
    },
    chosen: {
      on: { 'downgrade.open': OPEN, 'downgrade.cancel': CANCEL },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        id: 'cancelDowngrade',
        src: 'cancelDowngrade',
        input: ({ context }) => ({ website: context.website ?? '' }),
        onDone: { target: 'cancelled', actions: { type: 'noteChosen', params: () => ({ next: null }) } },
        onError: { target: 'cancelFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error, fallback: CANCEL_FAILED_MESSAGE }) } },
      },
    },
    cancelled: {
      on: { 'downgrade.open': OPEN, 'downgrade.cancel': CANCEL },
    },
    cancelFailed: {
      on: { 'downgrade.open': OPEN, 'downgrade.cancel': CANCEL },
    },
  },
});
