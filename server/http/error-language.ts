/**
 * The portal's refusals in the request's language (docs/frontend.md "Messages in Czech and English"): a REST error
 * body or a GraphQL error whose message is one of its code's English messages in the server's catalogue
 * (`error.<CODE>`, or `error.<CODE>.<variant>` where one code has more than one message) is answered in the language
 * of the request (server/http/language.ts). A message with details of the request in it (`{domain}`, a website's name)
 * is recognised by its English words around them, and the details are put into the other language's message as they
 * were. Two kinds of values are words themselves: a `select` (an order's status) is recognised by its English words
 * and chosen again in the other language, and a value named `problem` (a bank statement's 'Line 3: ...') is another
 * of the code's messages, translated too (unknown, the whole message stays as it was). A GraphQL error's field
 * messages (`extensions.errors`) are answered the same way. English answers are never touched.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '../../contracts/language';
import { formatDateTimeIn, formatDayIn, INTL_LOCALES, serverT, type ServerMessageId } from '../i18n';
import { messages as english } from '../i18n/locales/en';
import { requestLanguage } from './language';

/** A compiled message's parts: its words, `[name]` where a value goes, `[name, 'select', options]` for a choice of words. */
type Part = string | [string] | [string, string, Record<string, unknown>];
const parts = (compiled: unknown): Part[] => (Array.isArray(compiled) ? (compiled as Part[]) : [String(compiled)]);
const escaped = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A value that is another message of the same code, translated with it (a statement's 'Line 3: {problem}'). */
const NESTED = 'problem';

/** A select's English words for each of its choices ('awaiting payment' -> 'awaiting_payment'); 'other' is not recognised. */
function choices(part: Part): Map<string, string> | undefined {
  if (!Array.isArray(part) || part[1] !== 'select' || part.length < 3) return undefined;
  const options = part[2] as Record<string, unknown>;
  const words = Object.entries(options).flatMap(([key, option]) => (key === 'other' ? [] : [[parts(option).map((piece) => (typeof piece === 'string' ? piece : '')).join(''), key] as const]));
  return new Map(words);
}

interface Pattern {
  code: string;
  id: ServerMessageId;
  pattern: RegExp;
  names: string[];
  /** For each value, the English words of its choices when it is a select. */
  selects: (Map<string, string> | undefined)[];
}

/** Code and English message -> the catalogue's id, for the messages without values. */
const KNOWN = new Map<string, ServerMessageId>();
/** The messages with values: the English words around the values as a pattern, and the values' names in order. */
const PATTERNS: Pattern[] = [];
for (const [id, compiled] of Object.entries(english)) {
  const code = /^error\.([A-Z_0-9]+)(?:\.|$)/.exec(id)?.[1];
  if (!code) continue;
  const message = parts(compiled);
  const values = message.filter((part): part is Exclude<Part, string> => Array.isArray(part));
  if (values.length === 0) {
    KNOWN.set(`${code}\n${message.join('')}`, id as ServerMessageId);
    continue;
  }
  const selects = values.map(choices);
  const source = message
    .map((part) => {
      if (!Array.isArray(part)) return escaped(part);
      const words = choices(part);
      return words ? `(${[...words.keys()].sort((a, b) => b.length - a.length).map(escaped).join('|')})` : '(.+?)';
    })
    .join('');
  PATTERNS.push({ code, id: id as ServerMessageId, names: values.map(([name]) => name), selects, pattern: new RegExp(`^${source}$`, 's') });
}
// The most words first: a message that is another's with more after it ('The payment is in {currency} but order
// {identifier} is in {orderCurrency}: refund it at the bank...') is not taken for the shorter one with a longer value.
const wordsOf = (pattern: Pattern) => parts(english[pattern.id]).reduce((length, part) => length + (typeof part === 'string' ? part.length : 0), 0);
PATTERNS.sort((a, b) => wordsOf(b) - wordsOf(a));

/**
 * Refusals that say themselves in a language: a message whose English has words that are not ours in it (a parser's
 * own error), which cannot be recognised, so the refusal gives its words in the language itself. Keyed by the error
 * made of the refusal (server/schema/resolvers/guard.ts codedCall).
 */
const OWN_WORDS = new WeakMap<object, (language: Language) => string>();

/** `error` is said in a language by `words` rather than by recognising its English. */
export function saysItself(error: object, words: (language: Language) => string): void {
  OWN_WORDS.set(error, words);
}

/** The words of a refusal that says itself (the error, or the error it was located from), in the language. */
function ownWords(error: object, language: Language): string | undefined {
  const original = (error as { originalError?: unknown }).originalError;
  const words = OWN_WORDS.get(error) ?? (typeof original === 'object' && original !== null ? OWN_WORDS.get(original) : undefined);
  return words?.(language);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MOMENT = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}) UTC$/;
const NUMBER = /^\d+(?:\.(\d+))?$/;
const MONEY = /^(\d+(?:\.(\d+))?) ([A-Z]{3})$/;

/** A decimal the server wrote ('3650', '90071992547409.91') by Intl in the language, exactly: Intl reads the digits as written. */
const numberIn = (language: Language, digits: string, decimals = 0, currency?: string) =>
  new Intl.NumberFormat(INTL_LOCALES[language], { minimumFractionDigits: decimals, ...(currency ? { style: 'currency', currency } : {}) }).format(digits as unknown as number);

