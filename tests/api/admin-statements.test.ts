/**
 * Bank statements in the back office: the camt.053 and CSV parsers, refusals that name what and where and write
 * nothing, an exact match paying its order once (payment, invoice, "payment received" mail, audit), short, over
 * and unknown payments left open for the operator, re-imports and parallel imports changing nothing, marking
 * paid anyway with a reason, and a transfer marked paid by hand.
 */
import { describe, expect, it } from 'vitest';
import { parseStatement, StatementError } from '../../server/admin/statement-parser';
import { demoOperator } from '../../server/db/catalogue';
import { toDecimalString } from '../../server/domain/money';
import { variableSymbol } from '../../server/bank-transfer/instructions';
import { camt053, statementCsv, TEST_IBAN } from '../support/bank-statements';
import { client, graphql, send, testClock } from './accounts';
import type { Client } from './accounts';
import { COMPLETE_CONTACT, mutate, newOrder, ok, readOrder, startCheckoutFile } from './checkout-support';

const clock = testClock('2026-11-23T10:00:00.000Z');
const file = startCheckoutFile(clock);

const LINE_FIELDS = 'id position bookedOn amountMinor currency amountFormatted reference counterparty payerAccount entryReference outcome orderIdentifier orderStatus orderTotalFormatted resolutionReason refundable';

interface LineView {
  id: string | null;
  position: number;
  amountMinor: number;
  currency: string;
  amountFormatted: string;
  reference: string;
  payerAccount: string;
  entryReference: string;
  outcome: string;
  orderIdentifier: string | null;
  resolutionReason: string | null;
  refundable: boolean;
}

type Result<T> = { data: T | undefined; code: string | undefined; message: string | undefined };

async function call<T>(who: Client, document: string, variables: Record<string, unknown>, field: string): Promise<Result<T>> {
  const result = await graphql(file.harness.app, who, document, variables);
  return { data: result.data?.[field] as T | undefined, code: result.errors?.[0]?.extensions?.code, message: result.errors?.[0]?.message };
}

let signedIn: Client | undefined;
async function operator(): Promise<Client> {
  if (signedIn) return signedIn;
  const who = client('192.0.2.50');
  const response = await send(file.harness.app, who, 'POST', '/api/auth/sign-in', { email: demoOperator.email, password: demoOperator.password });
  if (response.statusCode !== 200) throw new Error(`operator sign-in failed: ${response.body}`);
  signedIn = who;
  return who;
}

const preview = async (content: string) =>
  call<{ format: string; lines: LineView[] }>(await operator(), `query ($content: String!) { adminPreviewStatement(content: $content) { format lines { ${LINE_FIELDS} } } }`, { content }, 'adminPreviewStatement');
const importFile = async (content: string, who?: Client) =>
  call<{ format: string; statementId: string | null; lines: LineView[] }>(
    who ?? (await operator()),
    `mutation ($content: String!, $fileName: String) { adminImportStatement(content: $content, fileName: $fileName) { format statementId lines { ${LINE_FIELDS} } } }`,
    { content, fileName: 'statement.xml' },
    'adminImportStatement',
  );
const openLines = async () => (await call<LineView[]>(await operator(), `query { adminOpenStatementLines { ${LINE_FIELDS} } }`, {}, 'adminOpenStatementLines')).data ?? [];
const resolve = async (variables: { lineId: string; action: 'MARK_PAID' | 'LEAVE' | 'REFUND'; reason?: string; orderIdentifier?: string }) =>
  call<LineView>(
    await operator(),
    `mutation ($lineId: String!, $action: StatementLineAction!, $reason: String, $orderIdentifier: String) { adminResolveStatementLine(lineId: $lineId, action: $action, reason: $reason, orderIdentifier: $orderIdentifier) { ${LINE_FIELDS} } }`,
    variables,
    'adminResolveStatementLine',
  );

/**
 * Resolves a line that needs a reason: without one it is refused and nothing is written; with one, asked twice at
 * once, it is resolved once (the other answer: LINE_ALREADY_RESOLVED). The line as resolved.
 */
async function resolveOnceWithReason(lineId: string, action: 'MARK_PAID' | 'REFUND', reason: string): Promise<LineView | undefined> {
  const before = await counts();
  const noReason = await resolve({ lineId, action, reason: '  ' });
  expect([noReason.code, noReason.message]).toEqual(['REASON_REQUIRED', "Please give the reason: it is kept in the order's history."]);
  expect(await counts()).toEqual(before);
  const [first, second] = await Promise.all([resolve({ lineId, action, reason }), resolve({ lineId, action, reason })]);
  expect([first.code, second.code].sort()).toEqual(['LINE_ALREADY_RESOLVED', undefined]);
  return [first, second].find((result) => result.data)?.data;
}

