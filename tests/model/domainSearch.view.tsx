/**
 * How the domainSearch machine shows on the real /domains page: each state's visible signature and, for each
 * event, what the shopper does or how the server answers. DomainSearch and CreateDomainOrder requests wait in MSW
 * until the path answers them. Read by domainSearch.test.tsx; the paths themselves are domainSearch.model.ts's.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { expect } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import type { domainSearchMachine, DomainSearchResult } from '../../machines/domainSearch';
import { renderApp } from '../fixtures/app';
import { asGraphQL } from '../fixtures/domains';
import { answerMyWebsites, graphqlError, signedInAs } from '../msw/accounts';
import { leaveNextStepWaiting } from '../msw/domains';
import { INIT_EVENT, type ViewModel } from './harness';
import { HeldOperation } from './network';
import { NEXT_STEP, ORDER_DONE, ORDER_ERROR, SEARCH_DONE, SEARCH_ERROR, shopperPaths, visitorPaths, WEBSITE } from './domainSearch.model';

// The page is a lazy route; importing it once here keeps a first path from waiting on it.
await import('../../src/features/domains/DomainsPage');

type DomainSearchSnapshot = SnapshotFrom<typeof domainSearchMachine>;

interface DomainSearchDriver {
  searches: HeldOperation;
  orders: HeldOperation;
  user: UserEvent | null;
  location: { pathname: string; search: string } | null;
}

type DomainSearchViewModel = ViewModel<typeof domainSearchMachine, DomainSearchDriver>;

function userOf(driver: DomainSearchDriver): UserEvent {
  if (!driver.user) throw new Error('The page is not open yet');
  return driver.user;
}

const payload = <T,>(event: EventObject, key: string): T => (event as unknown as Record<string, T>)[key] as T;

/** An error as the page's GraphQL client sees it: a coded one from the server, or the network failing. */
function errorResponse(error: unknown): Response {
  const code = (error as { code?: string }).code;
  return code ? graphqlError((error as Error).message, code) : HttpResponse.error();
}

const nameField = () => screen.getByRole('textbox', { name: 'Domain name' });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

