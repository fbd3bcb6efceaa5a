/**
 * How the pricelist machine shows on the price list page: each state's visible signature and, for each
 * event, what the user or the server does to send it. Two view models, because the machine's two halves need
 * two visitors: one without a website (sign-up requests) and a website owner (?project=: orders, the
 * unsupported-feature modal, the not-found page). Read by tests/model/pricelist.test.tsx.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { expect } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { PRICES_CHANGED_NOTICE, pricelistMachine } from '../../machines/pricelist';
import { CATALOGUES } from '../../src/i18n/catalogues';
import { renderApp } from '../fixtures/app';
import { pricelistFixture, projectPricelist } from '../fixtures/pricelist';
import { graphqlError } from '../msw/accounts';
import { holdPricelistRequests, PROJECT_NOT_FOUND_MESSAGE, server, type HeldPricelistRequests } from '../msw/server';
import { INIT_EVENT, type ViewModel } from './harness';

const FAILURE_MESSAGE = 'The price list is unavailable right now.';
const REGISTER_DIALOG = { name: 'Create your website' } as const;
const PROJECT_PRICELIST = projectPricelist('my-site');
const BACK_LINK = PROJECT_PRICELIST.metadata.backLink;
/**
 * Mini's modal as the server sends it when no bigger package exists: its upgrade button is the back link (no
 * purchase url), which the page follows as a link while the machine stays where it is.
 */
const MINI_MODAL = PROJECT_PRICELIST.metadata.unsupportedFeatures.mini && {
  ...PROJECT_PRICELIST.metadata.unsupportedFeatures.mini,
  upgradeButton: { text: BACK_LINK?.text ?? '', url: BACK_LINK?.url ?? '' },
};
const OWNER_PRICELIST = {
  ...PROJECT_PRICELIST,
  metadata: { ...PROJECT_PRICELIST.metadata, unsupportedFeatures: { ...PROJECT_PRICELIST.metadata.unsupportedFeatures, ...(MINI_MODAL ? { mini: MINI_MODAL } : {}) } },
};
const CREATED = { checkoutUrl: '/checkout/ORD-7?ref=pricelist&token=tok', orderIdentifier: 'ORD-7' };

interface HeldOrders {
  answer(event: EventObject): Promise<void>;
}

/** The code a failed createPackageOrder carries in the path's event, as the server would send it. */
function failureOf(event: EventObject): { message: string; code: string } {
  const error = 'error' in event ? (event.error as { message?: string; code?: string }) : {};
  return { message: error.message ?? '', code: error.code ?? 'INTERNAL' };
}

/** createPackageOrder requests wait until the path decides whether the server succeeds, or how it refuses. */
function holdPackageOrders(): HeldOrders {
  const waiting: Array<(event: EventObject) => void> = [];
  server.use(
    graphql.mutation('CreatePackageOrder', () =>
      new Promise<Response>((resolve) => {
        waiting.push((event) => {
          if (event.type === 'xstate.done.actor.createPackageOrder') resolve(HttpResponse.json({ data: { createPackageOrder: CREATED } }));
          else resolve(graphqlError(failureOf(event).message, failureOf(event).code));
        });
      }),
    ),
  );
  return {
    async answer(event) {
      await waitFor(() => {
        if (waiting.length === 0) throw new Error('The page sent no package order to answer');
      });
      waiting.shift()?.(event);
    },
  };
}

/** The refusals the owner's paths try: an out-of-date list (loaded again), and any other (told or logged). */
const REFUSED = Object.assign(new Error('This purchase link is not valid. Please reload the price list.'), { code: 'INVALID_PURCHASE_TOKEN' });
const OUT_OF_DATE = Object.assign(new Error('This package has changed. Please reload the price list.'), { code: 'PACKAGE_VERSION_CHANGED' });

interface PricelistDriver {
  network: HeldPricelistRequests;
  orders: HeldOrders;
  user: UserEvent | null;
  location: { pathname: string; search: string } | null;
  /** The visitor followed a plain link out of the price list: nothing more happens on this page. */
  leftPage: boolean;
  /** The page's language, switched by the header's select. */
  language: 'en' | 'cs';
}

type PricelistSnapshot = SnapshotFrom<typeof pricelistMachine>;
type PricelistViewModel = ViewModel<typeof pricelistMachine, PricelistDriver>;