/**
 * The values the server writes itself, by their name, written again by Intl in the language: a day ('2026-11-28'), a
 * moment ('2026-11-28 14:00 UTC'), a number or a limit ('3650', '90071992547409.91'), an amount with its currency
 * ('1300.00 EUR'). What the person typed (a quoted amount, a date of a file, a name) is no such value and stays as it was.
 */
const SERVER_VALUES: Record<string, (value: string, language: Language) => string | undefined> = {
  today: (value, language) => (DAY.test(value) ? formatDayIn(language, value) : undefined),
  day: (value, language) => (DAY.test(value) ? formatDayIn(language, value) : undefined),
  at: (value, language) => {
    const moment = MOMENT.exec(value);
    return moment ? formatDateTimeIn(language, `${moment[1] ?? ''}T${moment[2] ?? ''}:00.000Z`) : undefined;
  },
  max: (value, language) => {
    const number = NUMBER.exec(value);
    return number ? numberIn(language, value, number[1]?.length ?? 0) : undefined;
  },
  size: (value, language) => (NUMBER.test(value) ? numberIn(language, value) : undefined),
  amount: (value, language) => {
    const money = MONEY.exec(value);
    return money ? numberIn(language, money[1] ?? '', money[2]?.length ?? 0, money[3]) : undefined;
  },
  total: (value, language) => {
    const money = MONEY.exec(value);
    return money ? numberIn(language, money[1] ?? '', money[2]?.length ?? 0, money[3]) : undefined;
  },
};

/** The message in the language when it is one of the code's known English messages; undefined otherwise. */
export function translatedErrorMessage(code: string, message: string, language: Language): string | undefined {
  if (language === 'en') return undefined;
  const id = KNOWN.get(`${code}\n${message}`);
  if (id !== undefined) return serverT(language)(id);
  for (const known of PATTERNS) {
    const found = known.code === code ? known.pattern.exec(message) : null;
    if (!found) continue;
    const values: Record<string, string> = {};
    known.names.forEach((name, at) => {
      const value = found[at + 1] ?? '';
      values[name] = known.selects[at]?.get(value) ?? SERVER_VALUES[name]?.(value, language) ?? value;
    });
    if (NESTED in values) {
      const problem = translatedErrorMessage(code, values[NESTED] ?? '', language);
      if (problem === undefined) continue;
      values[NESTED] = problem;
    }
    return serverT(language)(known.id, values);
  }
  return undefined;
}

/** A refusal's message in the language: its code's catalogue message when its English is known, else as it was (the server's own pages). */
export const errorMessageIn = (language: Language, code: string, message: string): string => translatedErrorMessage(code, message, language) ?? message;

/** Field -> message (a back-office form's per-field refusals) with each known message in the language, others as they were; undefined when none is known. */
export function translatedFieldMessages(code: string, errors: unknown, language: Language): Record<string, unknown> | undefined {
  if (language === 'en' || typeof errors !== 'object' || errors === null || Array.isArray(errors)) return undefined;
  let changed = false;
  const translated = Object.fromEntries(
    Object.entries(errors as Record<string, unknown>).map(([field, message]) => {
      const words = typeof message === 'string' ? translatedErrorMessage(code, message, language) : undefined;
      if (words === undefined) return [field, message];
      changed = true;
      return [field, words];
    }),
  );
  return changed ? translated : undefined;
}

interface ErrorBody {
  error: { code: string; message: string; parameter?: string };
}

function isErrorBody(payload: unknown): payload is ErrorBody {
  if (typeof payload !== 'object' || payload === null || !('error' in payload)) return false;
  const { error } = payload as { error: unknown };
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string' && typeof (error as { message?: unknown }).message === 'string';
}

/** REST: the one error body of every refusal (server/http/errors.ts), in the request's language. */
export function registerErrorLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (!isErrorBody(payload)) return payload;
    const message = translatedErrorMessage(payload.error.code, payload.error.message, requestLanguage(request).language);
    return message === undefined ? payload : { error: { ...payload.error, message } };
  });
}

interface CodedError {
  message: string;
  extensions?: { code?: unknown; errors?: unknown };
}

/**
 * GraphQL: the errors of a result with each known message, and each known field message (`extensions.errors`), in the
 * language of the request it answers; `rewrite` makes the error again with the new message and extensions (an error
 * object may be shared, so it is never changed in place). Undefined when nothing changes.
 */
export function translatedGraphQLErrors<E extends CodedError>(errors: readonly E[] | undefined, request: FastifyRequest, rewrite: (error: E, message: string, extensions: E['extensions']) => E): E[] | undefined {
  if (!errors?.length) return undefined;
  const { language } = requestLanguage(request);
  if (language === 'en') return undefined;
  let changed = false;
  const translated = errors.map((error) => {
    const code = error.extensions?.code;
    if (typeof code !== 'string') return error;
    const message = ownWords(error, language) ?? translatedErrorMessage(code, error.message, language);
    const fields = translatedFieldMessages(code, error.extensions?.errors, language);
    if (message === undefined && fields === undefined) return error;
    changed = true;
    return rewrite(error, message ?? error.message, fields === undefined ? error.extensions : { ...error.extensions, errors: fields });
  });
  return changed ? translated : undefined;
}
