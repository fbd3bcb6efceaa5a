/**
 * The Domain name step of a domain order: the shopper types a name, sees whether it can be had and what it costs
 * (with the same label in other TLDs), picks one offer to register or transfer, says whether a website package
 * comes with it and for which website, and continues to the order's next step. Pure logic: the search, the order
 * and the navigation are provided by the page.
 */
import { AUTH_CODE_MESSAGE, AUTH_CODE_PATTERN, checkDomainName, type DomainAvailability } from '../contracts/domains';
import { assign, emit, fromPromise, setup } from 'xstate';
import { errorCode, refusalMessage } from '../contracts/error-code';

export interface DomainPrice {
  /** As the server writes it for the request's Accept-Language, e.g. '$9.99', '199 Kč'. */
  formatted: string;
  /** The amount in the currency's minor units, for writing it in the page's language. */
  amountMinor: number;
  currency: string;
}

/** One name with its availability and prices (the schema's DomainOffer, the fields this step shows). */
export interface DomainOffer {
  domain: string;
  tld: string;
  availability: DomainAvailability;
  registration: DomainPrice;
  renewal: DomainPrice;
  transfer: DomainPrice;
  privateRegistration: DomainPrice | null;
}

export interface DomainSearchResult {
  exact: DomainOffer;
  suggestions: DomainOffer[];
}

export type DomainAction = 'register' | 'transfer';

/** 'domain': Domain only; 'package': Domain with a website package. */
export type DomainFlow = 'domain' | 'package';

export interface DomainOrderInput {
  domain: string;
  action: DomainAction;
  authCode: string | null;
  projectName: string | null;
  withPackage: boolean;
}

export interface DomainOrderResult {
  orderIdentifier: string;
  nextUrl: string;
}

export interface DomainSearchInput {
  /** ?name=: the name in the field (the page searches it at once). */
  name?: string;
  /** ?project=: the website preselected. */
  project?: string;
  /** ?flow=: the flow preselected (Domain only unless told). */
  flow?: DomainFlow;
}

export interface DomainSearchContext {
  name: string;
  /** The name as searched (checked and normalised), e.g. 'my-bakery.com'. */
  searched: string;
  /** Why the name cannot be searched: a rule it breaks, or the server's word on it. */
  nameError: string | null;
  /** Why the search failed (network, server down). */
  searchError: string | null;
  /** Told above the results: the name chosen a moment ago was taken meanwhile. */
  notice: string | null;
  result: DomainSearchResult | null;
  chosen: { domain: string; action: DomainAction } | null;
  authCode: string;
  authCodeError: string | null;
  flow: DomainFlow;
  project: string | null;
  projectError: string | null;
  orderError: string | null;
}

export type DomainSearchEvent =
  | { type: 'domains.type'; name: string }
  | { type: 'domains.search' }
  | { type: 'domains.retry' }
  | { type: 'domains.choose'; domain: string; action: DomainAction }
  | { type: 'domains.typeAuthCode'; authCode: string }
  | { type: 'domains.chooseFlow'; flow: DomainFlow }
  | { type: 'domains.chooseWebsite'; project: string | null }
  /** signedIn: what the session says at the moment the shopper continues. */
  | { type: 'domains.continue'; signedIn: boolean };

/** A signed-out visitor continued: the page opens the sign-in dialog; the choice stays as it is. */
export type DomainSearchEmitted = { type: 'domains.signInRequested' };

export const WEBSITE_REQUIRED_MESSAGE = 'Please choose the website the package is for';
export const SEARCH_FAILED_MESSAGE = 'The domain search is not available right now. Please try again.';
export const ORDER_FAILED_MESSAGE = 'The order could not be created. Please try again.';

/** Codes of the domainSearch query that are the shopper's to fix in the name. */
const NAME_CODES = ['INVALID_DOMAIN_NAME', 'TLD_NOT_OFFERED', 'IDN_NOT_SUPPORTED'];


function offersOf(result: DomainSearchResult | null): DomainOffer[] {
  return result ? [result.exact, ...result.suggestions] : [];
}

