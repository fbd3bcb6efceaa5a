/**
 * The price list page: fetching the packages (start -> complete | error, SPEC.md section 4) and what a
 * visitor can do with them. Pure logic: the network call and the navigation are provided by the app.
 */
import { assign, emit, fromPromise, not, setup, stateIn } from 'xstate';
import type { PricelistItem, PricelistResponse } from '../contracts/pricelist';
import { DEFAULT_REF } from '../contracts/pricelist-constants';
import { errorCode } from '../contracts/error-code';

/** What the page query asks for; `feature` is the product's `feautre` parameter under its real name. */
export interface PricelistQueryInput {
  project?: string;
  feature?: string;
  currency?: string;
  ref?: string;
}

/**
 * The machine's input: the query, and the answer the server already rendered the page with, if any (the price
 * list then starts ready instead of asking for it again).
 */
export interface PricelistInput extends PricelistQueryInput {
  pricelist?: PricelistResponse;
}

export interface PricelistContext {
  query: PricelistQueryInput;
  pricelist: PricelistResponse | null;
  errorMessage: string | null;
  /** Package whose unsupported-feature modal is open; null otherwise. */
  unsupportedPackage: string | null;
  /** Purchase url of the package order being created. */
  orderUrl: string | null;
  /**
   * Why the order chosen in the unsupported-feature modal was not created: shown in the modal, or on the page when
   * the visitor closed the modal while it waited; null otherwise.
   */
  orderError: string | null;
}

export type PricelistEvent =
  | { type: 'pricelist.retry' }
  | { type: 'pricelist.purchase'; packageIdentifier: string }
  | { type: 'pricelist.signUp' }
  /** A button of the unsupported-feature modal: the upgrade or a continue-purchase, each with its purchase url. */
  | { type: 'pricelist.continuePurchase'; url: string }
  | { type: 'modal.close' }
  /** The visitor switched the page's language: the prices are formatted again for it. */
  | { type: 'pricelist.languageChanged' };

export type PricelistEmitted =
  | { type: 'pricelist.fetchFailed'; message: string }
  /** A visitor without a website wants one (call-to-action or a purchase): the page opens sign-up. */
  | { type: 'pricelist.signUpRequested'; packageIdentifier: string | null };

/** Variables of the createPackageOrder mutation (SPEC.md section 7). */
export interface PackageOrderInput {
  projectName: string;
  packageIdentifier: string;
  action: string;
  version?: number;
  checkoutUrl: string;
}

export interface PackageOrderResult {
  checkoutUrl: string;
  orderIdentifier: string;
}

/**
 * Reads a purchase url such as `/order/package/mini?package-action=upgrade&ref=pricelist&token=T&package-version=3`
 * into the mutation's variables: the package from the path, the action and version from the query, and a
 * checkout url carrying ref and token.
 */
export function packageOrderInput(projectName: string, purchaseUrl: string): PackageOrderInput {
  const url = new URL(purchaseUrl, 'http://portal.invalid');
  const packageIdentifier = url.pathname.split('/').filter(Boolean).at(-1) ?? '';
  const checkout = new URLSearchParams({ ref: url.searchParams.get('ref') ?? DEFAULT_REF, token: url.searchParams.get('token') ?? '' });
  const version = Number.parseInt(url.searchParams.get('package-version') ?? '', 10);
  return {
    projectName,
    packageIdentifier,
    action: url.searchParams.get('package-action') ?? 'upgrade',
    ...(Number.isInteger(version) ? { version } : {}),
    checkoutUrl: `/checkout?${checkout.toString()}`,
  };
}

/** Purchase urls are `/order/<kind>/<identifier>?...`; anything else is a plain link. */
export function isPurchaseUrl(url: string): boolean {
  return new URL(url, 'http://portal.invalid').pathname.startsWith('/order/');
}

const PROJECT_NOT_FOUND = 'PROJECT_NOT_FOUND';
/** The server refused a purchase link made for an older version of its package: the list on screen is out of date. */
const PACKAGE_VERSION_CHANGED = 'PACKAGE_VERSION_CHANGED';

/** Said (and focused) once the list was loaded again because a purchase found it out of date. */
export const PRICES_CHANGED_NOTICE = 'The prices changed while this page was open. The list now shows the current prices: please check them and choose again.';

function findPackage(context: PricelistContext, packageIdentifier: string): PricelistItem | undefined {
  return context.pricelist?.items.find((item) => item.identifier === packageIdentifier);
}

function messageOf(error: unknown, fallback = 'The price list could not be loaded.'): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

const ORDER_FAILED = 'The order could not be created. Please try again.';

/** The message of a failed price list fetch. */
const fetchErrorMessage = ({ event }: { event: { error: unknown } }) => ({ message: messageOf(event.error) });

/** A failed package order, for the actions that log, show or report it. */
const orderFailure = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** The package order of the purchase url chosen, from the page or from the unsupported-feature modal. */
const orderInput = ({ context }: { context: PricelistContext }) => packageOrderInput(context.query.project ?? '', context.orderUrl ?? '');


