/**
 * The cookie-consent bar (SPEC.md sections 2, 4, 5 and 9), app-wide. Two regions:
 * - `bar`: shown about 100 ms after the visitor is known to be signed out and has no consent cookie; collapsed
 *   (Accept all, Manage my choices, Accept necessary) or expanded (the choices, Accept selected); closing keeps
 *   only the minimal set; `consent.showBar` (the page event showCookieBar) reopens it.
 * - `account`: for a signed-in user, the choice on this device goes to the account, the account's choice is
 *   applied on a device without one, and with neither the minimal set is stored on both; a choice made in the bar
 *   while signed in is saved to the account too.
 * Pure logic: the cookie, Google Consent Mode and the GraphQL calls are provided by the app.
 */
import { assign, emit, fromPromise, not, setup, stateIn } from 'xstate';
import { ALL_CONSENT, CONSENT_BAR_DELAY_MS, MINIMAL_CONSENT, type Consent } from '../contracts/consent';

export interface CookieConsentInput {
  /** The consent cookie's value when the page loaded; null when there is none (or it is not a consent). */
  consent: Consent | null;
}

export interface CookieConsentContext {
  consent: Consent | null;
  /** What the 'Marketing/third party' checkbox shows while the choices are open. */
  functional: boolean;
}

export type CookieConsentEvent =
  | { type: 'consent.signedIn' }
  | { type: 'consent.signedOut' }
  | { type: 'consent.showBar' }
  | { type: 'consent.manageChoices' }
  | { type: 'consent.setFunctional'; functional: boolean }
  | { type: 'consent.acceptAll' }
  | { type: 'consent.acceptSelected' }
  | { type: 'consent.acceptNecessary' }
  | { type: 'consent.close' };

/** The visitor chose (not an account's stored choice being applied): recorded as 'Consent Given'. */
export type CookieConsentEmitted = { type: 'consent.given'; consent: Consent };

/** After storing the visitor's choice: apply it and record it. */
const SAVE_CHOICE = ['applyConsent', 'tellConsentGiven'] as const;

/**
 * The account region hears the same button presses as the bar: a choice made while signed in is saved to the
 * account. Each only where the bar itself takes it, so the two regions never disagree.
 */
const saveChoiceToAccount = {
  'consent.acceptAll': { guard: stateIn({ bar: 'open' }), target: 'saving', reenter: true },
  'consent.close': { guard: stateIn({ bar: 'open' }), target: 'saving', reenter: true },
  'consent.acceptSelected': { guard: stateIn({ bar: { open: 'expanded' } }), target: 'saving', reenter: true },
  'consent.acceptNecessary': { guard: stateIn({ bar: { open: 'collapsed' } }), target: 'saving', reenter: true },
} as const;

export const cookieConsentMachine = setup({
  types: {
    input: {} as CookieConsentInput,
    context: {} as CookieConsentContext,
    events: {} as CookieConsentEvent,
    emitted: {} as CookieConsentEmitted,
  },
  actors: {
    // The app provides the GraphQL calls; the defaults keep nothing, as a device without an account would.
    fetchAccountConsent: fromPromise<Consent | null>(async () => null),
    saveAccountConsent: fromPromise<void, { consent: Consent }>(async () => {}),
  },
  actions: {
    storeConsent: assign({ consent: (_, consent: Consent) => consent }),
    /** Writes context.consent to the cookie and tells Google Consent Mode; provided by the app. */
    applyConsent: () => {},
    tellConsentGiven: emit(({ context }) => ({ type: 'consent.given' as const, consent: context.consent ?? MINIMAL_CONSENT })),
    showStoredChoice: assign({ functional: ({ context }) => context.consent?.functional ?? false }),
    setFunctional: assign({ functional: (_, functional: boolean) => functional }),
    logSyncError: (_, params: { error: unknown }) => {
      console.error('Cookie consent could not be synced with the account', params.error);
    },
  },
  guards: {
    hasConsent: ({ context }) => context.consent !== null,
    hasAccountConsent: ({ event }) => 'output' in event && event.output != null,
  },
  delays: {
    barDelay: CONSENT_BAR_DELAY_MS,
  },
}).createMachine({
  id: 'cookieConsent',
  type: 'parallel',
  context: ({ input }) => ({ consent: input.consent, functional: input.consent?.functional ?? false }),
  states: {
    bar: {
      initial: 'hidden',
      states: {
        hidden: {
          on: {
            'consent.signedOut': { guard: not('hasConsent'), target: 'waiting' },
            'consent.showBar': 'open',
          },
        },
        waiting: {
          after: { barDelay: 'open' },
        },
        open: {
          tags: ['visible'],
          entry: 'showStoredChoice',
          initial: 'collapsed',
          states: {
            collapsed: {
              on: {
                'consent.manageChoices': 'expanded',
                'consent.acceptNecessary': {
                  target: '#cookieConsent.bar.hidden',
                  actions: [{ type: 'storeConsent', params: ({ context }) => ({ essential: true, functional: context.functional }) }, ...SAVE_CHOICE],
                },
              },
            },
            expanded: {
              on: {
                'consent.setFunctional': { actions: { type: 'setFunctional', params: ({ event }) => event.functional } },
                'consent.acceptSelected': {
                  target: '#cookieConsent.bar.hidden',
                  actions: [{ type: 'storeConsent', params: ({ context }) => ({ essential: true, functional: context.functional }) }, ...SAVE_CHOICE],
                },
              },
            },
          },
          on: {
            'consent.acceptAll': { target: 'hidden', actions: [{ type: 'storeConsent', params: ALL_CONSENT }, ...SAVE_CHOICE] },
            // SPEC.md section 2: closing the modal counts as accepting only the minimal set.
            'consent.close': { target: 'hidden', actions: [{ type: 'storeConsent', params: MINIMAL_CONSENT }, ...SAVE_CHOICE] },
          },
        },
      },
    },
    account: {
      initial: 'unknown',
      states: {
        unknown: {
          on: { 'consent.signedIn': 'signedIn', 'consent.signedOut': 'signedOut' },
        },
        signedOut: {
          on: { 'consent.signedIn': 'signedIn' },
        },
        signedIn: {
          initial: 'checking',
          states: {
            checking: {
              always: [{ guard: 'hasConsent', target: 'saving' }, { target: 'fetching' }],
            },
            // No choice on this device: the account's choice, made on another device, applies here.
            fetching: {
              invoke: {
                id: 'fetchAccountConsent',
                src: 'fetchAccountConsent',
                onDone: [
                  {
                    guard: 'hasAccountConsent',
                    target: 'synced',
                    actions: [
                      { type: 'storeConsent', params: ({ event }) => event.output ?? MINIMAL_CONSENT },
                      'applyConsent',
                    ],
                  },
                  // Neither the device nor the account has a choice: the minimal set, on both.
                  { target: 'saving', actions: [{ type: 'storeConsent', params: MINIMAL_CONSENT }, 'applyConsent'] },
                ],
                onError: { target: 'synced', actions: { type: 'logSyncError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            saving: {
              invoke: {
                id: 'saveAccountConsent',
                src: 'saveAccountConsent',
                input: ({ context }) => ({ consent: context.consent ?? MINIMAL_CONSENT }),
                onDone: 'synced',
                onError: { target: 'synced', actions: { type: 'logSyncError', params: ({ event }) => ({ error: event.error }) } },
              },
              // A newer choice while the older one is being saved: save again with the newer one.
              on: saveChoiceToAccount,
            },
            synced: {
              on: saveChoiceToAccount,
            },
          },
          on: { 'consent.signedOut': 'signedOut' },
        },
      },
    },
  },
});
