/**
 * How the statementLines machine shows on the real /admin/statements page, signed in as an operator: the open
 * payments (loading, failed, listed), resolving one (mark paid anyway, refund a second payment, or leave) and
 * marking a transfer paid by hand, each held in MSW until the path answers it; where focus is after each answer. Read by
 * statementLines.test.tsx. 'lines.reload' comes from a finished import (statementImport's own paths).
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { statementLinesMachine, type LineResolution, type OpenLine } from '../../machines/statementLines';
import { renderApp } from '../fixtures/app';
import { graphqlError, signedInAs } from '../msw/accounts';
import { INIT_EVENT, type ViewModel } from './harness';
import { HeldOperation } from './network';
import { OPERATOR } from './statementImport.view';

await import('../../src/features/admin/statements/StatementsPage');

const FETCH_DONE = 'xstate.done.actor.fetchOpenLines';
const FETCH_ERROR = 'xstate.error.actor.fetchOpenLines';
const RESOLVE_DONE = 'xstate.done.actor.resolveLine';
const RESOLVE_ERROR = 'xstate.error.actor.resolveLine';
const MARK_DONE = 'xstate.done.actor.markTransferPaid';
const MARK_ERROR = 'xstate.error.actor.markTransferPaid';

const SHORT: OpenLine = { id: 'line-short', bookedOn: '2026-11-23', amountFormatted: '€120.00', reference: '0012345678', counterparty: 'Jana Nováková', payerAccount: '', outcome: 'SHORT', orderIdentifier: 'ORD-7K2M9QXA', orderTotalFormatted: '€121.00', refundable: false };
const UNKNOWN: OpenLine = { id: 'line-unknown', bookedOn: '2026-11-22', amountFormatted: '€10.00', reference: 'thanks', counterparty: 'Petr Svoboda', payerAccount: '', outcome: 'UNKNOWN', orderIdentifier: null, orderTotalFormatted: null, refundable: false };
// The same transfer again after its order was paid: refunded to the payer's account.
const TWICE: OpenLine = { ...SHORT, id: 'line-twice', amountFormatted: '€121.00', payerAccount: 'CZ5508000000001234567899', outcome: 'UNKNOWN', orderIdentifier: 'ORD-PAID0001', refundable: true };

const RESOLVE_BUTTONS: Record<LineResolution['action'], string> = { MARK_PAID: 'Mark paid anyway', REFUND: 'Refund the overpayment', LEAVE: 'Leave it' };

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

interface LinesDriver {
  list: HeldOperation;
  resolves: HeldOperation;
  marks: HeldOperation;
  user: UserEvent | null;
}

type LinesViewModel = ViewModel<typeof statementLinesMachine, LinesDriver>;

const payload = <T,>(event: EventObject, key: string): T => (event as unknown as Record<string, T>)[key] as T;

function userOf(driver: LinesDriver): UserEvent {
  if (!driver.user) throw new Error('The page is not open yet');
  return driver.user;
}

function errorResponse(error: unknown): Response {
  const code = (error as { code?: string }).code;
  return code ? graphqlError((error as Error).message, code) : HttpResponse.error();
}

async function type(driver: LinesDriver, scope: HTMLElement, label: string, value: string): Promise<void> {
  const field = within(scope).getByRole('textbox', { name: label });
  await userOf(driver).clear(field);
  if (value) await userOf(driver).type(field, value);
}

const region = (name: string) => screen.getByRole('region', { name });

async function expectSettled(driver: LinesDriver): Promise<void> {
  await waitFor(() => expect(within(region('Mark a transfer paid by hand')).getByRole('button', { name: 'Mark paid' })).toBeEnabled());
  expect([driver.list.count, driver.resolves.count, driver.marks.count]).toEqual([0, 0, 0]);
}

const states: LinesViewModel['states'] = {
  loading: async (driver) => {
    expect(await screen.findByText('Loading the open payments…')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(driver.list.count).toBe(1));
  },
  failed: async (driver, snapshot) => {
    const open = region('Payments to resolve');
    expect(await within(open).findByRole('alert')).toHaveTextContent(snapshot.context.errorMessage ?? '');
    expect(within(open).getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expectSettled(driver);
  },
  'ready.idle': async (driver, snapshot) => {
    await waitFor(() => expect(screen.queryByText('Loading the open payments…')).not.toBeInTheDocument());
    const { lines, notice } = snapshot.context;
    if (lines.length === 0) expect(screen.getByText('No payment is waiting for you.')).toBeInTheDocument();
    else expect(within(screen.getByRole('list', { name: 'Payments to resolve' })).getAllByRole('listitem').map((item) => item.getAttribute('aria-labelledby'))).toEqual(lines.map((line) => `open-line-${line.id}`));
    if (notice) await waitFor(() => expect(screen.getByText(notice)).toHaveFocus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await expectSettled(driver);
  },
  'ready.resolving': async (driver) => {
    await waitFor(() => expect(driver.resolves.count).toBe(1));
    expect(within(region('Mark a transfer paid by hand')).getByRole('button', { name: 'Mark paid' })).toBeDisabled();
  },
  'ready.markingPaid': async (driver) => {
    await waitFor(() => expect(driver.marks.count).toBe(1));
    expect(within(region('Mark a transfer paid by hand')).getByRole('button', { name: 'Mark paid' })).toBeDisabled();
  },
  'ready.refused': async (driver, snapshot) => {
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(snapshot.context.errorMessage ?? '');
    await waitFor(() => expect(alert).toHaveFocus());
    await expectSettled(driver);
  },
};

const events: LinesViewModel['events'] = {
  [INIT_EVENT]: async (driver) => {
    driver.user = renderApp('/admin/statements').user;
    await screen.findByRole('heading', { level: 1, name: 'Bank statements' });
  },
  'lines.retry': (driver) => userOf(driver).click(within(region('Payments to resolve')).getByRole('button', { name: 'Try again' })),
  'lines.resolve': async (driver, event) => {
    const lineId = payload<string>(event, 'lineId');
    const item = screen.getByRole('listitem', { name: (_, element) => element.getAttribute('aria-labelledby') === `open-line-${lineId}` });
    await type(driver, item, 'Reason', payload<string>(event, 'reason'));
    const order = payload<string | null>(event, 'orderIdentifier');
    if (order !== null) await type(driver, item, 'Order it pays', order);
    await userOf(driver).click(within(item).getByRole('button', { name: RESOLVE_BUTTONS[payload<LineResolution['action']>(event, 'action')] }));
  },
  'lines.markPaid': async (driver, event) => {
    const form = region('Mark a transfer paid by hand');
    await type(driver, form, 'Order', payload<string>(event, 'orderIdentifier'));
    await type(driver, form, 'Amount received', payload<string>(event, 'amount'));
    await type(driver, form, 'Reason', payload<string>(event, 'reason'));
    await userOf(driver).click(within(form).getByRole('button', { name: 'Mark paid' }));
  },
  [FETCH_DONE]: (driver, event) => driver.list.answer(HttpResponse.json({ data: { adminOpenStatementLines: payload<OpenLine[]>(event, 'output') } })),
  [FETCH_ERROR]: (driver, event) => driver.list.answer(errorResponse(payload<unknown>(event, 'error'))),
  [RESOLVE_DONE]: (driver) => driver.resolves.answer(HttpResponse.json({ data: { adminResolveStatementLine: { id: 'line', outcome: 'RESOLVED' } } })),
  [RESOLVE_ERROR]: (driver, event) => driver.resolves.answer(errorResponse(payload<unknown>(event, 'error'))),
  [MARK_DONE]: (driver, event) => driver.marks.answer(HttpResponse.json({ data: { adminMarkTransferPaid: payload<string>(event, 'output') } })),
  [MARK_ERROR]: (driver, event) => driver.marks.answer(errorResponse(payload<unknown>(event, 'error'))),
};

export const operatorLinesViewModel: LinesViewModel = {
  machine: statementLinesMachine,
  input: undefined,
  sentToActor: ['lines.reload'],
  eventCases: {
    [FETCH_DONE]: [
      { $name: 'a short, an unknown and a paid-twice payment', output: [SHORT, UNKNOWN, TWICE] },
      { $name: 'none', output: [] },
    ],
    [FETCH_ERROR]: [{ $name: 'network failure', error: new Error('Failed to fetch') }],
    'lines.resolve': [
      { $name: 'mark the short one paid', lineId: SHORT.id, action: 'MARK_PAID', reason: 'Bank fee', orderIdentifier: null },
      { $name: 'leave the unknown one', lineId: UNKNOWN.id, action: 'LEAVE', reason: '', orderIdentifier: null },
      { $name: 'refund the paid-twice one', lineId: TWICE.id, action: 'REFUND', reason: 'Paid twice', orderIdentifier: null },
    ],
    'lines.markPaid': [{ orderIdentifier: 'ORD-7K2M9QXA', amount: '121.00', reason: 'Paid at the counter' }],
    [RESOLVE_DONE]: [{ output: undefined }],
    [RESOLVE_ERROR]: [{ $name: 'no reason', error: coded("Please give the reason: it is kept in the order's history.", 'REASON_REQUIRED') }],
    [MARK_DONE]: [{ output: 'ORD-7K2M9QXA' }],
    [MARK_ERROR]: [{ $name: 'paid already', error: coded('Order ORD-7K2M9QXA is not awaiting payment (it is paid).', 'ORDER_NOT_AWAITING_PAYMENT') }],
  },
  serializeContext: (context) => ({ ids: context.lines.map((line) => line.id), notice: context.notice !== null, error: context.errorMessage !== null }),
  filterEvents: (snapshot, event) => event.type !== 'lines.resolve' || snapshot.context.lines.some((line) => line.id === (event as unknown as { lineId: string }).lineId),
  createDriver: () => {
    signedInAs(OPERATOR);
    return { list: new HeldOperation('query', 'AdminOpenStatementLines'), resolves: new HeldOperation('mutation', 'AdminResolveStatementLine'), marks: new HeldOperation('mutation', 'AdminMarkTransferPaid'), user: null };
  },
  states,
  events,
};