export const pricelistMachine = setup({
  types: {
    input: {} as PricelistInput,
    context: {} as PricelistContext,
    events: {} as PricelistEvent,
    emitted: {} as PricelistEmitted,
  },
  actors: {
    // The app provides the real requests; a machine without them fails loudly instead of faking data.
    fetchPricelist: fromPromise<PricelistResponse, PricelistQueryInput>(async () => {
      throw new Error('fetchPricelist is not provided');
    }),
    // The same request after a language switch, stopped when the visitor leaves the state (another switch, a purchase).
    reformatPricelist: fromPromise<PricelistResponse, PricelistQueryInput>(async () => {
      throw new Error('reformatPricelist is not provided');
    }),
    createPackageOrder: fromPromise<PackageOrderResult, PackageOrderInput>(async () => {
      throw new Error('createPackageOrder is not provided');
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
    requestSignUp: emit((_, params: { packageIdentifier: string | null }) => ({
      type: 'pricelist.signUpRequested' as const,
      packageIdentifier: params.packageIdentifier,
    })),
    rememberUnsupportedPackage: assign({ unsupportedPackage: (_, packageIdentifier: string) => packageIdentifier }),
    forgetUnsupportedPackage: assign({ unsupportedPackage: null }),
    storeOrderError: assign({ orderError: (_, params: { error: unknown }) => messageOf(params.error, ORDER_FAILED) }),
    clearOrderError: assign({ orderError: null }),
    // Harmless default: the app navigates to the checkout url (or, from the modal, a plain link).
    openCheckout: (_, _params: { url: string }) => {},
    // SPEC.md section 8: a failed package order is logged to the console, whatever else the page does about it.
    logOrderError: (_, params: { error: unknown }) => {
      console.error('Package order creation failed', params.error);
    },
    // Harmless default: a page that lists packages for another purpose (the checkout's Package choice) shows the
    // failures the list does not answer itself.
    reportOrderError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    hasPricelist: ({ context }) => context.pricelist !== null,
    hasProject: ({ context }) => Boolean(context.query.project),
    isListedPackage: ({ context, event }) =>
      event.type === 'pricelist.purchase' && findPackage(context, event.packageIdentifier) !== undefined,
    hasUnsupportedFeatures: ({ context, event }) => {
      if (event.type !== 'pricelist.purchase') return false;
      const item = findPackage(context, event.packageIdentifier);
      return Boolean(item?.hasUnsupportedFeatures && context.pricelist?.metadata.unsupportedFeatures[item.identifier]);
    },
    isPurchaseUrl: ({ event }) => event.type === 'pricelist.continuePurchase' && isPurchaseUrl(event.url),
    isProjectNotFound: ({ event }) => 'error' in event && errorCode(event.error) === PROJECT_NOT_FOUND,
    isPricelistOutdated: ({ event }) => 'error' in event && errorCode(event.error) === PACKAGE_VERSION_CHANGED,
    isWaitingInModal: stateIn({ ready: { creatingOrder: 'inModal' } }),
    wasChosenInClosedModal: stateIn({ ready: { creatingOrder: 'modalClosed' } }),
  },
}).createMachine({
  id: 'pricelist',
  context: ({ input: { pricelist = null, ...query } }) => ({ query, pricelist, errorMessage: null, unsupportedPackage: null, orderUrl: null, orderError: null }),
  initial: 'starting',
  states: {
    // The server-rendered page carries its price list: shown as it is, without fetching it again.
    starting: {
      always: [{ guard: 'hasPricelist', target: 'ready' }, { target: 'loading' }],
    },
    loading: {
      tags: ['loading'],
      entry: 'clearError',
      invoke: {
        id: 'fetchPricelist',
        src: 'fetchPricelist',
        input: ({ context }) => context.query,
        onDone: { target: 'ready', actions: { type: 'storePricelist', params: ({ event }) => event.output } },
        onError: [
          // Someone else's website, or none by that name: nothing to retry.
          { guard: 'isProjectNotFound', target: 'notFound', actions: { type: 'storeError', params: fetchErrorMessage } },
          { target: 'failed', actions: [{ type: 'storeError', params: fetchErrorMessage }, { type: 'raiseFetchFailed', params: fetchErrorMessage }] },
        ],
      },
    },
    ready: {
      initial: 'browsing',
      // SPEC.md: with no project the call-to-action opens the register modal. The page shows it whenever the list
      // is ready (state.can), so no modal or overlay of the list hides it; a visitor who already has a website has
      // nothing to sign up for.
      on: {
        'pricelist.signUp': {
          guard: not('hasProject'),
          actions: { type: 'requestSignUp', params: { packageIdentifier: null } },
        },
      },
      states: {
        browsing: {
          initial: 'listed',
          states: {
            listed: {},
            // The list was loaded again because a purchase found it out of date: the page says so (PRICES_CHANGED_NOTICE).
            pricesChanged: {},
            // The order chosen in the unsupported-feature modal failed after the visitor closed the modal: the page
            // tells why (orderError).
            orderFailed: {
              exit: 'clearOrderError',
            },
            // The page's language changed: the list is fetched again for its price formats (the server formats them),
            // the cards staying as they are, without an overlay. A failed fetch keeps the list as it was.
            reformatting: {
              invoke: {
                id: 'reformatPricelist',
                src: 'reformatPricelist',
                input: ({ context }) => context.query,
                onDone: { target: 'listed', actions: { type: 'storePricelist', params: ({ event }) => event.output } },
                onError: { target: 'listed' },
              },
            },
          },
          on: {
            'pricelist.languageChanged': '.reformatting',
            'pricelist.purchase': [
              {
                guard: not('hasProject'),
                actions: { type: 'requestSignUp', params: ({ event }) => ({ packageIdentifier: event.packageIdentifier }) },
              },
              {
                guard: 'hasUnsupportedFeatures',
                target: 'unsupportedFeature',
                actions: { type: 'rememberUnsupportedPackage', params: ({ event }) => event.packageIdentifier },
              },
              {
                guard: 'isListedPackage',
                target: 'creatingOrder',
                actions: assign({ orderUrl: ({ context, event }) => findPackage(context, event.packageIdentifier)?.button.url ?? null }),
              },
            ],
          },
        },
        // SPEC.md's unsupported-feature modal: its upgrade and continue buttons create the order (creatingOrder.inModal).
        unsupportedFeature: {
          tags: ['unsupportedModal'],
          on: {
            'pricelist.continuePurchase': [
              {
                guard: 'isPurchaseUrl',
                target: 'creatingOrder.inModal',
                actions: ['clearOrderError', assign({ orderUrl: ({ event }) => event.url })],
              },
              // With no bigger package to offer, the server's upgrade button leads back to My websites.
              { actions: { type: 'openCheckout', params: ({ event }) => ({ url: event.url }) } },
            ],
            'modal.close': { target: 'browsing', actions: ['forgetUnsupportedPackage', 'clearOrderError'] },
          },
        },
        // Every package order is created here, with the Processing overlay up (SPEC.md section 2), from a card or
        // from the modal; the order goes on whatever happens to the modal meanwhile.
        creatingOrder: {
          tags: ['processing'],
          initial: 'fromPage',
          states: {
            fromPage: {},
            // The modal stays open showing the generic modal's 'Wait please...' until the order exists, unless the
            // visitor closes it (SPEC.md: Escape closes, it has a Close button).
            inModal: {
              tags: ['unsupportedModal', 'waiting'],
              on: { 'modal.close': { target: 'modalClosed', actions: 'forgetUnsupportedPackage' } },
            },
            modalClosed: {},
          },
          invoke: {
            id: 'createPackageOrder',
            src: 'createPackageOrder',
            input: orderInput,
            onDone: {
              target: 'redirecting',
              actions: ['forgetUnsupportedPackage', { type: 'openCheckout', params: ({ event }) => ({ url: event.output.checkoutUrl }) }],
            },
            onError: [
              // The list on screen is older than a package change: logged (SPEC.md section 8), then loaded again.
              {
                guard: 'isPricelistOutdated',
                target: 'refreshing',
                actions: ['forgetUnsupportedPackage', { type: 'logOrderError', params: orderFailure }],
              },
              // A failure is told in the modal when it is open, on the page when it was closed meanwhile; an order
              // from a card is only logged (SPEC.md section 8).
              {
                guard: 'isWaitingInModal',
                target: 'unsupportedFeature',
                actions: [{ type: 'storeOrderError', params: orderFailure }, { type: 'logOrderError', params: orderFailure }, { type: 'reportOrderError', params: orderFailure }],
              },
              {
                guard: 'wasChosenInClosedModal',
                target: 'browsing.orderFailed',
                actions: [{ type: 'storeOrderError', params: orderFailure }, { type: 'logOrderError', params: orderFailure }, { type: 'reportOrderError', params: orderFailure }],
              },
              { target: 'browsing', actions: [{ type: 'logOrderError', params: orderFailure }, { type: 'reportOrderError', params: orderFailure }] },
            ],
          },
        },
        // The list loads again with the overlay up, the cards staying as they were until the answer replaces them.
        refreshing: {
          tags: ['processing'],
          invoke: {
            id: 'fetchPricelist',
            src: 'fetchPricelist',
            input: ({ context }) => context.query,
            onDone: { target: 'browsing.pricesChanged', actions: { type: 'storePricelist', params: ({ event }) => event.output } },
            onError: { target: '#pricelist.failed', actions: [{ type: 'storeError', params: fetchErrorMessage }, { type: 'raiseFetchFailed', params: fetchErrorMessage }] },
          },
        },
        // The browser is on its way to the checkout; the overlay stays until the page is gone.
        redirecting: {
          tags: ['processing'],
        },
      },
    },
    failed: {
      on: { 'pricelist.retry': 'loading' },
    },
    notFound: {},
  },
});
