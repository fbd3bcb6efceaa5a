/**
 * How the myOrders machine shows on the real /orders page, signed in: each state's visible signature and, for
 * each event, what the customer does or how the server answers. MyOrders and DeleteDraftOrder requests wait in
 * MSW until the path answers them. Read by myOrders.test.tsx.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { expect } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { myOrdersMachine, type ListedOrder } from '../../machines/myOrders';
import { renderApp } from '../fixtures/app';
import { graphqlError, signedInAs } from '../msw/accounts';
import { INIT_EVENT, type ViewModel } from './harness';
import { HeldOperation } from './network';

// The page is a lazy route; importing it once here keeps a first path from waiting on it.
await import('../../src/features/orders/MyOrdersPage');

type MyOrdersSnapshot = SnapshotFrom<typeof myOrdersMachine>;

const FETCH_DONE = 'xstate.done.actor.fetchOrders';
const FETCH_ERROR = 'xstate.error.actor.fetchOrders';
const DELETE_DONE = 'xstate.done.actor.deleteDraftOrder';
const DELETE_ERROR = 'xstate.error.actor.deleteDraftOrder';

export const DRAFT: ListedOrder = {
  identifier: 'ORD-DRAFT001',
  status: 'DRAFT',
  title: 'Standard package for demo-blog',
  project: 'demo-blog',
  priceFormatted: '€142.56',
  paymentMethodTitle: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  howToPayUrl: null,
  expired: false,
  payBy: null,
  domainNames: [],
  invoiceUrl: null,
  creditNotes: [],
};

export const PAID: ListedOrder = {
  ...DRAFT,
  identifier: 'ORD-PAID0001',
  status: 'PAID',
  priceFormatted: '€59.88',
  paymentMethodTitle: 'Online payment',
  createdAt: '2026-11-19T10:00:00.000Z',
  invoiceUrl: '/api/invoices/2026-000001.pdf',
  creditNotes: [{ number: 'CN-2026-000001', totalFormatted: '€10.00', downloadUrl: '/api/credit-notes/CN-2026-000001.pdf' }],
};

/** The draft, sent for payment in another tab meanwhile. */
export const FINISHED_ELSEWHERE: ListedOrder = { ...DRAFT, status: 'AWAITING_PAYMENT', paymentMethodTitle: 'Online payment' };

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

interface MyOrdersDriver {
  list: HeldOperation;
  deletes: HeldOperation;
  user: UserEvent | null;
  /** Try again was pressed on a list that failed to load: the focus went from that button to the page's heading. */
  retried: boolean;
}

type MyOrdersViewModel = ViewModel<typeof myOrdersMachine, MyOrdersDriver>;

const payload = <T,>(event: EventObject, key: string): T => (event as unknown as Record<string, T>)[key] as T;

function userOf(driver: MyOrdersDriver): UserEvent {
  if (!driver.user) throw new Error('The page is not open yet');
  return driver.user;
}

/** An order as the MyOrders query answers it. */
function asGraphQL({ howToPayUrl, invoiceUrl, ...order }: ListedOrder) {
  return {
    ...order,
    paymentSuccessUrl: howToPayUrl ?? `/checkout/${order.identifier}/success`,
    paymentInstructions: howToPayUrl ? { variableSymbol: '12345678' } : null,
    invoice: invoiceUrl ? { downloadUrl: invoiceUrl } : null,
  };
}

/** A coded refusal from the server, or the network failing. */
function errorResponse(error: unknown): Response {
  const code = (error as { code?: string }).code;
  return code ? graphqlError((error as Error).message, code) : HttpResponse.error();
}

async function expectNotBusy(driver: MyOrdersDriver): Promise<void> {
  await waitFor(() => expect(screen.queryByText('Loading your orders…')).not.toBeInTheDocument());
  expect(driver.list.count).toBe(0);
  expect(driver.deletes.count).toBe(0);
}

/** The deleted draft is named, and focus is on the notice (the button pressed went with its order). */
async function expectDeletedNotice(snapshot: MyOrdersSnapshot): Promise<void> {
  const { deleted } = snapshot.context;
  if (deleted === null) return;
  const notice = await screen.findByText(`The draft order ${deleted} was deleted.`);
  await waitFor(() => expect(notice).toHaveFocus());
}

/**
 * A refusal for good is named and focused (the button pressed goes with its card), and no Try again offers to
 * delete it again; the focus stays on the notice while the list is read again, unless a failed read's Try again
 * took it since.
 */
async function expectRefusedNotice(driver: MyOrdersDriver, snapshot: MyOrdersSnapshot): Promise<void> {
  const { refused } = snapshot.context;
  if (refused === null) return;
  const notice = await screen.findByText(`The draft ${refused.orderIdentifier} could not be deleted. ${refused.message} The list shows your orders as they are now.`);
  expect(notice).toHaveAttribute('role', 'alert');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  if (!driver.retried) await waitFor(() => expect(notice).toHaveFocus());
}

const dialog = () => screen.findByRole('dialog', { name: /^Delete the draft/ });

async function expectDialog(snapshot: MyOrdersSnapshot): Promise<HTMLElement> {
  const open = await dialog();
  expect(open).toHaveAccessibleName(`Delete the draft ${snapshot.context.chosen}?`);
  return open;
}