/** An order finished with the bank transfer through the checkout, awaiting its payment. */
async function transferOrder(): Promise<{ identifier: string; totalMinor: bigint; symbol: string; amount: string }> {
  const identifier = await newOrder(file.harness.database, clock.now());
  const draft = ok(await readOrder(file.harness.app, file.demo, identifier));
  const sent = ok(await mutate(file.harness.app, file.demo, 'finishOrder', { orderIdentifier: identifier, contact: COMPLETE_CONTACT, paymentServiceName: 'bank-transfer', integrityToken: draft.integrityToken }));
  expect(sent.status).toBe('AWAITING_PAYMENT');
  const totalMinor = BigInt(sent.price.amountMinor);
  return { identifier, totalMinor, symbol: variableSymbol(identifier), amount: (Number(totalMinor) / 100).toFixed(2) };
}

const minus = (amount: string, cents: number) => ((Math.round(Number(amount) * 100) - cents) / 100).toFixed(2);

async function orderRow(identifier: string) {
  const { db } = file.harness.database;
  const order = await db.selectFrom('orders').select(['id', 'status']).where('identifier', '=', identifier).executeTakeFirstOrThrow();
  const payments = await db.selectFrom('payments').select(['provider', 'status', 'external_id', 'amount_minor']).where('order_id', '=', order.id).execute();
  const invoices = await db.selectFrom('invoices').select('number').where('order_id', '=', order.id).execute();
  const mails = await db.selectFrom('mail_outbox').select('template').where('key', 'like', `%${order.id}%`).where('template', '=', 'payment-received').execute();
  const audit = await db.selectFrom('audit_log').select(['action', 'reason']).where('subject_type', '=', 'order').where('subject_id', '=', identifier).orderBy('created_at').orderBy('seq').execute();
  return { status: order.status, payments, invoices: invoices.map((invoice) => invoice.number), paymentMails: mails.length, audit };
}

/** How many rows the tables an import or a payment touches hold. */
async function counts() {
  const { db } = file.harness.database;
  const tables = ['bank_statements', 'bank_statement_lines', 'payments', 'invoices', 'mail_outbox', 'audit_log'] as const;
  const entries = await Promise.all(tables.map(async (table) => [table, Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n)] as const));
  const paid = await db.selectFrom('orders').select((eb) => eb.fn.countAll<string>().as('n')).where('status', '=', 'paid').executeTakeFirstOrThrow();
  return { ...Object.fromEntries(entries), paidOrders: Number(paid.n) };
}

function refusal(content: string): StatementError {
  try {
    parseStatement(content);
  } catch (error) {
    if (error instanceof StatementError) return error;
    throw error;
  }
  throw new Error('the statement was accepted');
}