function userOf(driver: PricelistDriver): UserEvent {
  if (!driver.user) throw new Error('The page is not open yet');
  if (driver.leftPage) throw new Error('The visitor has left the price list');
  return driver.user;
}

function packageName(identifier: string): string {
  return pricelistFixture.items.find((item) => item.identifier === identifier)?.name ?? identifier;
}

/** A shell message in either language: after a language switch the page shows the other one's. */
const inEither = (id: string) => new RegExp(`^(${[CATALOGUES.en[id], CATALOGUES.cs[id]].map((message) => String(message).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);

async function expectCards(): Promise<void> {
  const list = await screen.findByRole('list', { name: inEither('pricelist.packages') });
  expect(within(list).getAllByRole('article')).toHaveLength(4);
}

async function clickPurchase(driver: PricelistDriver, event: EventObject): Promise<void> {
  const identifier = 'packageIdentifier' in event ? String(event.packageIdentifier) : '';
  const promo = screen.queryByRole('region', { name: inEither('promo.title') });
  const button =
    identifier === 'limited' && promo
      ? within(promo).getByRole('button', { name: inEither('promo.purchase') })
      : within(screen.getByRole('article', { name: packageName(identifier) })).getByRole('button', { name: /^Buy / });
  await userOf(driver).click(button);
}

/** The session's register modal answers a sign-up request; it is not this machine's state, so it is closed again. */
async function expectRegisterModalThenClose(driver: PricelistDriver): Promise<void> {
  // After a switch to Czech the modal has its Czech name (the account area's words).
  const dialog = await screen.findByRole('dialog', driver.language === 'en' ? REGISTER_DIALOG : {});
  await userOf(driver).click(within(dialog).getByRole('button', { name: inEither('modal.close') }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** The list is shown, with no modal, overlay or request under way. */
async function expectBrowsing(driver: PricelistDriver): Promise<void> {
  await expectCards();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(screen.queryByText(inEither('pricelist.processing'))).not.toBeInTheDocument());
  expect(screen.queryByText(inEither('pricelist.loading'))).not.toBeInTheDocument();
  expect(driver.network.waiting).toBe(0);
}

/** Mini's unsupported-feature modal, open. */
const findMiniModal = () => screen.findByRole('dialog', { name: MINI_MODAL?.heading });

/** The Processing overlay of SPEC.md section 2: up while a package order is created (behind an open modal too). */
async function expectOverlay(): Promise<void> {
  expect(await screen.findByText(inEither('pricelist.processing'))).toHaveAttribute('aria-busy', 'true');
}

const commonStates: PricelistViewModel['states'] = {
  loading: async (driver) => {
    expect(screen.getByRole('status')).toHaveTextContent('Loading prices');
    expect(screen.queryByRole('list', { name: 'Packages' })).not.toBeInTheDocument();
    await waitFor(() => expect(driver.network.waiting).toBe(1));
  },
  'ready.browsing.listed': async (driver) => {
    await expectBrowsing(driver);
    expect(screen.queryByText(PRICES_CHANGED_NOTICE)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  },
  'ready.browsing.pricesChanged': async (driver) => {
    // The list was loaded again: the page says the prices changed, and the focus is on that.
    await expectBrowsing(driver);
    const notice = await screen.findByText(PRICES_CHANGED_NOTICE);
    expect(notice).toHaveAttribute('role', 'status');
    await waitFor(() => expect(notice).toHaveFocus());
  },
  'ready.browsing.orderFailed': async (driver, snapshot: PricelistSnapshot) => {
    // The order chosen in the modal, closed meanwhile, was refused: the page says why, focused.
    await expectBrowsing(driver);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(snapshot.context.orderError ?? 'missing');
    await waitFor(() => expect(alert).toHaveFocus());
  },
  'ready.unsupportedFeature': async (driver, snapshot: PricelistSnapshot) => {
    if (driver.leftPage) {
      // The link was followed: the machine stays, but the visitor is on My websites now.
      expect(await screen.findByRole('heading', { level: 1, name: 'My websites' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      return;
    }
    const dialog = await findMiniModal();
    expect(dialog).toHaveTextContent(MINI_MODAL?.text ?? '');
    expect(await within(dialog).findByRole('button', { name: MINI_MODAL?.upgradeButton.text })).toBeInTheDocument();
    const { orderError } = snapshot.context;
    if (orderError === null) {
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
      return;
    }
    // A refused order is told in the modal, and focus is on it.
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(orderError);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.queryByText('Processing...')).not.toBeInTheDocument();
  },
  'ready.creatingOrder.fromPage': async () => {
    await expectOverlay();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
  'ready.creatingOrder.inModal': async () => {
    // The modal waits with SPEC.md's 'Wait please...', focused, no buttons to press twice; the overlay is up behind it.
    const dialog = await findMiniModal();
    const waiting = await within(dialog).findByRole('status');
    expect(waiting).toHaveTextContent('Wait please...');
    await waitFor(() => expect(waiting).toHaveFocus());
    expect(within(dialog).queryByRole('button', { name: MINI_MODAL?.upgradeButton.text })).not.toBeInTheDocument();
    await expectOverlay();
  },
  'ready.creatingOrder.modalClosed': async () => {
    // Closed while it waited: the order goes on under the overlay, and the focus is back on Mini's purchase button.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expectOverlay();
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Mini' })).getByRole('button', { name: /^Buy / })).toHaveFocus());
  },
  'ready.browsing.reformatting': async (driver) => {
    // The prices are asked for again in the new language: the cards stay, with no overlay and no status over them.
    await expectCards();
    expect(screen.queryByText(inEither('pricelist.processing'))).not.toBeInTheDocument();
    await waitFor(() => expect(driver.network.waiting).toBe(1));
    expect(document.documentElement.lang).toBe(driver.language);
  },
  'ready.refreshing': async (driver) => {
    // The list loads again under the overlay, the cards staying until the answer replaces them.
    await expectOverlay();
    await expectCards();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(driver.network.waiting).toBe(1));
  },
  'ready.redirecting': async (driver) => {
    // On the way to the checkout: the address is the order's checkout url (what the checkout shows is its own test).
    await waitFor(() => expect(`${driver.location?.pathname}${driver.location?.search}`).toBe(CREATED.checkoutUrl));
  },
  failed: async (driver, snapshot: PricelistSnapshot) => {
    expect(await screen.findByRole('alert')).toHaveTextContent(snapshot.context.errorMessage ?? '');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('Loading prices')).not.toBeInTheDocument();
    expect(driver.network.waiting).toBe(0);
  },
  notFound: async () => {
    expect(await screen.findByRole('heading', { level: 1, name: 'Website not found' })).toBeInTheDocument();
    expect(screen.getByText(PROJECT_NOT_FOUND_MESSAGE)).toBeInTheDocument();
  },
};

function commonEvents(url: string): PricelistViewModel['events'] {
  return {
    [INIT_EVENT]: async (driver) => {
      const app = renderApp(url);
      driver.user = app.user;
      driver.location = app.location;
    },
    'xstate.done.actor.fetchPricelist': (driver) => driver.network.answer('success'),
    'xstate.error.actor.fetchPricelist': (driver, event) =>
      driver.network.answer('error' in event && (event.error as { code?: string }).code === 'PROJECT_NOT_FOUND' ? 'notFound' : 'failure'),
    'xstate.done.actor.reformatPricelist': (driver) => driver.network.answer('success'),
    'xstate.error.actor.reformatPricelist': (driver) => driver.network.answer('failure'),
    'xstate.done.actor.createPackageOrder': (driver, event) => driver.orders.answer(event),
    'xstate.error.actor.createPackageOrder': (driver, event) => driver.orders.answer(event),
    'pricelist.retry': (driver) => userOf(driver).click(screen.getByRole('button', { name: 'Retry' })),
    'pricelist.continuePurchase': async (driver, event) => {
      const url = 'url' in event ? event.url : '';
      const button = MINI_MODAL && url === MINI_MODAL.upgradeButton.url ? MINI_MODAL.upgradeButton : MINI_MODAL?.continueButtons.find((each) => each.url === url);
      if (!button) throw new Error(`Mini's modal has no button to ${String(url)}`);
      await userOf(driver).click(within(screen.getByRole('dialog')).getByRole('button', { name: button.text }));
      driver.leftPage = url === MINI_MODAL?.upgradeButton.url;
    },
    'modal.close': (driver) => userOf(driver).click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' })),
    // The header's switch, to the other language each time.
    'pricelist.languageChanged': async (driver) => {
      driver.language = driver.language === 'en' ? 'cs' : 'en';
      await userOf(driver).selectOptions(screen.getByRole('combobox', { name: inEither('header.language') }), driver.language);
    },
  };
}