/** Which action an offer allows: a taken name allows none. */
export function actionFor(availability: DomainAvailability): DomainAction | null {
  if (availability === 'AVAILABLE') return 'register';
  if (availability === 'TRANSFERABLE') return 'transfer';
  return null;
}

function fieldErrors(context: DomainSearchContext): Pick<DomainSearchContext, 'authCodeError' | 'projectError'> {
  const transfer = context.chosen?.action === 'transfer';
  return {
    authCodeError: transfer && !AUTH_CODE_PATTERN.test(context.authCode.trim()) ? AUTH_CODE_MESSAGE : null,
    projectError: context.flow === 'package' && context.project === null ? WEBSITE_REQUIRED_MESSAGE : null,
  };
}

export function orderInput(context: DomainSearchContext): DomainOrderInput {
  const transfer = context.chosen?.action === 'transfer';
  return {
    domain: context.chosen?.domain ?? '',
    action: context.chosen?.action ?? 'register',
    authCode: transfer ? context.authCode.trim() : null,
    projectName: context.project,
    withPackage: context.flow === 'package',
  };
}

/** Searching a name that passes the rules; one that breaks a rule shows its message and sends nothing. */
const search = [
  { guard: 'isValidName', target: '#domainSearch.searching', actions: 'startSearch' },
  { target: '#domainSearch.invalidName', actions: 'startSearch' },
] as const;