describe('the statement parsers', () => {
  it('read a camt.053 with credits and a debit: amounts in minor units, direction, references, account', () => {
    const parsed = parseStatement(
      camt053([
        { bankReference: 'BANK-001', amount: '121.00', reference: '0012345678' },
        { bankReference: 'BANK-002', amount: '15.50', debit: true, reference: 'Hosting supplier', counterparty: 'Supplier s.r.o.' },
        { bankReference: 'BANK-003', amount: '7', currency: 'CZK', reference: 'VS 42 for ORD-ABCDEFGH', unstructured: true, bookedOn: '2026-11-22', counterpartyAccount: 'CZ5508000000001234567899' },
      ]),
    );
    expect(parsed.format).toBe('camt053');
    expect(parsed.entries).toEqual([
      { position: 1, account: TEST_IBAN, entryReference: 'BANK-001', bookedOn: '2026-11-23', amountMinor: 12_100n, currency: 'EUR', credit: true, reference: '0012345678', counterparty: 'Jana Nováková', counterpartyAccount: '' },
      { position: 2, account: TEST_IBAN, entryReference: 'BANK-002', bookedOn: '2026-11-23', amountMinor: 1_550n, currency: 'EUR', credit: false, reference: 'Hosting supplier', counterparty: 'Supplier s.r.o.', counterpartyAccount: '' },
      { position: 3, account: TEST_IBAN, entryReference: 'BANK-003', bookedOn: '2026-11-22', amountMinor: 700n, currency: 'CZK', credit: true, reference: 'VS 42 for ORD-ABCDEFGH', counterparty: 'Jana Nováková', counterpartyAccount: 'CZ5508000000001234567899' },
    ]);
  });

  it('read the CSV: its file line, a negative amount as a debit, quoted fields, no account', () => {
    const parsed = parseStatement(statementCsv([{ bankReference: 'TX-1', amount: '99.90', reference: '0000000042', counterparty: 'Novák, Jan' }, { bankReference: 'TX-2', amount: '3.00', debit: true }]));
    expect(parsed.format).toBe('csv');
    expect(parsed.entries).toEqual([
      { position: 2, account: '', entryReference: 'TX-1', bookedOn: '2026-11-23', amountMinor: 9_990n, currency: 'EUR', credit: true, reference: '0000000042', counterparty: 'Novák, Jan', counterpartyAccount: '' },
      { position: 3, account: '', entryReference: 'TX-2', bookedOn: '2026-11-23', amountMinor: 300n, currency: 'EUR', credit: false, reference: '', counterparty: 'Jana Nováková', counterpartyAccount: '' },
    ]);
    // The payer's account, when the bank's CSV has the optional column.
    const withAccount = parseStatement(statementCsv([{ bankReference: 'TX-3', amount: '1.00', counterpartyAccount: 'CZ5508000000001234567899' }]));
    expect(withAccount.entries[0]?.counterpartyAccount).toBe('CZ5508000000001234567899');
  });

  it("say a parser's own syntax error in Czech in our words, by the parser's code, with where it is; English keeps the parser's words", () => {
    const header = 'date,amount,currency,reference,transaction_id,counterparty\n';
    const czech = (content: string) => refusal(content).wordsIn?.('cs');
    expect(czech('<Document a=1></Document>')).toBe('XML není správně utvořené na řádku 1, ve sloupci 11: atribut značky není zapsaný správně.');
    expect(czech('<Document></Document>\nx')).toBe('XML není správně utvořené na řádku 2, ve sloupci 1: XML není zapsané správně.');
    expect(czech(`${header}2026-11-02,121.00,EUR,"ORD"x,T-1,Jana\n`)).toBe('CSV nelze přečíst: na řádku 2 za uzavírací uvozovkou nenásleduje čárka ani konec řádku.');
    expect(czech(`${header}2026-11-02,121.00,EUR,OR"D,T-1,Jana\n`)).toBe('CSV nelze přečíst: na řádku 2 je uvozovka uprostřed hodnoty (hodnotu s uvozovkami uzavřete do uvozovek celou).');
    expect(czech(`${header}2026-11-02\n`)).toBe('CSV nelze přečíst: řádek 2 má 1 sloupec místo 6.');
    expect(czech(`${header}2026-11-02,121.00,EUR,ORD-1,T-1,Jana,extra,more,five\n`)).toBe('CSV nelze přečíst: řádek 2 má 9 sloupců místo 6.');
    expect(refusal('<Document a=1></Document>').message).toBe("The XML is not well formed at line 1, column 11: Attribute 'a' is without value.");
    // A refusal of our own words has no words of its own: the catalogue recognises its English.
    expect(refusal('   ').wordsIn).toBeUndefined();
  });

  it('refuse what they cannot read whole, saying what and where', () => {
    const good = camt053([{ bankReference: 'A', amount: '1.00' }]);
    expect(refusal(good.replace('</Stmt>', '')).message).toMatch(/^The XML is not well formed at line \d+, column \d+/);
    expect(refusal(good.replace(/BkToCstmrStmt/g, 'BkToCstmrAcctRpt')).message).toBe('The XML is not a camt.053 bank statement: it has no Document/BkToCstmrStmt.');
    const twoEntries = camt053([{ bankReference: 'A', amount: '1.00' }, { bankReference: 'B', amount: '2.00' }]);
    expect(refusal(twoEntries.replace('<Amt Ccy="EUR">2.00</Amt>', '')).message).toBe('Entry 2: it has no amount (Amt).');
    expect(refusal(twoEntries.replace('>2.00<', '>2,00<')).message).toBe('Entry 2: the amount "2,00" is not an amount in EUR (digits, a point and at most 2 decimals).');
    expect(refusal(good.replace(/<AcctSvcrRef>A<\/AcctSvcrRef>/g, '')).message).toMatch(/^Entry 1: it has no bank reference \(AcctSvcrRef\)/);
    const csv = statementCsv([{ bankReference: 'T1', amount: '1.00' }, { bankReference: 'T2', amount: '2.00' }]);
    expect(refusal(csv.replace('2.00', 'two')).message).toBe('Line 3: the amount "two" is not an amount in EUR (digits, a point and at most 2 decimals).');
    expect(refusal(csv.replace(',T2,', ',,')).message).toMatch(/^Line 3: it has no transaction_id/);
    expect(refusal(csv.replace('transaction_id,', 'id,')).message).toBe('Line 1: the CSV header lacks the column transaction_id (it needs date, amount, currency, reference, transaction_id, counterparty).');
    expect(refusal(`${csv}2026-11-23,1.00\n`).message).toMatch(/^The CSV cannot be read: Invalid Record Length: columns length is 6, got 2 on line 4/);
    expect(refusal('   ').message).toBe('The file is empty.');
    // The largest amount the portal keeps is 2^53 - 1 minor units: one cent more is refused where it stands.
    expect(refusal(good.replace('>1.00<', '>90071992547409.92<')).message).toBe('Entry 1: the amount "90071992547409.92" is more than the portal can record (at most 90071992547409.91 EUR).');
    expect(refusal(csv.replace('2.00', '99999999999999999999')).message).toBe('Line 3: the amount "99999999999999999999" is more than the portal can record (at most 90071992547409.91 EUR).');
    expect(parseStatement(good.replace('>1.00<', '>90071992547409.91<')).entries[0]?.amountMinor).toBe(9_007_199_254_740_991n);
    expect(refusal(`${csv}${'x'.repeat(600 * 1024)}`).code).toBe('STATEMENT_TOO_LARGE');
  });
});

