/**
 * PUT /api/account/language: the signed-in person's choice of the header's language switch, kept with the account
 * (migration 0044) and given back at each sign-in (docs/frontend.md "Messages in Czech and English").
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_DAYS, isLanguage, type Language } from '../../contracts/language';
import { apiError } from '../http/errors';
import { sessionCookieOptions } from './cookie';
import type { Auth } from './service';

/** The visitor's language cookie, as the browser's switch writes it: read by the page's script too, so not HttpOnly. */
export function setLanguageCookie(request: FastifyRequest, reply: FastifyReply, language: Language): void {
  reply.setCookie(LANGUAGE_COOKIE, language, { ...sessionCookieOptions(request), httpOnly: false, maxAge: LANGUAGE_COOKIE_DAYS * 24 * 60 * 60 });
}

export function registerLanguageRoute(app: FastifyInstance, auth: Auth): void {
  app.put('/api/account/language', async (request, reply) => {
    const language = typeof request.body === 'object' && request.body !== null ? (request.body as { language?: unknown }).language : undefined;
    if (!isLanguage(language)) return reply.code(400).send(apiError('INVALID_PARAMETER', 'Choose English (en) or Czech (cs).', 'language'));
    const session = await auth.current(request);
    if (!session) return reply.code(401).send(apiError('UNAUTHENTICATED', 'Log in to keep the language with your account.'));
    await auth.db.updateTable('accounts').set({ language }).where('id', '=', session.user.id).execute();
    setLanguageCookie(request, reply, language);
    return reply.code(204).send();
  });
}
