/**
 * How the adminList machine shows on the real /admin/audit page, signed in as an operator: each state's visible
 * signature (and the address holding the filters and page) and, for each event, what the operator does or how the
 * server answers. AdminAuditLog requests wait in MSW until the path answers them. Read by adminList.test.tsx.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { expect } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { adminListMachine, type ListPage } from '../../machines/adminList';
import type { AuditRow } from '../../src/features/admin/audit/api/fetch-audit-log';
import { renderApp } from '../fixtures/app';
import { demoUser, graphqlError, signedInAs } from '../msw/accounts';
import { INIT_EVENT, type ViewModel } from './harness';
import { HeldOperation } from './network';

await import('../../src/features/admin/audit/AdminAuditPage');

type ListSnapshot = SnapshotFrom<typeof adminListMachine>;

const FETCH_DONE = 'xstate.done.actor.fetchPage';
const FETCH_ERROR = 'xstate.error.actor.fetchPage';

const ENTRY: AuditRow = {
  id: 'audit-1',
  at: '2026-11-24T09:00:00.000Z',
  operatorEmail: 'operator@hosting-portal.test',
  action: 'order.markPaid',
  subjectType: 'order',
  subjectId: 'ORD-DEMO2026',
  before: '{"status":"awaiting_payment"}',
  after: '{"status":"paid"}',
  reason: 'paid at the counter',
};

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

interface ListDriver {
  list: HeldOperation;
  user: UserEvent | null;
  location: { pathname: string; search: string } | null;
}

type ListViewModel = ViewModel<typeof adminListMachine, ListDriver>;

const payload = <T,>(event: EventObject, key: string): T => (event as unknown as Record<string, T>)[key] as T;

function userOf(driver: ListDriver): UserEvent {
  if (!driver.user) throw new Error('The page is not open yet');
  return driver.user;
}

/** The address holds the filters and the page the list shows. */
function expectAddress(driver: ListDriver, snapshot: ListSnapshot): void {
  const params = new URLSearchParams(driver.location?.search ?? '');
  expect(params.get('operator') ?? undefined).toBe(snapshot.context.filter.operator);
  expect(params.get('page') ?? '1').toBe(String(snapshot.context.page));
}

async function expectIdle(driver: ListDriver, snapshot: ListSnapshot): Promise<void> {
  await waitFor(() => expect(screen.queryByText('Loading entries…')).not.toBeInTheDocument());
  expect(driver.list.count).toBe(0);
  expectAddress(driver, snapshot);
}

const states: ListViewModel['states'] = {
  loading: async (driver, snapshot) => {
    expect(await screen.findByText('Loading entries…')).toHaveAttribute('role', 'status');
    // Another page or new filters: the rows and the pager (with the focus on its button) stay while they load.
    if (snapshot.context.rows.length > 0) expect(screen.getByRole('navigation', { name: 'Pages of the audit log' })).toBeInTheDocument();
    else expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await waitFor(() => expect(driver.list.count).toBe(1));
    expectAddress(driver, snapshot);
  },
  loaded: async (driver, snapshot) => {
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(snapshot.context.rows.length + 1);
    expect(within(table).getByText('paid at the counter')).toBeInTheDocument();
    const pages = Math.ceil(snapshot.context.total / snapshot.context.pageSize);
    expect(screen.getByText(`Page ${snapshot.context.page} of ${pages} (${snapshot.context.total} in all)`)).toBeInTheDocument();
    // A page button that leads nowhere is unavailable, focusable, and says why.
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(previous.getAttribute('aria-disabled') === 'true').toBe(snapshot.context.page === 1);
    expect(next.getAttribute('aria-disabled') === 'true').toBe(snapshot.context.page === pages);
    expect(previous).toHaveAccessibleDescription(snapshot.context.page === 1 ? 'This is the first page' : '');
    expect(next).toHaveAccessibleDescription(snapshot.context.page === pages ? 'This is the last page' : '');
    expect(previous).toBeEnabled();
    expect(next).toBeEnabled();
    await expectIdle(driver, snapshot);
  },
  empty: async (driver, snapshot) => {
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await expectIdle(driver, snapshot);
  },
  failed: async (driver, snapshot) => {
    expect(await screen.findByRole('alert')).toHaveTextContent(snapshot.context.errorMessage ?? '');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await expectIdle(driver, snapshot);
  },
};

const events: ListViewModel['events'] = {
  [INIT_EVENT]: async (driver) => {
    const rendered = renderApp('/admin/audit');
    driver.user = rendered.user;
    driver.location = rendered.location;
    await screen.findByRole('heading', { level: 1, name: 'Audit log' });
  },
  'list.filter': async (driver, event) => {
    const user = userOf(driver);
    const field = screen.getByRole('textbox', { name: 'Operator (part of the e-mail, or "command line")' });
    await user.clear(field);
    await user.type(field, payload<Record<string, string>>(event, 'filter').operator ?? '');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
  },
  'list.page': (driver, event) => userOf(driver).click(screen.getByRole('button', { name: payload<number>(event, 'page') === 2 ? 'Next page' : 'Previous page' })),
  'list.retry': (driver) => userOf(driver).click(screen.getByRole('button', { name: 'Try again' })),
  [FETCH_DONE]: (driver, event) => {
    const output = payload<ListPage<AuditRow>>(event, 'output');
    return driver.list.answer(HttpResponse.json({ data: { adminAuditLog: { entries: output.rows, total: output.total, pageSize: output.pageSize } } }));
  },
  [FETCH_ERROR]: (driver, event) => {
    const error = payload<unknown>(event, 'error');
    const code = (error as { code?: string }).code;
    return driver.list.answer(code ? graphqlError((error as Error).message, code) : HttpResponse.error());
  },
};

export const operatorViewModel: ListViewModel = {
  machine: adminListMachine,
  input: { filter: {}, page: 1 },
  eventCases: {
    [FETCH_DONE]: [
      { $name: 'two pages', output: { rows: [ENTRY], total: 30, pageSize: 25 } },
      { $name: 'none', output: { rows: [], total: 0, pageSize: 25 } },
    ],
    [FETCH_ERROR]: [
      { $name: 'network failure', error: new Error('Failed to fetch') },
      { $name: 'bad filter', error: coded('From must be a date written as YYYY-MM-DD.', 'INVALID_FILTER') },
    ],
    'list.filter': [{ filter: { operator: 'operator@' } }],
    'list.page': [{ page: 2 }, { page: 1 }],
  },
  serializeContext: (context) => ({ filter: context.filter, page: context.page, rows: context.rows.length, total: context.total, errorMessage: context.errorMessage }),
  createDriver: () => {
    signedInAs({ ...demoUser, email: 'operator@hosting-portal.test', role: 'operator' });
    return { list: new HeldOperation('query', 'AdminAuditLog'), user: null, location: null };
  },
  states,
  events,
};