const states: MyOrdersViewModel['states'] = {
  loading: async (driver) => {
    expect(await screen.findByText('Loading your orders…')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(driver.list.count).toBe(1));
  },
  failed: async (driver, snapshot) => {
    expect(await screen.findByText(snapshot.context.errorMessage ?? '')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await expectNotBusy(driver);
  },
  empty: async (driver, snapshot) => {
    expect(await screen.findByText(/You have no orders yet\./)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Orders' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expectDeletedNotice(snapshot);
    await expectRefusedNotice(driver, snapshot);
    await expectNotBusy(driver);
  },
  'list.browsing': async (driver, snapshot) => {
    const list = await screen.findByRole('list', { name: 'Orders' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').id)).toEqual(snapshot.context.orders.map((order) => `order-${order.identifier}`));
    for (const order of snapshot.context.orders) {
      const deletable = screen.queryByRole('button', { name: `Delete the draft ${order.identifier}` });
      if (order.status === 'DRAFT') expect(deletable).toBeInTheDocument();
      else expect(deletable).not.toBeInTheDocument();
      const invoice = screen.queryByRole('link', { name: `Download the invoice of ${order.identifier} (PDF)` });
      if (order.invoiceUrl) expect(invoice).toHaveAttribute('href', order.invoiceUrl);
      else expect(invoice).not.toBeInTheDocument();
      for (const note of order.creditNotes) {
        expect(screen.getByRole('link', { name: `Download the credit note ${note.number} of ${order.identifier}, ${note.totalFormatted} refunded (PDF)` })).toHaveAttribute('href', note.downloadUrl);
      }
    }
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expectDeletedNotice(snapshot);
    await expectRefusedNotice(driver, snapshot);
    await expectNotBusy(driver);
  },
  'list.confirming': async (driver, snapshot) => {
    const open = await expectDialog(snapshot);
    expect(within(open).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(open).getByRole('button', { name: 'Delete the draft' })).toBeEnabled();
    expect(driver.deletes.count).toBe(0);
  },
  'list.deleting': async (driver, snapshot) => {
    const open = await expectDialog(snapshot);
    await waitFor(() => expect(driver.deletes.count).toBe(1));
    expect(within(open).getByRole('button', { name: 'Keep it' })).toBeDisabled();
  },
  'list.reloading': async (driver, snapshot) => {
    // The orders stay listed while they are read again; the dialog is closed.
    expect(await screen.findByRole('list', { name: 'Orders' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expectRefusedNotice(driver, snapshot);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await waitFor(() => expect(driver.list.count).toBe(1));
    expect(driver.deletes.count).toBe(0);
  },
  'list.deleteFailed': async (driver, snapshot) => {
    const open = await expectDialog(snapshot);
    expect(await within(open).findByRole('alert')).toHaveTextContent(snapshot.context.deleteError ?? '');
    expect(within(open).getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(driver.deletes.count).toBe(0);
  },
};

const events: MyOrdersViewModel['events'] = {
  [INIT_EVENT]: async (driver) => {
    driver.user = renderApp('/orders').user;
    await screen.findByRole('heading', { level: 1, name: 'My orders' });
  },
  'orders.retry': async (driver) => {
    driver.retried = true;
    await userOf(driver).click(screen.getByRole('button', { name: 'Try again' }));
    // The button goes with the failure: the focus is on the page's heading, not lost.
    expect(screen.getByRole('heading', { level: 1, name: 'My orders' })).toHaveFocus();
  },
  'orders.delete': (driver, event) => userOf(driver).click(screen.getByRole('button', { name: `Delete the draft ${payload<string>(event, 'orderIdentifier')}` })),
  'orders.confirmDelete': async (driver) => userOf(driver).click(within(await dialog()).getByRole('button', { name: /^(Delete the draft|Try again)$/ })),
  'orders.cancelDelete': async (driver) => userOf(driver).click(within(await dialog()).getByRole('button', { name: 'Keep it' })),
  [FETCH_DONE]: (driver, event) => driver.list.answer(HttpResponse.json({ data: { myOrders: payload<ListedOrder[]>(event, 'output').map(asGraphQL) } })),
  [FETCH_ERROR]: (driver, event) => driver.list.answer(errorResponse(payload<unknown>(event, 'error'))),
  [DELETE_DONE]: (driver, event) => driver.deletes.answer(HttpResponse.json({ data: { deleteDraftOrder: payload<string>(event, 'output') } })),
  [DELETE_ERROR]: (driver, event) => driver.deletes.answer(errorResponse(payload<unknown>(event, 'error'))),
};

export const customerViewModel: MyOrdersViewModel = {
  machine: myOrdersMachine,
  input: undefined,
  eventCases: {
    [FETCH_DONE]: [
      { $name: 'a draft and a paid order', output: [DRAFT, PAID] },
      { $name: 'one draft', output: [DRAFT] },
      { $name: 'the draft sent for payment elsewhere, and a paid order', output: [FINISHED_ELSEWHERE, PAID] },
      { $name: 'none', output: [] },
    ],
    [FETCH_ERROR]: [
      { $name: 'network failure', error: new Error('Failed to fetch') },
      { $name: 'session ended', error: coded('Please log in first.', 'UNAUTHENTICATED') },
    ],
    'orders.delete': [{ orderIdentifier: DRAFT.identifier }, { orderIdentifier: PAID.identifier }],
    [DELETE_DONE]: [{ output: DRAFT.identifier }],
    [DELETE_ERROR]: [
      { $name: 'network failure', error: new Error('Failed to fetch') },
      { $name: 'not a draft any more', error: coded('Only a draft order can be deleted: this one has been sent for payment.', 'ORDER_NOT_DRAFT') },
      { $name: 'deleted elsewhere', error: coded('We could not find this order in your account.', 'ORDER_NOT_FOUND') },
    ],
  },
  createDriver: () => {
    signedInAs();
    return { list: new HeldOperation('query', 'MyOrders'), deletes: new HeldOperation('mutation', 'DeleteDraftOrder'), user: null, retried: false };
  },
  states,
  events,
};
