/**
 * Reads a bank statement into its entries: ISO 20022 camt.053 XML (BkToCstmrStmt) or the portal's CSV
 * (docs/admin.md, "Bank statements"). Only kept parsers read the text (fast-xml-parser, csv-parse); this file
 * checks what they return. Anything it cannot read whole is refused with a StatementError that says what and
 * where (line, entry), so an import never writes part of a file. The messages are the server catalogue's English
 * ('Line {line}: {problem}' with the problem a message of its own), in Czech for a Czech request
 * (server/http/error-language.ts); what a parser says itself (a CSV or XML syntax error) stays as it says it.
 */
import { CsvError, parse as parseCsv } from 'csv-parse/sync';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { STATEMENT_MAX_BYTES } from '../../contracts/bank-statements';
import { largestAmount, minorUnitDigits, parseDecimalAmount } from '../domain/money';
import type { Language } from '../../contracts/language';
import { english, serverT, type ServerMessageId } from '../i18n';

export type StatementFormat = 'camt053' | 'csv';

export interface StatementEntry {
  /** Where it is in the file: the CSV line, or the entry's number in a camt.053 (counted over all its statements). */
  position: number;
  /** The account the statement is of (IBAN); '' when the CSV has no account column. */
  account: string;
  /** The bank's unique reference of the entry (AcctSvcrRef, the CSV's transaction_id): the key of an import. */
  entryReference: string;
  /** YYYY-MM-DD. */
  bookedOn: string;
  /** Always positive; `credit` says which way it went. */
  amountMinor: bigint;
  currency: string;
  credit: boolean;
  /** The payment reference the payer gave (structured reference, else the unstructured text, else EndToEndId). */
  reference: string;
  counterparty: string;
  /** The payer's account (IBAN, or the bank's other id), for an incoming payment; '' when the statement names none. */
  counterpartyAccount: string;
}

export interface ParsedStatement {
  format: StatementFormat;
  entries: StatementEntry[];
}

export type StatementErrorCode =
  | 'STATEMENT_INVALID'
  | 'STATEMENT_TOO_LARGE'
  | 'LINE_NOT_FOUND'
  | 'LINE_ALREADY_RESOLVED'
  | 'ORDER_NOT_FOUND'
  | 'ORDER_NOT_AWAITING_PAYMENT'
  | 'ORDER_NOT_PAID'
  | 'CURRENCY_MISMATCH'
  | 'REASON_REQUIRED'
  | 'INVALID_AMOUNT';

/**
 * A refusal of the bank statements' operations, with the code the client reacts to. `wordsIn` says it in another
 * language when its English cannot be recognised for it (a parser's own words in it): server/http/error-language.ts.
 */
export class StatementError extends Error {
  constructor(
    message: string,
    readonly code: StatementErrorCode = 'STATEMENT_INVALID',
    readonly wordsIn?: (language: Language) => string,
  ) {
    super(message);
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Where in the file a problem is, put before its message: 'Line 3: the amount is zero.' */
type Where = (problem: string) => string;
const atLine = (line: number): Where => (problem) => english('error.STATEMENT_INVALID.line', { line, problem });
const atEntry = (entry: number): Where => (problem) => english('error.STATEMENT_INVALID.entry', { entry, problem });
const atStatement = (statement: number): Where => (problem) => english('error.STATEMENT_INVALID.statement', { statement, problem });
const CURRENCY = /^[A-Z]{3}$/;

/** A decimal amount ("121.00", "-15.5") in minor units, refused when it has more decimals than the currency or is too large to record. */
function minorOf(text: string, currency: string, where: Where): bigint {
  const minor = parseDecimalAmount(text, currency);
  if (typeof minor === 'bigint') return minor;
  if (minor === 'too-large') throw new StatementError(where(english('error.STATEMENT_INVALID.amountTooLarge', { amount: text, max: largestAmount(currency), currency })));
  throw new StatementError(where(english('error.STATEMENT_INVALID.notAnAmount', { amount: text, currency, digits: minorUnitDigits(currency) })));
}

function checkedDate(text: string, where: Where): string {
  const date = text.trim().slice(0, 10);
  if (!DATE.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) throw new StatementError(where(english('error.STATEMENT_INVALID.bookingDate', { date: text })));
  return date;
}

function checkedCurrency(text: string, where: Where): string {
  const currency = text.trim().toUpperCase();
  if (!CURRENCY.test(currency)) throw new StatementError(where(english('error.STATEMENT_INVALID.currency', { currency: text })));
  return currency;
}

// --- camt.053 -------------------------------------------------------------------------------------------------

type Node = Record<string, unknown>;

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  // Keep every value as its text: references have leading zeros, amounts must not pass through a float.
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => ['Stmt', 'Ntry', 'TxDtls', 'Ustrd', 'Strd'].includes(name),
});