export const domainSearchMachine = setup({
  types: {
    input: {} as DomainSearchInput,
    context: {} as DomainSearchContext,
    events: {} as DomainSearchEvent,
    emitted: {} as DomainSearchEmitted,
  },
  actors: {
    // The page provides the real requests; a machine without them fails loudly instead of faking data.
    searchDomains: fromPromise<DomainSearchResult, { name: string }>(async () => {
      throw new Error('searchDomains is not provided');
    }),
    createDomainOrder: fromPromise<DomainOrderResult, DomainOrderInput>(async () => {
      throw new Error('createDomainOrder is not provided');
    }),
  },
  actions: {
    // The name as the rules read it: what is searched, or why it cannot be.
    startSearch: assign(({ context }) => {
      const check = checkDomainName(context.name);
      return { searched: check.ok ? check.name.domain : context.searched, nameError: check.ok ? null : check.message, searchError: null, notice: null };
    }),
    storeName: assign({ name: (_, name: string) => name, nameError: null }),
    storeResult: assign({ result: (_, result: DomainSearchResult) => result, chosen: null, orderError: null }),
    storeNameError: assign({ nameError: (_, message: string) => message }),
    storeSearchError: assign({ searchError: (_, message: string) => message }),
    storeNotice: assign({ notice: (_, message: string | null) => message }),
    chooseOffer: assign({ chosen: (_, chosen: { domain: string; action: DomainAction }) => chosen, authCode: '', authCodeError: null, orderError: null }),
    storeAuthCode: assign({ authCode: (_, authCode: string) => authCode, authCodeError: null }),
    storeFlow: assign({ flow: (_, flow: DomainFlow) => flow, projectError: null }),
    storeProject: assign({ project: (_, project: string | null) => project, projectError: null }),
    showFieldErrors: assign(({ context }) => fieldErrors(context)),
    storeOrderError: assign({ orderError: (_, message: string) => message }),
    storeAuthCodeError: assign({ authCodeError: (_, message: string) => message }),
    requestSignIn: emit({ type: 'domains.signInRequested' as const }),
    // Harmless default: the page navigates to the order's next step.
    openNextStep: (_, _params: { url: string }) => {},
  },
  guards: {
    isValidName: ({ context }) => checkDomainName(context.name).ok,
    isSignedOut: ({ event }) => event.type === 'domains.continue' && !event.signedIn,
    isChoosableOffer: ({ context, event }) =>
      event.type === 'domains.choose' && offersOf(context.result).some((offer) => offer.domain === event.domain && actionFor(offer.availability) === event.action),
    hasInvalidFields: ({ context }) => {
      const errors = fieldErrors(context);
      return errors.authCodeError !== null || errors.projectError !== null;
    },
    isNameRejected: ({ event }) => 'error' in event && NAME_CODES.includes(errorCode(event.error) ?? ''),
    isDomainTaken: ({ event }) => 'error' in event && errorCode(event.error) === 'DOMAIN_TAKEN',
    isAuthCodeRejected: ({ event }) => 'error' in event && errorCode(event.error) === 'INVALID_AUTH_CODE',
    isSessionEnded: ({ event }) => 'error' in event && errorCode(event.error) === 'UNAUTHENTICATED',
  },
}).createMachine({
  id: 'domainSearch',
  context: ({ input }) => ({
    name: input.name ?? '',
    searched: '',
    nameError: null,
    searchError: null,
    notice: null,
    result: null,
    chosen: null,
    authCode: '',
    authCodeError: null,
    flow: input.flow ?? 'domain',
    project: input.project ?? null,
    projectError: null,
    orderError: null,
  }),
  initial: 'idle',
  on: {
    'domains.type': { actions: { type: 'storeName', params: ({ event }) => event.name } },
    'domains.chooseFlow': { actions: { type: 'storeFlow', params: ({ event }) => event.flow } },
    'domains.chooseWebsite': { actions: { type: 'storeProject', params: ({ event }) => event.project } },
  },
  states: {
    idle: {
      on: { 'domains.search': search },
    },
    // The name breaks a rule (found here before sending, or by the server): its message is on the field.
    invalidName: {
      on: {
        'domains.type': { target: 'idle', actions: { type: 'storeName', params: ({ event }) => event.name } },
        'domains.search': search,
      },
    },
    searching: {
      tags: ['searching'],
      invoke: {
        id: 'searchDomains',
        src: 'searchDomains',
        input: ({ context }) => ({ name: context.searched }),
        onDone: { target: 'results', actions: { type: 'storeResult', params: ({ event }) => event.output } },
        onError: [
          { guard: 'isNameRejected', target: 'invalidName', actions: { type: 'storeNameError', params: ({ event }) => refusalMessage(event.error, SEARCH_FAILED_MESSAGE) } },
          { target: 'searchFailed', actions: { type: 'storeSearchError', params: SEARCH_FAILED_MESSAGE } },
        ],
      },
    },
    searchFailed: {
      on: {
        'domains.retry': 'searching',
        'domains.search': search,
      },
    },
    results: {
      initial: 'browsing',
      on: {
        'domains.search': search,
        'domains.choose': { guard: 'isChoosableOffer', target: '.chosen', actions: { type: 'chooseOffer', params: ({ event }) => ({ domain: event.domain, action: event.action }) } },
      },
      states: {
        browsing: {},
        chosen: {
          on: {
            'domains.typeAuthCode': { actions: { type: 'storeAuthCode', params: ({ event }) => event.authCode } },
            'domains.continue': [
              { guard: 'isSignedOut', actions: 'requestSignIn' },
              { guard: 'hasInvalidFields', actions: 'showFieldErrors' },
              { target: '#domainSearch.ordering' },
            ],
          },
        },
      },
    },
    ordering: {
      tags: ['processing'],
      invoke: {
        id: 'createDomainOrder',
        src: 'createDomainOrder',
        input: ({ context }) => orderInput(context),
        onDone: { target: 'redirecting', actions: { type: 'openNextStep', params: ({ event }) => ({ url: event.output.nextUrl }) } },
        onError: [
          // Someone was quicker: back to fresh results, saying so.
          { guard: 'isDomainTaken', target: 'searching', actions: { type: 'storeNotice', params: ({ event }) => refusalMessage(event.error, ORDER_FAILED_MESSAGE) } },
          { guard: 'isAuthCodeRejected', target: 'results.chosen', actions: { type: 'storeAuthCodeError', params: ({ event }) => refusalMessage(event.error, ORDER_FAILED_MESSAGE) } },
          { guard: 'isSessionEnded', target: 'results.chosen', actions: 'requestSignIn' },
          { target: 'results.chosen', actions: { type: 'storeOrderError', params: ({ event }) => refusalMessage(event.error, ORDER_FAILED_MESSAGE) } },
        ],
      },
    },
    // The browser is on its way to the next step; the overlay stays until the page is gone.
    redirecting: {
      tags: ['processing'],
    },
  },
});
