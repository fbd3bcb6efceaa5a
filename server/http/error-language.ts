/**
 * The portal's refusals in the request's language (docs/frontend.md "Messages in Czech and English"): a REST error
 * body whose message is its code's English message in the server's catalogue (`error.<CODE>`) is answered in the
 * language of the request (server/http/language.ts). Any other message, one built with details of the request, goes
 * as it was written; English answers are never touched.
 */
import type { FastifyInstance } from 'fastify';
import type { Language } from '../../contracts/language';
import { serverT, type ServerMessageId } from '../i18n';
import { messages as english } from '../i18n/locales/en';
import { requestLanguage } from './language';

interface ErrorBody {
  error: { code: string; message: string; parameter?: string };
}

function isErrorBody(payload: unknown): payload is ErrorBody {
  if (typeof payload !== 'object' || payload === null || !('error' in payload)) return false;
  const { error } = payload as { error: unknown };
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string' && typeof (error as { message?: unknown }).message === 'string';
}

/** The message in the language when it is the code's known English message; undefined otherwise. */
export function translatedErrorMessage(code: string, message: string, language: Language): string | undefined {
  const id = `error.${code}`;
  const known = english[id];
  if (language === 'en' || known === undefined || (Array.isArray(known) ? known.join('') : known) !== message) return undefined;
  return serverT(language)(id as ServerMessageId);
}

export function registerErrorLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (!isErrorBody(payload)) return payload;
    const message = translatedErrorMessage(payload.error.code, payload.error.message, requestLanguage(request).language);
    return message === undefined ? payload : { error: { ...payload.error, message } };
  });
}