const node = (value: unknown): Node | undefined => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/** The text of an element, whether the parser gave a string or an object with attributes. */
function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  const inner = node(value)?.['#text'];
  return typeof inner === 'string' ? inner.trim() : '';
}

function at(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const step of path) current = node(current)?.[step];
  return current;
}

function firstText(...values: unknown[]): string {
  for (const value of values) {
    const found = text(value);
    if (found) return found;
  }
  return '';
}

function camtEntry(entry: unknown, account: string, position: number): StatementEntry {
  const where = atEntry(position);
  const amount = at(entry, 'Amt');
  const amountText = text(amount);
  if (!amountText) throw new StatementError(where(english('error.STATEMENT_INVALID.noAmountCamt')));
  const currencyText = String(node(amount)?.['@Ccy'] ?? '');
  if (!currencyText) throw new StatementError(where(english('error.STATEMENT_INVALID.noCurrencyCamt')));
  const currency = checkedCurrency(currencyText, where);
  const amountMinor = minorOf(amountText, currency, where);
  if (amountMinor < 0n) throw new StatementError(where(english('error.STATEMENT_INVALID.negative', { amount: amountText })));
  const direction = text(at(entry, 'CdtDbtInd'));
  if (direction !== 'CRDT' && direction !== 'DBIT') throw new StatementError(where(english('error.STATEMENT_INVALID.direction', { direction })));
  const booked = firstText(at(entry, 'BookgDt', 'Dt'), at(entry, 'BookgDt', 'DtTm'), at(entry, 'ValDt', 'Dt'));
  if (!booked) throw new StatementError(where(english('error.STATEMENT_INVALID.noBookingDate')));
  const details = list(at(entry, 'NtryDtls')).flatMap((group) => list(at(group, 'TxDtls')));
  const transaction = details[0];
  const entryReference = firstText(at(entry, 'AcctSvcrRef'), at(transaction, 'Refs', 'AcctSvcrRef'), at(transaction, 'Refs', 'TxId'));
  if (!entryReference) throw new StatementError(where(english('error.STATEMENT_INVALID.noBankReference')));
  const remittance = at(transaction, 'RmtInf');
  const structured = list(at(remittance, 'Strd')).map((part) => text(at(part, 'CdtrRefInf', 'Ref'))).find(Boolean);
  const unstructured = list(at(remittance, 'Ustrd')).map(text).filter(Boolean).join(' ');
  const endToEnd = text(at(transaction, 'Refs', 'EndToEndId'));
  const parties = at(transaction, 'RltdPties');
  const counterpartyOf = (role: 'Dbtr' | 'Cdtr') => firstText(at(parties, role, 'Nm'), at(parties, role, 'Pty', 'Nm'));
  const accountOf = (role: 'DbtrAcct' | 'CdtrAcct') => firstText(at(parties, role, 'Id', 'IBAN'), at(parties, role, 'Id', 'Othr', 'Id'));
  return {
    position,
    account,
    entryReference,
    bookedOn: checkedDate(booked, where),
    amountMinor,
    currency,
    credit: direction === 'CRDT',
    reference: structured || unstructured || (endToEnd === 'NOTPROVIDED' ? '' : endToEnd),
    counterparty: direction === 'CRDT' ? counterpartyOf('Dbtr') : counterpartyOf('Cdtr'),
    counterpartyAccount: direction === 'CRDT' ? accountOf('DbtrAcct') : accountOf('CdtrAcct'),
  };
}

/** What the XML parser's error codes are, in our words (its own message is English prose). */
const XML_PROBLEMS: Record<string, ServerMessageId> = { InvalidTag: 'statement.xmlProblem.tag', InvalidAttr: 'statement.xmlProblem.attribute', InvalidChar: 'statement.xmlProblem.character' };

/**
 * The XML is not well formed: in English with the parser's own words, as it always was; in another language where
 * (line, column) and what (by the parser's code) in ours.
 */
function xmlSyntaxError(error: { code: string; msg: string; line: number; col: number }): StatementError {
  const where = { line: error.line, column: error.col };
  return new StatementError(english('error.STATEMENT_INVALID.notWellFormed', { ...where, detail: error.msg }), 'STATEMENT_INVALID', (language) => {
    const t = serverT(language);
    return t('error.STATEMENT_INVALID.notWellFormed', { ...where, detail: t(XML_PROBLEMS[error.code] ?? 'statement.xmlProblem.other') });
  });
}

/**
 * The CSV cannot be read: in English with the parser's own words, as it always was; in another language the line
 * and what is wrong (by the parser's code, with its counts of columns) in ours.
 */
