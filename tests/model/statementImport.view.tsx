/**
 * How the statementImport machine shows on the real /admin/statements page, signed in as an operator: each
 * state's visible signature (and where focus is after each asynchronous step) and, for each event, what the
 * operator does or how the server answers. The preview and the import wait in MSW until the path answers them;
 * the open payments below answer at once (none). Read by statementImport.test.tsx.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { STATEMENT_MAX_BYTES, STATEMENT_TOO_LARGE_MESSAGE } from '../../contracts/bank-statements';
import { statementImportMachine, type PreviewLine, type StatementResult } from '../../machines/statementImport';
import { renderApp } from '../fixtures/app';
import { demoUser, graphqlError, signedInAs } from '../msw/accounts';
import { server } from '../msw/server';
import { INIT_EVENT, type ViewModel } from './harness';
import { HeldOperation } from './network';

await import('../../src/features/admin/statements/StatementsPage');


const PREVIEW_DONE = 'xstate.done.actor.previewStatement';
const PREVIEW_ERROR = 'xstate.error.actor.previewStatement';
const IMPORT_DONE = 'xstate.done.actor.importStatement';
const IMPORT_ERROR = 'xstate.error.actor.importStatement';

export const OPERATOR = { ...demoUser, id: 'operator-1', fullname: 'Olga Operator', email: 'operator@hosting-portal.test', role: 'operator' as const };

const PAYS: PreviewLine = { id: null, position: 1, bookedOn: '2026-11-23', amountFormatted: '€121.00', reference: '0012345678', counterparty: 'Jana Nováková', outcome: 'PAID', orderIdentifier: 'ORD-7K2M9QXA' };
const DEBIT: PreviewLine = { id: null, position: 2, bookedOn: '2026-11-23', amountFormatted: '€15.50', reference: 'rent', counterparty: 'Landlord', outcome: 'DEBIT', orderIdentifier: null };
const SEEN: PreviewLine = { ...PAYS, outcome: 'ALREADY_IMPORTED' };

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

interface ImportDriver {
  previews: HeldOperation;
  imports: HeldOperation;
  user: UserEvent | null;
}

type ImportViewModel = ViewModel<typeof statementImportMachine, ImportDriver>;

const payload = <T,>(event: EventObject, key: string): T => (event as unknown as Record<string, T>)[key] as T;

function userOf(driver: ImportDriver): UserEvent {
  if (!driver.user) throw new Error('The page is not open yet');
  return driver.user;
}

function errorResponse(error: unknown): Response {
  const code = (error as { code?: string }).code;
  return code ? graphqlError((error as Error).message, code) : HttpResponse.error();
}

const asLine = (line: PreviewLine) => ({ __typename: 'StatementLine', ...line });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]');
const chooseButton = () => screen.getByRole('button', { name: 'Choose a statement file' });

async function expectIdle(driver: ImportDriver): Promise<void> {
  await waitFor(() => expect(chooseButton()).toBeEnabled());
  expect(driver.previews.count).toBe(0);
  expect(driver.imports.count).toBe(0);
}

async function expectFocused(element: HTMLElement): Promise<void> {
  await waitFor(() => expect(element).toHaveFocus());
}

async function expectRows(caption: RegExp, lines: PreviewLine[]): Promise<void> {
  const table = await screen.findByRole('table', { name: caption });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual(
    lines.map((line) => [String(line.position), line.bookedOn, line.amountFormatted, line.reference, line.counterparty, expect.stringContaining(line.orderIdentifier ?? '')]),
  );
}

const states: ImportViewModel['states'] = {
  choosing: async (driver) => {
    await expectIdle(driver);
    expect(screen.queryByRole('heading', { name: /^Preview of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  },
  parsing: async (driver, snapshot) => {
    // Found by its text: the console's delivery warning keeps a status region of its own on every page.
    expect(await screen.findByText(`Reading ${snapshot.context.fileName}…`)).toHaveAttribute('role', 'status');
    await waitFor(() => expect(driver.previews.count).toBe(1));
    expect(chooseButton()).toBeDisabled();
  },
  unreadable: async (driver, snapshot) => {
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`${snapshot.context.fileName} cannot be imported: ${snapshot.context.errorMessage}`);
    await expectFocused(alert);
    await expectIdle(driver);
  },
  preview: async (driver, snapshot) => {
    const heading = await screen.findByRole('heading', { name: `Preview of ${snapshot.context.fileName}` });
    await expectFocused(heading);
    await expectRows(/^What importing .* would do$/, snapshot.context.lines);
    const confirm = screen.getByRole('button', { name: 'Confirm the import' });
    if (snapshot.can({ type: 'statement.confirm' })) expect(confirm).toBeEnabled();
    else {
      expect(confirm).toBeDisabled();
      expect(screen.getByText(/has been imported already: importing it again changes nothing/)).toBeInTheDocument();
    }
    await expectIdle(driver);
  },
  importing: async (driver, snapshot) => {
    expect(await screen.findByText(`Importing ${snapshot.context.fileName}…`)).toHaveAttribute('role', 'status');
    await waitFor(() => expect(driver.imports.count).toBe(1));
    expect(chooseButton()).toBeDisabled();
  },
  done: async (driver, snapshot) => {
    const result = snapshot.context.result;
    const heading = await screen.findByRole('heading', { name: result?.statementId ? `${snapshot.context.fileName} is imported` : `Nothing new in ${snapshot.context.fileName}` });
    await expectFocused(heading);
    await expectRows(/^What importing .* did$/, result?.lines ?? []);
    await expectIdle(driver);
  },
  failed: async (driver, snapshot) => {
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(snapshot.context.errorMessage ?? '');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expectFocused(alert);
    await expectIdle(driver);
  },
};

const events: ImportViewModel['events'] = {
  [INIT_EVENT]: async (driver) => {
    driver.user = renderApp('/admin/statements').user;
    await screen.findByRole('heading', { level: 1, name: 'Bank statements' });
  },
  'statement.fileChosen': async (driver, event) => {
    const size = payload<number>(event, 'size');
    const content = size > STATEMENT_MAX_BYTES ? 'x'.repeat(size) : payload<string>(event, 'content');
    const input = fileInput();
    if (!input) throw new Error('no file input');
    await userOf(driver).upload(input, new File([content], payload<string>(event, 'fileName'), { type: 'text/xml' }));
  },
  'statement.confirm': async (driver) => userOf(driver).click(screen.getByRole('button', { name: /^(Confirm the import|Try again)$/ })),
  'statement.back': async (driver) => userOf(driver).click(screen.getByRole('button', { name: 'Back' })),
  [PREVIEW_DONE]: (driver, event) => driver.previews.answer(HttpResponse.json({ data: { adminPreviewStatement: { lines: payload<PreviewLine[]>(event, 'output').map(asLine) } } })),
  [PREVIEW_ERROR]: (driver, event) => driver.previews.answer(errorResponse(payload<unknown>(event, 'error'))),
  [IMPORT_DONE]: (driver, event) => {
    const result = payload<StatementResult>(event, 'output');
    return driver.imports.answer(HttpResponse.json({ data: { adminImportStatement: { statementId: result.statementId, lines: result.lines.map(asLine) } } }));
  },
  [IMPORT_ERROR]: (driver, event) => driver.imports.answer(errorResponse(payload<unknown>(event, 'error'))),
};

const XML = '<Document><BkToCstmrStmt/></Document>';

export const operatorViewModel: ImportViewModel = {
  machine: statementImportMachine,
  input: undefined,
  eventCases: {
    'statement.fileChosen': [
      { $name: 'a statement', fileName: 'statement.xml', size: XML.length, content: XML },
      { $name: 'too large', fileName: 'year.csv', size: STATEMENT_MAX_BYTES + 1, content: '' },
    ],
    [PREVIEW_DONE]: [
      { $name: 'a payment and a debit', output: [PAYS, DEBIT] },
      { $name: 'imported before', output: [SEEN, DEBIT] },
    ],
    [PREVIEW_ERROR]: [{ $name: 'malformed', error: coded('Entry 2: it has no amount (Amt).', 'STATEMENT_INVALID') }],
    [IMPORT_DONE]: [{ output: { statementId: 'statement-1', lines: [PAYS, DEBIT] } satisfies StatementResult }],
    [IMPORT_ERROR]: [{ $name: 'network failure', error: new Error('Failed to fetch') }],
  },
  serializeContext: (context) => ({
    newPayments: context.lines.some((line) => line.outcome === 'PAID'),
    tooLarge: context.errorMessage === STATEMENT_TOO_LARGE_MESSAGE,
    file: context.fileName,
  }),
  createDriver: () => {
    signedInAs(OPERATOR);
    server.use(graphql.query('AdminOpenStatementLines', () => HttpResponse.json({ data: { adminOpenStatementLines: [] } })));
    return { previews: new HeldOperation('query', 'AdminPreviewStatement'), imports: new HeldOperation('mutation', 'AdminImportStatement'), user: null };
  },
  states,
  events,
};
