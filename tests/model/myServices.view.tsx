/**
 * How the myServices machine shows on the real /my/services page, signed in: each state's visible signature and,
 * for each event, what the customer does or how the server answers. MyServices requests wait in MSW until the path
 * answers them. Read by myServices.test.tsx.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { myServicesMachine, type ListedCard, type ListedService, type ServicesAndCards } from '../../machines/myServices';
import { renderApp } from '../fixtures/app';
import { graphqlError, signedInAs } from '../msw/accounts';
import { serviceTitle } from '../../contracts/services';
import { automaticChargeSentence } from '../../contracts/saved-cards';
import { formatDate } from '../../src/features/orders/format';
import { INIT_EVENT, type ViewModel } from './harness';
import { HeldOperation } from './network';

// The page is a lazy route; importing it once here keeps a first path from waiting on it.
await import('../../src/features/services/MyServicesPage');

const FETCH_DONE = 'xstate.done.actor.fetchServices';
const FETCH_ERROR = 'xstate.error.actor.fetchServices';
const REMOVE_DONE = 'xstate.done.actor.removeCard';
const REMOVE_ERROR = 'xstate.error.actor.removeCard';
const SWITCH_DONE = 'xstate.done.actor.switchAutoRenew';
const SWITCH_ERROR = 'xstate.error.actor.switchAutoRenew';

export const CARD: ListedCard = { id: 'card-1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, description: 'Visa ending 4242, expires 12/2030' };

export const PACKAGE: ListedService = {
  id: 'service-package',
  kind: 'package',
  name: 'Mini',
  website: 'demo-blog',
  status: 'grace',
  statusText: 'Lapsed: on the free version',
  paidUntil: '2026-11-20T00:00:00.000Z',
  autoRenew: false,
  renewPath: '/renew/service/service-package',
  // Its renewal's automatic charge waits for the bank's confirmation by the customer.
  lastAutomaticCharge: { outcome: 'needsConfirmation', chargedAt: '2026-11-19T09:00:00.000Z', card: 'Visa ending 3184', chargedCard: { brand: 'visa', last4: '3184' }, nextTryOn: '2026-11-20T00:00:00.000Z' },
};

export const DOMAIN: ListedService = {
  id: 'service-domain',
  kind: 'domain',
  name: 'demo-blog.com',
  website: 'demo-blog',
  status: 'active',
  statusText: 'Active',
  paidUntil: '2027-03-12T00:00:00.000Z',
  autoRenew: false,
  renewPath: '/renew/service/service-domain',
};

/** A domain given back to the registry: nothing renews it. */
export const RELEASED: ListedService = { ...DOMAIN, id: 'service-released', name: 'old-name.com', website: null, status: 'released', statusText: 'Released', renewPath: null };

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

interface MyServicesDriver {
  list: HeldOperation;
  removal: HeldOperation;
  switch: HeldOperation;
  user: UserEvent | null;
  /** Try again was pressed on a list that failed to load: the focus went from that button to the page's heading. */
  retried: boolean;
}

type MyServicesViewModel = ViewModel<typeof myServicesMachine, MyServicesDriver>;

const payload = <T,>(event: EventObject, key: string): T => (event as unknown as Record<string, T>)[key] as T;

function userOf(driver: MyServicesDriver): UserEvent {
  if (!driver.user) throw new Error('The page is not open yet');
  return driver.user;
}

/** A listed service as the schema's Service answers it (a website's package without add-ons or a smaller package on offer unless given). */
export const asGraphQL = (service: ListedService) => ({
  addons: [],
  nextPackage: null,
  downgrades: [],
  notRenewed: false,
  ...service,
  kind: service.kind.toUpperCase(),
  status: service.status.toUpperCase(),
  lastAutomaticCharge: service.lastAutomaticCharge ? { ...service.lastAutomaticCharge, outcome: service.lastAutomaticCharge.outcome.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase() } : null,
});
const listAnswer = (output: ServicesAndCards) => HttpResponse.json({ data: { myServices: output.services.map(asGraphQL), savedCards: output.cards, cardSetupOffered: output.cardSetupOffered ?? false } });
const switchOf = (service: ListedService) => screen.getByRole('switch', { name: `Automatic renewal of the ${serviceTitle(service)}` });

/** A coded refusal from the server, or the network failing. */
function errorResponse(error: unknown): Response {
  const code = (error as { code?: string }).code;
  return code ? graphqlError((error as Error).message, code) : HttpResponse.error();
}