/** A visitor without a website: purchases and the call-to-action ask for sign-up. */
export const visitorViewModel: PricelistViewModel = {
  machine: pricelistMachine,
  input: {},
  eventCases: {
    'xstate.done.actor.fetchPricelist': [{ output: pricelistFixture }],
    'xstate.error.actor.fetchPricelist': [{ error: new Error(FAILURE_MESSAGE) }],
    'xstate.done.actor.reformatPricelist': [{ output: pricelistFixture }],
    'xstate.error.actor.reformatPricelist': [{ error: new Error(FAILURE_MESSAGE) }],
    // A card's button and the limited promo's button are different places on the page.
    'pricelist.purchase': [{ packageIdentifier: 'standard' }, { packageIdentifier: 'limited' }],
  },
  createDriver: () => ({ network: holdPricelistRequests(FAILURE_MESSAGE), orders: holdPackageOrders(), user: null, location: null, leftPage: false, language: 'en' }),
  states: commonStates,
  events: {
    ...commonEvents('/pricelist'),
    'pricelist.purchase': async (driver, event) => {
      await clickPurchase(driver, event);
      await expectRegisterModalThenClose(driver);
    },
    'pricelist.signUp': async (driver) => {
      await userOf(driver).click(screen.getByRole('button', { name: pricelistFixture.metadata.callToAction.buttonText }));
      await expectRegisterModalThenClose(driver);
    },
  },
};

