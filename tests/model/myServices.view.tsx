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
import { myServicesMachine, type ListedService } from '../../machines/myServices';
import { renderApp } from '../fixtures/app';
import { graphqlError, signedInAs } from '../msw/accounts';
import { INIT_EVENT, type ViewModel } from './harness';
import { HeldOperation } from './network';

// The page is a lazy route; importing it once here keeps a first path from waiting on it.
await import('../../src/features/services/MyServicesPage');

const FETCH_DONE = 'xstate.done.actor.fetchServices';
const FETCH_ERROR = 'xstate.error.actor.fetchServices';

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

/** A service as the MyServices query answers it. */
/** A listed service as the schema's Service answers it (a website's package without add-ons or a smaller package on offer unless given). */
export const asGraphQL = (service: ListedService) => ({ addons: [], nextPackage: null, downgrades: [], ...service, kind: service.kind.toUpperCase(), status: service.status.toUpperCase() });

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
      expect(row).toHaveTextContent('Automatic renewal: off');
      const renew = within(row).queryByRole('link', { name: /^Renew/ });
      if (service.renewPath) expect(renew).toHaveAttribute('href', service.renewPath);
      else expect(renew).not.toBeInTheDocument();
    }
    await expectNotBusy(driver);
    expectFocusKept(driver);
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
  [FETCH_DONE]: (driver, event) => driver.list.answer(HttpResponse.json({ data: { myServices: payload<ListedService[]>(event, 'output').map(asGraphQL) } })),
  [FETCH_ERROR]: (driver, event) => driver.list.answer(errorResponse(payload<unknown>(event, 'error'))),
};

export const customerViewModel: MyServicesViewModel = {
  machine: myServicesMachine,
  input: undefined,
  eventCases: {
    [FETCH_DONE]: [
      { $name: 'a package on the free version, a domain and a released one', output: [PACKAGE, DOMAIN, RELEASED] },
      { $name: 'none', output: [] },
    ],
    [FETCH_ERROR]: [
      { $name: 'network failure', error: new Error('Failed to fetch') },
      { $name: 'session ended', error: coded('Please sign in first.', 'UNAUTHENTICATED') },
    ],
  },
  createDriver: () => {
    signedInAs();
    return { list: new HeldOperation('query', 'MyServices'), user: null, retried: false };
  },
  states,
  events,
};
