/**
 * The portal's refusals in the request's language (docs/frontend.md "Messages in Czech and English"): a REST error
 * body or a GraphQL error whose message is one of its code's English messages in the server's catalogue
 * (`error.<CODE>`, or `error.<CODE>.<variant>` where one code has more than one message) is answered in the language
 * of the request (server/http/language.ts). A message built with details of the request (a website's name) goes as
 * it was written; English answers are never touched.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '../../contracts/language';
import { serverT, type ServerMessageId } from '../i18n';
import { messages as english } from '../i18n/locales/en';
import { requestLanguage } from './language';

const text = (compiled: unknown) => (Array.isArray(compiled) ? compiled.join('') : String(compiled));

/** Code and English message -> the catalogue's id. */
const KNOWN = new Map<string, ServerMessageId>();
for (const [id, compiled] of Object.entries(english)) {
  const code = /^error\.([A-Z_]+)(?:\.|$)/.exec(id)?.[1];
  if (code) KNOWN.set(`${code}\n${text(compiled)}`, id as ServerMessageId);
}

/** The message in the language when it is one of the code's known English messages; undefined otherwise. */
export function translatedErrorMessage(code: string, message: string, language: Language): string | undefined {
  const id = KNOWN.get(`${code}\n${message}`);
  return language === 'en' || id === undefined ? undefined : serverT(language)(id);
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