/** The owner of my-site: orders, the unsupported-feature modal (Mini), and the not-found page. */
export const ownerViewModel: PricelistViewModel = {
  machine: pricelistMachine,
  input: { project: 'my-site' },
  eventCases: {
    'xstate.done.actor.fetchPricelist': [{ output: OWNER_PRICELIST }],
    'xstate.error.actor.fetchPricelist': [
      { $name: 'unavailable', error: new Error(FAILURE_MESSAGE) },
      { $name: 'website not found', error: Object.assign(new Error(PROJECT_NOT_FOUND_MESSAGE), { code: 'PROJECT_NOT_FOUND' }) },
    ],
    'xstate.done.actor.reformatPricelist': [{ output: OWNER_PRICELIST }],
    'xstate.error.actor.reformatPricelist': [{ error: new Error(FAILURE_MESSAGE) }],
    'pricelist.purchase': [{ packageIdentifier: 'standard' }, { packageIdentifier: 'mini' }],
    'pricelist.continuePurchase': [{ url: MINI_MODAL?.continueButtons[0]?.url ?? '' }, { url: MINI_MODAL?.upgradeButton.url ?? '' }],
    'xstate.done.actor.createPackageOrder': [{ output: CREATED }],
    'xstate.error.actor.createPackageOrder': [
      { $name: 'refused', error: REFUSED },
      { $name: 'out of date', error: OUT_OF_DATE },
    ],
  },
  createDriver: () => ({ network: holdPricelistRequests(FAILURE_MESSAGE, OWNER_PRICELIST), orders: holdPackageOrders(), user: null, location: null, leftPage: false, language: 'en' }),
  states: commonStates,
  events: {
    ...commonEvents('/pricelist?project=my-site'),
    'pricelist.purchase': (driver, event) => clickPurchase(driver, event),
    'pricelist.signUp': () => Promise.reject(new Error('A website owner is offered no sign-up')),
  },
};

/**
 * A visitor on the page the production server rendered: the price list comes embedded in the page, so the
 * machine starts ready and the page asks the server for nothing.
 */
export const serverRenderedViewModel: PricelistViewModel = {
  machine: pricelistMachine,
  input: { pricelist: pricelistFixture },
  eventCases: {},
  createDriver: () => ({ network: holdPricelistRequests(FAILURE_MESSAGE), orders: holdPackageOrders(), user: null, location: null, leftPage: false, language: 'en' }),
  states: commonStates,
  // Only opening the page: everything after it is the visitor's model, walked above.
  filterEvents: () => false,
  events: {
    ...visitorViewModel.events,
    [INIT_EVENT]: async (driver) => {
      const app = renderApp('/pricelist', { initialPricelist: pricelistFixture });
      driver.user = app.user;
      driver.location = app.location;
    },
  },
};