async function expectNotBusy(driver: MyServicesDriver): Promise<void> {
  await waitFor(() => expect(screen.queryByText('Loading your services…')).not.toBeInTheDocument());
  expect(driver.list.count).toBe(0);
}

/** After Try again, the focus is on the page's heading until the customer moves it (never lost with the button). */
function expectFocusKept(driver: MyServicesDriver): void {
  if (driver.retried) expect(screen.getByRole('heading', { level: 1, name: 'My services' })).toHaveFocus();
}

const states: MyServicesViewModel['states'] = {
  loading: async (driver) => {
    expect(await screen.findByText('Loading your services…')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(driver.list.count).toBe(1));
    expectFocusKept(driver);
  },
  failed: async (driver, snapshot) => {
    expect(await screen.findByText(snapshot.context.errorMessage ?? '')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await expectNotBusy(driver);
  },
  empty: async (driver) => {
    expect(await screen.findByText(/You have no services yet/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await expectNotBusy(driver);
    expectFocusKept(driver);
  },
  loaded: async (driver, snapshot) => {
    await screen.findAllByRole('table');
    for (const service of snapshot.context.services) {
      const row = screen.getByRole('row', { name: new RegExp(`: ${service.name.replace('.', '\\.')}\\b`) });
      expect(row).toHaveTextContent(service.statusText);
      expect(row).toHaveTextContent(`Automatic renewal: ${service.autoRenew ? 'on' : 'off'}`);
      const charge = service.lastAutomaticCharge;
      if (charge) expect(row).toHaveTextContent(automaticChargeSentence(charge, formatDate));
      const confirm = within(row).queryByRole('link', { name: /^Confirm the payment/ });
      if (charge?.outcome === 'needsConfirmation') expect(confirm).toHaveAttribute('href', service.renewPath);
      else expect(confirm).not.toBeInTheDocument();
      const renew = within(row).queryByRole('link', { name: /^Renew/ });
      if (service.renewPath) expect(renew).toHaveAttribute('href', service.renewPath);
      else expect(renew).not.toBeInTheDocument();
    }
    for (const card of snapshot.context.cards) expect(screen.getByRole('button', { name: `Remove ${card.description}` })).toBeInTheDocument();
    // Add a card only where card payments are set up (the list read again after a removal keeps what was loaded).
    expect(screen.queryAllByRole('button', { name: 'Add a card' })).toHaveLength(snapshot.context.cardSetupOffered ? 1 : 0);
    await expectNotBusy(driver);
  },
  'loaded.idle': async (driver, snapshot) => {
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const { notice, cards } = snapshot.context;
    // No card: a service's switch cannot be turned on, and says why.
    if (cards.length === 0) expect(screen.getAllByText('Automatic renewal needs a saved card: save one below.').length).toBeGreaterThan(0);
    if (notice) expect(await screen.findByText(notice.text)).toHaveAttribute('role', notice.isError ? 'alert' : 'status');
    // A card removed (or refused): its button went with the dialog, the focus is on the saved cards' heading.
    if (notice && notice.serviceId === null) await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Saved cards' })).toHaveFocus());
    else if (notice) expect(switchOf(snapshot.context.services.find((service) => service.id === notice.serviceId) as ListedService)).toHaveFocus();
    else expectFocusKept(driver);
    expect(driver.removal.count + driver.switch.count).toBe(0);
  },
  'loaded.confirmingRemoval': async (_driver, snapshot) => {
    const dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    expect(dialog).toHaveTextContent(snapshot.context.cardToRemove?.description ?? '');
    expect(within(dialog).getByRole('button', { name: 'Remove the card' })).toBeInTheDocument();
  },
  'loaded.removingCard': async (driver) => {
    expect(await within(await screen.findByRole('dialog')).findByText('Wait please...')).toBeInTheDocument();
    await waitFor(() => expect(driver.removal.count).toBe(1));
  },
  'loaded.switchingAutoRenew': async (driver, snapshot) => {
    const switching = snapshot.context.services.find((service) => service.id === snapshot.context.switching?.serviceId) as ListedService;
    await waitFor(() => expect(driver.switch.count).toBe(1));
    expect(switchOf(switching)).toHaveAttribute('aria-busy', 'true');
    expect(switchOf(switching)).toHaveFocus();
  },
};

const events: MyServicesViewModel['events'] = {
  [INIT_EVENT]: async (driver) => {
    driver.user = renderApp('/my/services').user;
    await screen.findByRole('heading', { level: 1, name: 'My services' });
  },
  'services.retry': async (driver) => {
    driver.retried = true;
    await userOf(driver).click(screen.getByRole('button', { name: 'Try again' }));
    // The button goes with the failure: the focus is on the page's heading, not lost.
    expect(screen.getByRole('heading', { level: 1, name: 'My services' })).toHaveFocus();
  },
  [FETCH_DONE]: (driver, event) => driver.list.answer(listAnswer(payload<ServicesAndCards>(event, 'output'))),
  [FETCH_ERROR]: (driver, event) => driver.list.answer(errorResponse(payload<unknown>(event, 'error'))),
  'card.remove': async (driver, event) => {
    const card = CARD.id === payload<string>(event, 'cardId') ? CARD : undefined;
    await userOf(driver).click(screen.getByRole('button', { name: `Remove ${card?.description ?? ''}` }));
  },
  'card.keep': async (driver) => {
    await userOf(driver).click(screen.getByRole('button', { name: 'Keep it' }));
    // The dialog gives the focus back to the card's Remove button.
    await waitFor(() => expect(screen.getByRole('button', { name: `Remove ${CARD.description}` })).toHaveFocus());
  },
  'card.removeConfirmed': async (driver) => {
    await userOf(driver).click(screen.getByRole('button', { name: 'Remove the card' }));
  },
  [REMOVE_DONE]: async (driver, event) => {
    await driver.removal.answer(HttpResponse.json({ data: { removeSavedCard: [] } }));
    await driver.list.answer(listAnswer(payload<ServicesAndCards>(event, 'output')));
  },
  [REMOVE_ERROR]: (driver, event) => driver.removal.answer(errorResponse(payload<unknown>(event, 'error'))),
  'autoRenew.switch': async (driver, event) => {
    const service = [PACKAGE, DOMAIN].find((listed) => listed.id === payload<string>(event, 'serviceId')) as ListedService;
    // By keyboard: the switch is focused and toggled with Space.
    switchOf(service).focus();
    await userOf(driver).keyboard(' ');
  },
  [SWITCH_DONE]: (driver, event) => driver.switch.answer(HttpResponse.json({ data: { setServiceAutoRenew: asGraphQL(payload<ListedService>(event, 'output')) } })),
  [SWITCH_ERROR]: (driver, event) => driver.switch.answer(errorResponse(payload<unknown>(event, 'error'))),
};

export const customerViewModel: MyServicesViewModel = {
  machine: myServicesMachine,
  input: undefined,
  eventCases: {
    [FETCH_DONE]: [
      { $name: 'a package on the free version, a domain, a released one and a saved card', output: { services: [PACKAGE, DOMAIN, RELEASED], cards: [CARD], cardSetupOffered: true } },
      { $name: 'none', output: { services: [], cards: [] } },
    ],
    'card.remove': [{ $name: 'the saved card', cardId: CARD.id }],
    'cards.saved': [{ $name: 'a second card', cards: [{ id: 'card-2', brand: 'mastercard', last4: '4444', expMonth: 1, expYear: 2029, description: 'Mastercard ending 4444, expires 01/2029' }, CARD] }],
    'autoRenew.switch': [{ $name: 'the domain on', serviceId: DOMAIN.id, autoRenew: true }],
    [REMOVE_DONE]: [{ $name: 'no card left, the domain no longer renewing itself', output: { services: [PACKAGE, DOMAIN, RELEASED], cards: [] } }],
    [REMOVE_ERROR]: [{ $name: 'Stripe unreachable', error: coded('Stripe, our card payment provider, could not be reached. Nothing was changed; please try again.', 'PAYMENT_PROVIDER_UNAVAILABLE') }],
    [SWITCH_DONE]: [{ $name: 'on', output: { ...DOMAIN, autoRenew: true } }],
    [SWITCH_ERROR]: [{ $name: 'the card was removed meanwhile', error: coded('Automatic renewal needs a saved card. Save a card first, then switch it on.', 'NO_SAVED_CARD') }],
    [FETCH_ERROR]: [
      { $name: 'network failure', error: new Error('Failed to fetch') },
      { $name: 'session ended', error: coded('Please sign in first.', 'UNAUTHENTICATED') },
    ],
  },
  createDriver: () => {
    signedInAs();
    return { list: new HeldOperation('query', 'MyServices'), removal: new HeldOperation('mutation', 'RemoveSavedCard'), switch: new HeldOperation('mutation', 'SetServiceAutoRenew'), user: null, retried: false };
  },
  // Sent by the page's card form once Stripe has recorded a new card (the cardSetup machine, its own paths and
  // e2e/saved-cards.spec.ts).
  sentToActor: ['cards.saved'],
  states,
  events,
};