function csvSyntaxError(error: CsvError): StatementError {
  const { lines, record, columns } = error as CsvError & { lines?: number; record?: unknown[]; columns?: unknown };
  const line = lines ?? 0;
  return new StatementError(english('error.STATEMENT_INVALID.csvUnreadable', { detail: error.message }), 'STATEMENT_INVALID', (language) => {
    const t = serverT(language);
    const inconsistent = error.code === 'CSV_RECORD_INCONSISTENT_COLUMNS' || error.code === 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH';
    const problem =
      inconsistent && Array.isArray(record) && Array.isArray(columns)
        ? t('statement.csvProblem.columns', { line, got: record.length, expected: columns.length })
        : error.code === 'CSV_QUOTE_NOT_CLOSED'
          ? t('statement.csvProblem.quoteNotClosed', { line })
          : error.code === 'CSV_INVALID_CLOSING_QUOTE' || error.code === 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE'
            ? t('statement.csvProblem.closingQuote', { line })
            : error.code === 'INVALID_OPENING_QUOTE'
              ? t('statement.csvProblem.openingQuote', { line })
              : t('statement.csvProblem.other', { line });
    return t('error.STATEMENT_INVALID.csvUnreadable', { detail: problem });
  });
}

export function parseCamt053(content: string): StatementEntry[] {
  const valid = XMLValidator.validate(content);
  if (valid !== true) throw xmlSyntaxError(valid.err);
  const statements = at(xml.parse(content) as unknown, 'Document', 'BkToCstmrStmt');
  if (!node(statements)) throw new StatementError(english('error.STATEMENT_INVALID.notCamt'));
  const entries: StatementEntry[] = [];
  list(at(statements, 'Stmt')).forEach((statement, index) => {
    const account = firstText(at(statement, 'Acct', 'Id', 'IBAN'), at(statement, 'Acct', 'Id', 'Othr', 'Id'));
    if (!account) throw new StatementError(atStatement(index + 1)(english('error.STATEMENT_INVALID.noAccount')));
    for (const entry of list(at(statement, 'Ntry'))) entries.push(camtEntry(entry, account, entries.length + 1));
  });
  if (entries.length === 0) throw new StatementError(english('error.STATEMENT_INVALID.noEntries'));
  return entries;
}

// --- CSV --------------------------------------------------------------------------------------------------------

/** The CSV's columns, by their header names; account and counterparty_account (the payer's) are optional. */
export const CSV_COLUMNS = ['date', 'amount', 'currency', 'reference', 'transaction_id', 'counterparty'] as const;

interface CsvRecord {
  record: Record<string, string>;
  info: { lines: number; columns: { name: string }[] };
}

export function parseCsvStatement(content: string): StatementEntry[] {
  let records: CsvRecord[];
  try {
    records = parseCsv(content, { columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()), info: true, bom: true, skip_empty_lines: true, trim: true }) as CsvRecord[];
  } catch (error) {
    if (error instanceof CsvError) throw csvSyntaxError(error);
    throw error;
  }
  const first = records[0];
  if (!first) throw new StatementError(english('error.STATEMENT_INVALID.csvEmpty'));
  const header = first.info.columns.map((column) => column.name);
  const missing = CSV_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0) {
    const lacking = english(missing.length > 1 ? 'error.STATEMENT_INVALID.missingColumns' : 'error.STATEMENT_INVALID.missingColumn', { columns: missing.join(', '), needed: CSV_COLUMNS.join(', ') });
    throw new StatementError(atLine(1)(lacking));
  }
  return records.map(({ record, info }) => {
    const where = atLine(info.lines);
    const amountText = record.amount ?? '';
    if (!amountText) throw new StatementError(where(english('error.STATEMENT_INVALID.noAmountCsv')));
    const entryReference = record.transaction_id ?? '';
    if (!entryReference) throw new StatementError(where(english('error.STATEMENT_INVALID.noTransactionId')));
    const currency = checkedCurrency(record.currency ?? '', where);
    const signed = minorOf(amountText, currency, where);
    if (signed === 0n) throw new StatementError(where(english('error.STATEMENT_INVALID.zero')));
    return {
      position: info.lines,
      account: record.account ?? '',
      entryReference,
      bookedOn: checkedDate(record.date ?? '', where),
      amountMinor: signed < 0n ? -signed : signed,
      currency,
      credit: signed > 0n,
      reference: record.reference ?? '',
      counterparty: record.counterparty ?? '',
      counterpartyAccount: record.counterparty_account ?? '',
    };
  });
}

/** A statement in either format: XML is told by its first character. */
export function parseStatement(content: string): ParsedStatement {
  if (Buffer.byteLength(content, 'utf8') > STATEMENT_MAX_BYTES) throw new StatementError(english('error.STATEMENT_TOO_LARGE', { size: STATEMENT_MAX_BYTES / 1024 }), 'STATEMENT_TOO_LARGE');
  const trimmed = content.replace(/^\uFEFF/, '').trimStart();
  if (!trimmed) throw new StatementError(english('error.STATEMENT_INVALID.empty'));
  if (trimmed.startsWith('<')) return { format: 'camt053', entries: parseCamt053(trimmed) };
  return { format: 'csv', entries: parseCsvStatement(trimmed) };
}