describe('importing statements', () => {
  it('refuses a malformed file with a clear message and writes nothing, in preview and import alike', async () => {
    const order = await transferOrder();
    const before = await counts();
    const broken = camt053([{ bankReference: 'BROKEN-1', amount: order.amount, reference: order.symbol }, { bankReference: 'BROKEN-2', amount: '1.00' }]).replace('<Amt Ccy="EUR">1.00</Amt>', '');
    for (const attempt of [preview, importFile]) {
      const result = await attempt(broken);
      expect({ code: result.code, message: result.message, data: result.data ?? null }).toEqual({ code: 'STATEMENT_INVALID', message: 'Entry 2: it has no amount (Amt).', data: null });
    }
    const badCsv = await importFile('date,amount,currency,reference,transaction_id,counterparty\n2026-11-23,abc,EUR,1,T,X\n');
    expect([badCsv.code, badCsv.message]).toEqual(['STATEMENT_INVALID', 'Line 2: the amount "abc" is not an amount in EUR (digits, a point and at most 2 decimals).']);
    const hugeCsv = await importFile('date,amount,currency,reference,transaction_id,counterparty\n2026-11-23,99999999999999999999.00,EUR,1,T,X\n');
    expect([hugeCsv.code, hugeCsv.message]).toEqual(['STATEMENT_INVALID', 'Line 2: the amount "99999999999999999999.00" is more than the portal can record (at most 90071992547409.91 EUR).']);
    expect(await counts()).toEqual(before);
    expect((await orderRow(order.identifier)).status).toBe('awaiting_payment');
  });

  it('pays an exact match once (payment, invoice, mail, audit); the same file again changes nothing', async () => {
    const order = await transferOrder();
    const statement = camt053([
      { bankReference: 'EXACT-1', amount: order.amount, reference: order.symbol },
      { bankReference: 'EXACT-DEBIT', amount: '20.00', debit: true, reference: 'rent' },
    ]);
    const previewed = await preview(statement);
    expect(previewed.data?.lines.map((line) => [line.outcome, line.orderIdentifier, line.id])).toEqual([['PAID', order.identifier, null], ['DEBIT', null, null]]);
    expect((await orderRow(order.identifier)).status).toBe('awaiting_payment');

    const imported = await importFile(statement);
    expect(imported.data?.statementId).toEqual(expect.any(String));
    expect(imported.data?.lines.map((line) => [line.outcome, line.orderIdentifier])).toEqual([['PAID', order.identifier], ['DEBIT', null]]);
    const paid = await orderRow(order.identifier);
    expect(paid.status).toBe('paid');
    expect(paid.payments).toEqual([{ provider: 'transfer', status: 'succeeded', external_id: 'EXACT-1', amount_minor: expect.anything() }]);
    expect(BigInt(paid.payments[0]?.amount_minor ?? 0)).toBe(order.totalMinor);
    expect(paid.invoices).toEqual([expect.stringMatching(/^2026-\d{6}$/)]);
    expect(paid.paymentMails).toBe(1);
    expect(paid.audit.map((entry) => entry.action)).toEqual(['statement.import']);

    const before = await counts();
    const again = await importFile(statement);
    expect(again.data?.statementId).toBeNull();
    expect(again.data?.lines.map((line) => line.outcome)).toEqual(['ALREADY_IMPORTED', 'DEBIT']);
    expect((await preview(statement)).data?.lines.map((line) => line.outcome)).toEqual(['ALREADY_IMPORTED', 'DEBIT']);
    expect(await counts()).toEqual(before);
    expect(await orderRow(order.identifier)).toEqual(paid);
  });

  it('lists short, over and unknown payments for the operator and pays none of them', async () => {
    const short = await transferOrder();
    const over = await transferOrder();
    const wrongCurrency = await transferOrder();
    const imported = await importFile(
      statementCsv([
        { bankReference: 'OPEN-SHORT', amount: minus(short.amount, 100), reference: short.symbol },
        { bankReference: 'OPEN-OVER', amount: minus(over.amount, -50), reference: `VS ${over.symbol}` },
        { bankReference: 'OPEN-UNKNOWN', amount: '10.00', reference: '999' },
        { bankReference: 'OPEN-CZK', amount: wrongCurrency.amount, currency: 'CZK', reference: wrongCurrency.identifier },
      ]),
    );
    expect(imported.data?.lines.map((line) => [line.entryReference, line.outcome, line.orderIdentifier])).toEqual([
      ['OPEN-SHORT', 'SHORT', short.identifier],
      ['OPEN-OVER', 'OVER', over.identifier],
      ['OPEN-UNKNOWN', 'UNKNOWN', null],
      ['OPEN-CZK', 'UNKNOWN', wrongCurrency.identifier],
    ]);
    for (const order of [short, over, wrongCurrency]) expect((await orderRow(order.identifier)).status).toBe('awaiting_payment');
    const open = (await openLines()).filter((line) => line.entryReference.startsWith('OPEN-'));
    expect(open.map((line) => [line.entryReference, line.outcome])).toEqual([
      ['OPEN-SHORT', 'SHORT'],
      ['OPEN-OVER', 'OVER'],
      ['OPEN-UNKNOWN', 'UNKNOWN'],
      ['OPEN-CZK', 'UNKNOWN'],
    ]);
  });

  it('settles two parallel imports of one file by the entry key: the order is paid once', async () => {
    const order = await transferOrder();
    const statement = camt053([{ bankReference: 'PARALLEL-1', amount: order.amount, reference: order.symbol }]);
    const second = client('192.0.2.51');
    await send(file.harness.app, second, 'POST', '/api/auth/sign-in', { email: demoOperator.email, password: demoOperator.password });
    const results = await Promise.all([importFile(statement), importFile(statement, second)]);
    expect(results.map((result) => result.code)).toEqual([undefined, undefined]);
    expect(results.map((result) => result.data?.lines[0]?.outcome).sort()).toEqual(['ALREADY_IMPORTED', 'PAID']);
    expect(results.filter((result) => result.data?.statementId).length).toBe(1);
    const paid = await orderRow(order.identifier);
    expect([paid.status, paid.invoices.length, paid.paymentMails, paid.payments.length]).toEqual(['paid', 1, 1, 1]);
    const lines = await file.harness.database.db.selectFrom('bank_statement_lines').select('id').where('entry_reference', '=', 'PARALLEL-1').execute();
    expect(lines).toHaveLength(1);
  });

  it('marks a short payment paid anyway only with a reason, once, with the reason in the audit log; leaves another', async () => {
    const order = await transferOrder();
    const other = await transferOrder();
    await importFile(
      camt053([
        { bankReference: 'ANYWAY-1', amount: minus(order.amount, 1), reference: order.symbol },
        { bankReference: 'LEAVE-1', amount: minus(other.amount, -1), reference: other.symbol },
      ]),
    );
    const open = await openLines();
    const line = open.find((candidate) => candidate.entryReference === 'ANYWAY-1');
    const leave = open.find((candidate) => candidate.entryReference === 'LEAVE-1');
    if (!line?.id || !leave?.id) throw new Error('the lines are not open');

    const reason = 'The bank charged a 0.01 EUR fee; the customer paid in full.';
    const done = await resolveOnceWithReason(line.id, 'MARK_PAID', reason);
    expect([done?.outcome, done?.resolutionReason, done?.orderIdentifier]).toEqual(['RESOLVED', reason, order.identifier]);
    const paid = await orderRow(order.identifier);
    expect([paid.status, paid.invoices.length, paid.paymentMails]).toEqual(['paid', 1, 1]);
    expect(paid.payments).toEqual([{ provider: 'transfer', status: 'succeeded', external_id: 'ANYWAY-1', amount_minor: expect.anything() }]);
    expect(paid.audit).toEqual([{ action: 'statement.import', reason: null }, { action: 'transfer.markPaid', reason }]);

    const left = await resolve({ lineId: leave.id, action: 'LEAVE' });
    expect(left.data?.outcome).toBe('LEFT');
    expect((await orderRow(other.identifier)).status).toBe('awaiting_payment');
    expect((await openLines()).map((candidate) => candidate.entryReference)).not.toEqual(expect.arrayContaining(['ANYWAY-1', 'LEAVE-1']));
    const stored = await file.harness.database.db.selectFrom('bank_statement_lines').select(['outcome', 'resolution_reason', 'resolved_by']).where('entry_reference', 'in', ['ANYWAY-1', 'LEAVE-1']).orderBy('entry_reference').execute();
    expect(stored.map((row) => [row.outcome, row.resolution_reason, typeof row.resolved_by])).toEqual([['resolved', reason, 'string'], ['left', null, 'string']]);
  });

  it('offers a transfer that arrives after its order\'s 14 days to the operator: the order is expired, not paid, until marked paid anyway', async () => {
    const order = await transferOrder();
    const { db } = file.harness.database;
    await db.updateTable('orders').set({ finished_at: new Date(clock.now().getTime() - 15 * 24 * 60 * 60 * 1000) }).where('identifier', '=', order.identifier).execute();
    const imported = await importFile(statementCsv([{ bankReference: 'LATE-1', amount: order.amount, reference: order.symbol }]));
    expect(imported.data?.lines.map((line) => [line.outcome, line.orderIdentifier])).toEqual([['UNKNOWN', order.identifier]]);
    expect(await orderRow(order.identifier)).toMatchObject({ status: 'expired', invoices: [], paymentMails: 0 });
    const line = (await openLines()).find((candidate) => candidate.entryReference === 'LATE-1');
    if (!line?.id) throw new Error('the late transfer is not offered to the operator');
    const resolved = await resolve({ lineId: line.id, action: 'MARK_PAID', reason: 'Arrived on day 15' });
    expect(resolved.data?.outcome).toBe('RESOLVED');
    expect(await orderRow(order.identifier)).toMatchObject({ status: 'paid', invoices: [expect.any(String)], paymentMails: 1 });
    const history = await db.selectFrom('order_history').select(['to_status', 'actor_kind']).where('order_identifier', '=', order.identifier).orderBy('at').orderBy('seq').execute();
    expect(history.map((row) => `${row.to_status} by ${row.actor_kind}`)).toEqual(['awaiting_payment by customer', 'expired by system', 'paid by operator']);
  });

  it('marks paid anyway an unknown payment for the order the operator names', async () => {
    const order = await transferOrder();
    await importFile(statementCsv([{ bankReference: 'NAMED-1', amount: order.amount, reference: 'for my website' }]));
    const line = (await openLines()).find((candidate) => candidate.entryReference === 'NAMED-1');
    if (!line?.id) throw new Error('the line is not open');
    const noOrder = await resolve({ lineId: line.id, action: 'MARK_PAID', reason: 'Customer called' });
    expect(noOrder.code).toBe('ORDER_NOT_FOUND');
    const resolved = await resolve({ lineId: line.id, action: 'MARK_PAID', reason: 'Customer called', orderIdentifier: order.identifier });
    expect([resolved.data?.outcome, resolved.data?.orderIdentifier]).toEqual(['RESOLVED', order.identifier]);
    expect((await orderRow(order.identifier)).status).toBe('paid');
  });

  it('refunds a transfer paid twice to the payer\'s account, once, audited, with no credit note for money never invoiced', async () => {
    const order = await transferOrder();
    const payer = { counterparty: 'Jana Nováková', counterpartyAccount: 'CZ5508000000001234567899' };
    await importFile(camt053([{ bankReference: 'TWICE-1', amount: order.amount, reference: order.symbol, ...payer }]));
    expect((await orderRow(order.identifier)).status).toBe('paid');
    // The same transfer again, a week later: the order is paid, so the line is open and can be refunded.
    await importFile(camt053([{ bankReference: 'TWICE-2', amount: order.amount, reference: order.symbol, bookedOn: '2026-11-30', ...payer }], 'STMT-2026-11-30'));
    const line = (await openLines()).find((candidate) => candidate.entryReference === 'TWICE-2');
    if (!line?.id) throw new Error('the second transfer is not open');
    expect([line.outcome, line.orderIdentifier, line.payerAccount, line.refundable]).toEqual(['UNKNOWN', order.identifier, payer.counterpartyAccount, true]);

    const reason = 'Paid twice by bank transfer; the second one goes back.';
    const done = await resolveOnceWithReason(line.id, 'REFUND', reason);
    expect([done?.outcome, done?.resolutionReason, done?.payerAccount, done?.refundable]).toEqual(['REFUNDED', reason, payer.counterpartyAccount, false]);
    expect((await openLines()).map((candidate) => candidate.entryReference)).not.toContain('TWICE-2');

    // The line's money is a payment of the order, refunded whole, to be paid out to the payer's account.
    const { db } = file.harness.database;
    const { id: orderId } = await db.selectFrom('orders').select('id').where('identifier', '=', order.identifier).executeTakeFirstOrThrow();
    const payments = await db.selectFrom('payments').select(['id', 'provider', 'status', 'amount_minor', 'refunded_minor', 'statement_line_id']).where('order_id', '=', orderId).orderBy('created_at').execute();
    expect(payments.map((payment) => [payment.provider, payment.status, BigInt(payment.amount_minor), BigInt(payment.refunded_minor), payment.statement_line_id])).toEqual([
      ['transfer', 'succeeded', order.totalMinor, 0n, null],
      ['transfer', 'succeeded', order.totalMinor, order.totalMinor, line.id],
    ]);
    const refunds = await db.selectFrom('refunds').select(['id', 'payment_id', 'status', 'amount_minor', 'reason', 'pay_out_to']).where('order_id', '=', orderId).execute();
    expect(refunds.map((refund) => [refund.payment_id, refund.status, BigInt(refund.amount_minor), refund.reason, refund.pay_out_to])).toEqual([[payments[1]?.id, 'to_pay_out', order.totalMinor, reason, payer.counterpartyAccount]]);
    // Money paid beyond the invoice was never invoiced: as for any refund of it, no credit note.
    expect(await db.selectFrom('credit_notes').select('number').where('order_id', '=', orderId).execute()).toEqual([]);
    const row = await orderRow(order.identifier);
    expect([row.status, row.invoices.length, row.paymentMails]).toEqual(['paid', 1, 1]);
    expect(row.audit).toEqual([
      { action: 'statement.import', reason: null },
      { action: 'statement.import', reason: null },
      { action: 'payment.refund', reason },
      { action: 'statement.refundLine', reason },
    ]);
    const entry = await db.selectFrom('audit_log').select(['after']).where('subject_id', '=', order.identifier).where('action', '=', 'statement.refundLine').executeTakeFirstOrThrow();
    expect(entry.after).toMatchObject({ outcome: 'refunded', payOutTo: payer.counterpartyAccount, payer: payer.counterparty, entryReference: 'TWICE-2', refundId: refunds[0]?.id });

    // The same rules as every refund: once the order's own payment is refunded too, the invoice is credited whole.
    const refundFirst = await call<{ refund: { status: string; creditNote: { number: string } | null } }>(
      await operator(),
      'mutation ($input: AdminRefundPaymentInput!) { adminRefundPayment(input: $input) { refund { status creditNote { number } } } }',
      { input: { orderIdentifier: order.identifier, paymentId: payments[0]?.id, amount: order.amount, reason: 'Cancelled', idempotencyKey: 'refund-first-payment' } },
      'adminRefundPayment',
    );
    expect(refundFirst.data?.refund).toMatchObject({ status: 'to_pay_out', creditNote: { number: expect.stringMatching(/^CN-/) } });
    const notes = await db.selectFrom('credit_notes').select('total_minor').where('order_id', '=', orderId).execute();
    expect(notes.map((note) => BigInt(note.total_minor))).toEqual([order.totalMinor]);
  });

  it('refunds from a statement only what came after its order was paid, in the order\'s currency; anything else stays open', async () => {
    const awaiting = await transferOrder();
    const paid = await transferOrder();
    await importFile(camt053([{ bankReference: 'ONCE-PAID', amount: paid.amount, reference: paid.symbol }]));
    await importFile(
      statementCsv([
        { bankReference: 'NOT-YET-PAID', amount: minus(awaiting.amount, 100), reference: awaiting.symbol },
        { bankReference: 'OTHER-CURRENCY', amount: paid.amount, currency: 'CZK', reference: paid.symbol },
        { bankReference: 'NO-ORDER', amount: '5.00', reference: 'thanks' },
      ]),
    );
    const open = await openLines();
    const lineOf = (reference: string) => {
      const found = open.find((candidate) => candidate.entryReference === reference);
      if (!found?.id) throw new Error(`${reference} is not open`);
      return found;
    };
    expect(['NOT-YET-PAID', 'OTHER-CURRENCY', 'NO-ORDER'].map((reference) => lineOf(reference).refundable)).toEqual([false, false, false]);
    const before = await counts();
    const refused = await Promise.all(['NOT-YET-PAID', 'OTHER-CURRENCY', 'NO-ORDER'].map((reference) => resolve({ lineId: lineOf(reference).id ?? '', action: 'REFUND', reason: 'Paid twice' })));
    expect(refused.map((result) => [result.code, result.message])).toEqual([
      ['ORDER_NOT_PAID', `Order ${awaiting.identifier} is not paid (it is awaiting payment): this payment may be for it, so mark it paid or leave it.`],
      ['CURRENCY_MISMATCH', `The payment is in CZK but order ${paid.identifier} is in EUR: refund it at the bank and leave it.`],
      ['ORDER_NOT_FOUND', 'This payment names no order: enter the order it pays.'],
    ]);
    expect(await counts()).toEqual(before);
    expect((await openLines()).filter((candidate) => ['NOT-YET-PAID', 'OTHER-CURRENCY', 'NO-ORDER'].includes(candidate.entryReference))).toHaveLength(3);
  });

  it('answers a line id that is no line, well formed or not, as no such line and writes nothing', async () => {
    const before = await counts();
    for (const lineId of ['not-a-uuid', '', '00000000-0000-4000-8000-000000000000']) {
      for (const action of ['MARK_PAID', 'LEAVE'] as const) {
        expect(await resolve({ lineId, action, reason: 'Customer called' })).toEqual({ data: undefined, code: 'LINE_NOT_FOUND', message: 'There is no such statement line.' });
      }
    }
    expect(await counts()).toEqual(before);
  });

  it('previews, imports, lists and resolves payments of 2^31 minor units and more like any other', async () => {
    const order = await transferOrder();
    const statement = camt053([
      { bankReference: 'LARGE-UNKNOWN', amount: '25000000.00', reference: 'no order named' },
      { bankReference: 'LARGE-OVER', amount: '21474836.48', reference: order.symbol },
    ]);
    const expected = [
      ['LARGE-UNKNOWN', 'UNKNOWN', 2_500_000_000, '€25,000,000', null],
      ['LARGE-OVER', 'OVER', 2_147_483_648, '€21,474,836.48', order.identifier],
    ];
    const view = (lines: LineView[] | undefined) =>
      lines?.filter((line) => line.entryReference.startsWith('LARGE-')).map((line) => [line.entryReference, line.outcome, line.amountMinor, line.amountFormatted, line.orderIdentifier]);
    const previewed = await preview(statement);
    expect([previewed.code, view(previewed.data?.lines)]).toEqual([undefined, expected]);
    const imported = await importFile(statement);
    expect([imported.code, view(imported.data?.lines)]).toEqual([undefined, expected]);
    const listed = await call<LineView[]>(await operator(), `query { adminOpenStatementLines { ${LINE_FIELDS} } }`, {}, 'adminOpenStatementLines');
    expect([listed.code, view(listed.data)]).toEqual([undefined, expected]);

    const [unknown, over] = (listed.data ?? []).filter((line) => line.entryReference.startsWith('LARGE-'));
    const left = await resolve({ lineId: unknown?.id ?? '', action: 'LEAVE', reason: 'Not for us: sent back at the bank' });
    expect([left.code, left.data?.outcome, left.data?.amountMinor]).toEqual([undefined, 'LEFT', 2_500_000_000]);
    const paid = await resolve({ lineId: over?.id ?? '', action: 'MARK_PAID', reason: 'Overpaid; the difference goes back' });
    expect([paid.code, paid.data?.outcome, paid.data?.amountMinor]).toEqual([undefined, 'RESOLVED', 2_147_483_648]);
    expect((await orderRow(order.identifier)).status).toBe('paid');
    expect(view(await openLines())).toEqual([]);
  });

  it('refuses by hand an amount more than ten times the order\'s total as a typo, and writes nothing; ten times is taken', async () => {
    const order = await transferOrder();
    const mark = async (amount: string) =>
      call<string>(await operator(), 'mutation ($o: String!, $a: String!, $r: String!) { adminMarkTransferPaid(orderIdentifier: $o, amount: $a, reason: $r) }', { o: order.identifier, a: amount, r: 'Overpaid at the counter' }, 'adminMarkTransferPaid');
    const decimal = (minor: bigint) => toDecimalString(minor, 2);
    const before = await counts();
    for (const amount of ['30000000.00', decimal(order.totalMinor * 10n + 1n)]) {
      expect(await mark(amount)).toEqual({
        data: undefined,
        code: 'INVALID_AMOUNT',
        message: `${amount} EUR is more than 10 times the total of order ${order.identifier} (${order.amount} EUR): check the amount.`,
      });
    }
    expect(await counts()).toEqual(before);
    expect((await orderRow(order.identifier)).status).toBe('awaiting_payment');
    expect(await mark(decimal(order.totalMinor * 10n))).toEqual({ data: order.identifier, code: undefined, message: undefined });
    expect((await orderRow(order.identifier)).payments).toEqual([{ provider: 'transfer', status: 'succeeded', external_id: null, amount_minor: expect.anything() }]);
  });

  it('marks a transfer that came outside a statement paid by hand, with amount and reason, once', async () => {
    const order = await transferOrder();
    const mark = async (amount: string, reason: string) =>
      call<string>(await operator(), 'mutation ($o: String!, $a: String!, $r: String!) { adminMarkTransferPaid(orderIdentifier: $o, amount: $a, reason: $r) }', { o: order.identifier, a: amount, r: reason }, 'adminMarkTransferPaid');
    expect((await mark('12,00', 'Paid at the counter')).code).toBe('INVALID_AMOUNT');
    const before = await counts();
    expect(await mark('99999999999999999999', 'Paid at the counter')).toEqual({
      data: undefined,
      code: 'INVALID_AMOUNT',
      message: '"99999999999999999999" is more than the portal can record (at most 90071992547409.91 EUR).',
    });
    expect(await counts()).toEqual(before);
    expect((await mark(order.amount, '')).code).toBe('REASON_REQUIRED');
    const done = await mark(order.amount, 'Paid at the counter');
    expect(done.data).toBe(order.identifier);
    const again = await mark(order.amount, 'Paid at the counter');
    expect([again.code, again.message]).toEqual(['ORDER_NOT_AWAITING_PAYMENT', `Order ${order.identifier} is not awaiting payment (it is paid).`]);
    const paid = await orderRow(order.identifier);
    expect([paid.status, paid.invoices.length, paid.paymentMails, paid.audit]).toEqual(['paid', 1, 1, [{ action: 'transfer.markPaid', reason: 'Paid at the counter' }]]);
    // The order's history names the operator who vouched for the payment, and why; not the bank.
    const history = await file.harness.database.db
      .selectFrom('order_history')
      .innerJoin('accounts', 'accounts.id', 'order_history.account_id')
      .select(['order_history.actor_kind', 'order_history.reason', 'accounts.email'])
      .where('order_history.order_identifier', '=', order.identifier)
      .where('order_history.to_status', '=', 'paid')
      .execute();
    expect(history).toEqual([{ actor_kind: 'operator', reason: 'Paid at the counter', email: demoOperator.email }]);
  });
});
