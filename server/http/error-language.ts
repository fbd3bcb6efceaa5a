/**
 * The portal's refusals in the request's language (docs/frontend.md "Messages in Czech and English"): a REST error
 * body or a GraphQL error whose message is one of its code's English messages in the server's catalogue
 * (`error.<CODE>`, or `error.<CODE>.<variant>` where one code has more than one message) is answered in the language
 * of the request (server/http/language.ts). A message with details of the request in it (`{domain}`, a website's name)
 * is recognised by its English words around them, and the details are put into the other language's message as they
 * were. English answers are never touched.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '../../contracts/language';
import { serverT, type ServerMessageId } from '../i18n';
import { messages as english } from '../i18n/locales/en';
import { requestLanguage } from './language';

/** A compiled message's parts: its words, and `[name]` where a value goes (the refusals have no plurals). */
type Part = string | [string];
const parts = (compiled: unknown): Part[] => (Array.isArray(compiled) ? (compiled as Part[]) : [String(compiled)]);
const escaped = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Code and English message -> the catalogue's id, for the messages without values. */
const KNOWN = new Map<string, ServerMessageId>();
/** The messages with values: the English words around the values as a pattern, and the values' names in order. */
const PATTERNS: { code: string; id: ServerMessageId; pattern: RegExp; names: string[] }[] = [];
for (const [id, compiled] of Object.entries(english)) {
  const code = /^error\.([A-Z_]+)(?:\.|$)/.exec(id)?.[1];
  if (!code) continue;
  const message = parts(compiled);
  const names = message.filter((part): part is [string] => Array.isArray(part)).map(([name]) => name);
  if (names.length === 0) KNOWN.set(`${code}\n${message.join('')}`, id as ServerMessageId);
  else PATTERNS.push({ code, id: id as ServerMessageId, names, pattern: new RegExp(`^${message.map((part) => (Array.isArray(part) ? '(.+)' : escaped(part))).join('')}$`, 's') });
}

/** The message in the language when it is one of the code's known English messages; undefined otherwise. */
export function translatedErrorMessage(code: string, message: string, language: Language): string | undefined {
  if (language === 'en') return undefined;
  const id = KNOWN.get(`${code}\n${message}`);
  if (id !== undefined) return serverT(language)(id);
  for (const known of PATTERNS) {
    const found = known.code === code ? known.pattern.exec(message) : null;
    if (found) return serverT(language)(known.id, Object.fromEntries(known.names.map((name, at) => [name, found[at + 1] ?? ''])));
  }
  return undefined;
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
  extensions?: { code?: unknown };
}

/**
 * GraphQL: the errors of a result with each known message in the language of the request it answers; `rewrite` makes
 * the error again with the new message (an error object may be shared, so it is never changed in place). Undefined
 * when nothing changes.
 */
export function translatedGraphQLErrors<E extends CodedError>(errors: readonly E[] | undefined, request: FastifyRequest, rewrite: (error: E, message: string) => E): E[] | undefined {
  if (!errors?.length) return undefined;
  const { language } = requestLanguage(request);
  if (language === 'en') return undefined;
  let changed = false;
  const translated = errors.map((error) => {
    const code = error.extensions?.code;
    const message = typeof code === 'string' ? translatedErrorMessage(code, error.message, language) : undefined;
    if (message === undefined) return error;
    changed = true;
    return rewrite(error, message);
  });
  return changed ? translated : undefined;
}