/** The session's sign-in dialog answers a sign-in request; it is not this machine's state, so it is closed again. */
async function closeSignInDialog(user: UserEvent): Promise<void> {
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

async function expectOffers(snapshot: DomainSearchSnapshot): Promise<void> {
  const result = snapshot.context.result as DomainSearchResult;
  expect(await screen.findByRole('heading', { level: 2, name: `Results for ${result.exact.domain}` })).toBeInTheDocument();
  expect(screen.getByRole('article', { name: result.exact.domain })).toBeInTheDocument();
  if (snapshot.context.notice) expect(screen.getByText(snapshot.context.notice)).toBeInTheDocument();
}

async function expectNotBusy(driver: DomainSearchDriver): Promise<void> {
  await waitFor(() => expect(screen.queryByText('Processing...')).not.toBeInTheDocument());
  expect(driver.searches.count).toBe(0);
  expect(driver.orders.count).toBe(0);
}

const states: DomainSearchViewModel['states'] = {
  idle: async (driver) => {
    expect(nameField()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('heading', { level: 2, name: /^Results for/ })).not.toBeInTheDocument();
    await expectNotBusy(driver);
  },
  invalidName: async (driver, snapshot) => {
    await waitFor(() => expect(nameField()).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(snapshot.context.nameError ?? '')).toBeInTheDocument();
    await expectNotBusy(driver);
  },
  searching: async (driver, snapshot) => {
    expect(await screen.findByText(`Searching for ${snapshot.context.searched}…`)).toHaveAttribute('role', 'status');
    await waitFor(() => expect(driver.searches.count).toBe(1));
  },
  searchFailed: async (driver, snapshot) => {
    expect(await screen.findByRole('alert')).toHaveTextContent(snapshot.context.searchError ?? '');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await expectNotBusy(driver);
  },
  'results.browsing': async (driver, snapshot) => {
    await expectOffers(snapshot);
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    await expectNotBusy(driver);
  },
  'results.chosen': async (driver, snapshot) => {
    await expectOffers(snapshot);
    const { chosen, authCodeError, projectError, orderError } = snapshot.context;
    const heading = chosen?.action === 'transfer' ? `Transfer ${chosen.domain} here` : `Register ${chosen?.domain}`;
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(continueButton()).toBeEnabled();
    for (const message of [authCodeError, projectError, orderError]) if (message) expect(await screen.findByText(message)).toBeInTheDocument();
    await expectNotBusy(driver);
  },
  ordering: async (driver) => {
    expect(await screen.findByText('Processing...')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(driver.orders.count).toBe(1));
  },
  redirecting: async (driver) => {
    await waitFor(() => expect(driver.location?.pathname).toBe(NEXT_STEP.nextUrl));
  },
};

const events: DomainSearchViewModel['events'] = {
  [INIT_EVENT]: async (driver) => {
    const app = renderApp('/domains');
    driver.user = app.user;
    driver.location = app.location;
    await screen.findByRole('textbox', { name: 'Domain name' });
  },
  'domains.type': async (driver, event) => {
    const user = userOf(driver);
    await user.clear(nameField());
    await user.click(nameField());
    await user.paste(payload<string>(event, 'name'));
  },
  'domains.search': (driver) => userOf(driver).click(screen.getByRole('button', { name: 'Search' })),
  'domains.retry': (driver) => userOf(driver).click(screen.getByRole('button', { name: 'Try again' })),
  'domains.choose': async (driver, event) => {
    const words = payload<string>(event, 'action') === 'transfer' ? 'Transfer' : 'Register';
    await userOf(driver).click(screen.getByRole('button', { name: `${words} ${payload<string>(event, 'domain')}` }));
  },
  'domains.typeAuthCode': async (driver, event) => {
    const field = screen.getByRole('textbox', { name: 'Auth code' });
    await userOf(driver).clear(field);
    await userOf(driver).type(field, payload<string>(event, 'authCode'));
  },
  'domains.chooseFlow': (driver) => userOf(driver).click(screen.getByRole('radio', { name: 'Domain with a website package' })),
  'domains.chooseWebsite': async (driver, event) => {
    const user = userOf(driver);
    await user.click(await screen.findByRole('button', { name: /Website/ }));
    await user.click(await screen.findByRole('option', { name: payload<string>(event, 'project') }));
  },
  'domains.continue': async (driver, event) => {
    await userOf(driver).click(continueButton());
    if (!payload<boolean>(event, 'signedIn')) await closeSignInDialog(userOf(driver));
  },
  [SEARCH_DONE]: (driver, event) => driver.searches.answer(HttpResponse.json({ data: asGraphQL(payload<DomainSearchResult>(event, 'output')) })),
  [SEARCH_ERROR]: (driver, event) => driver.searches.answer(errorResponse(payload<unknown>(event, 'error'))),
  [ORDER_DONE]: (driver) => driver.orders.answer(HttpResponse.json({ data: { createDomainOrder: NEXT_STEP } })),
  [ORDER_ERROR]: async (driver, event) => {
    const error = payload<{ code: string }>(event, 'error');
    await driver.orders.answer(errorResponse(error));
    if (error.code === 'UNAUTHENTICATED') await closeSignInDialog(userOf(driver));
  },
};

function createDriver(): DomainSearchDriver {
  leaveNextStepWaiting();
  return { searches: new HeldOperation('query', 'DomainSearch'), orders: new HeldOperation('mutation', 'CreateDomainOrder'), user: null, location: null };
}

/** Not signed in: the name's rules, the search and its failures, choosing, and the sign-in request. */
export const visitorViewModel: DomainSearchViewModel = { ...visitorPaths, input: {}, createDriver, states, events };

/** Signed in with the website demo-blog: transferring moving-house.com and every answer to the order. */
export const shopperViewModel: DomainSearchViewModel = {
  ...shopperPaths,
  input: {},
  createDriver: () => {
    signedInAs();
    answerMyWebsites([{ name: WEBSITE, currentPackage: null, createdAt: '2026-01-02T00:00:00Z' }]);
    return createDriver();
  },
  states,
  events,
};
