/**
 * The renewal links (docs/services.md "Renewing"): `GET /renew/service/:serviceId` for a signed-in owner (My
 * websites' Renew), and `GET /renew/:token`, the reminder e-mails' one-click link, which works signed out. Both make or
 * find the renewal order of the service's period and send the browser to its checkout; a link that opens nothing gets
 * a page that says why, never an error of the server.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CHECKOUT_SIGN_IN_PARAM } from '../../contracts/checkout';
import type { Auth } from '../auth/service';
import { isUuid } from '../db/uuid';
import { errorMessageIn } from '../http/error-language';
import { requestLanguage } from '../http/language';
import { serverT, type ServerMessageId } from '../i18n';
import { escapeHtml, page } from '../payments/html-page';
import { loadLifecycleSettings } from '../lifecycle/settings';
import { readRenewalLink } from './links';
import type { RenewalLinkProblem } from './links';
import { RENEWAL_MESSAGES, RenewalError, openRenewal } from './open';

type Problem = RenewalLinkProblem | RenewalError['code'] | 'NOT_SIGNED_IN';

const STATUS: Record<Problem, number> = {
  LINK_INVALID: 404,
  LINK_EXPIRED: 410,
  LINK_USED: 409,
  LINK_FOREIGN: 403,
  SERVICE_NOT_FOUND: 404,
  NOT_RENEWABLE: 409,
  NOT_RENEWED: 409,
  NOT_SIGNED_IN: 401,
};

/** Each refusal's title, and its words: a message of the page's own, or the refusal's (`error.<CODE>`, as the API says it). */
const PAGES: Record<Problem, { title: ServerMessageId; text: ServerMessageId | RenewalError['code'] }> = {
  LINK_INVALID: { title: 'page.renewal.linkInvalid.title', text: 'page.renewal.linkInvalid.text' },
  LINK_EXPIRED: { title: 'page.renewal.linkExpired.title', text: 'page.renewal.linkExpired.text' },
  LINK_USED: { title: 'page.renewal.linkUsed.title', text: 'page.renewal.linkUsed.text' },
  LINK_FOREIGN: { title: 'page.renewal.linkForeign.title', text: 'page.renewal.linkForeign.text' },
  SERVICE_NOT_FOUND: { title: 'page.renewal.serviceNotFound.title', text: 'SERVICE_NOT_FOUND' },
  NOT_RENEWABLE: { title: 'page.renewal.notRenewable.title', text: 'NOT_RENEWABLE' },
  NOT_RENEWED: { title: 'page.renewal.notRenewed.title', text: 'NOT_RENEWED' },
  NOT_SIGNED_IN: { title: 'page.renewal.notSignedIn.title', text: 'page.renewal.notSignedIn.text' },
};

/** The page that says why the link opens no renewal, in the visitor's language. */
function refuse(request: FastifyRequest, reply: FastifyReply, problem: Problem): FastifyReply {
  const { language } = requestLanguage(request);
  const t = serverT(language);
  const { title: titleId, text: textId } = PAGES[problem];
  const title = t(titleId);
  const text = textId in RENEWAL_MESSAGES ? errorMessageIn(language, textId, RENEWAL_MESSAGES[textId as RenewalError['code']]) : t(textId as ServerMessageId);
  return page(reply, language, STATUS[problem], title, `<h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(text)}</p><p><a href="/websites">${escapeHtml(t('page.myWebsites'))}</a></p>`);
}

/**
 * The checkout of the service's renewal order, or the page that says why there is none. `signInEmail` (a link opened
 * signed out) asks the checkout to open the sign-in with the account's e-mail filled in: the link's holder was sent it.
 */
async function toRenewal(request: FastifyRequest, reply: FastifyReply, auth: Auth, serviceId: string, signInEmail?: string): Promise<FastifyReply> {
  const now = auth.now();
  try {
    const settings = await loadLifecycleSettings(auth.db);
    const order = await openRenewal(auth.db, serviceId, now, settings.renewalLeadDays);
    const query = signInEmail === undefined ? '' : `?${new URLSearchParams({ [CHECKOUT_SIGN_IN_PARAM]: signInEmail }).toString()}`;
    return reply.code(303).header('cache-control', 'no-store').redirect(`/checkout/${encodeURIComponent(order.identifier)}${query}`, 303);
  } catch (error) {
    if (error instanceof RenewalError) return refuse(request, reply, error.code);
    throw error;
  }
}

export function registerRenewalRoutes(app: FastifyInstance, auth: Auth): void {
  app.get<{ Params: { serviceId: string } }>('/renew/service/:serviceId', async (request, reply) => {
    const session = await auth.current(request);
    if (!session) return refuse(request, reply, 'NOT_SIGNED_IN');
    const { serviceId } = request.params;
    // Another account's service looks exactly like a missing one.
    const owned = isUuid(serviceId) && (await auth.db.selectFrom('services').select('id').where('id', '=', serviceId).where('account_id', '=', session.user.id).executeTakeFirst());
    if (!owned) return refuse(request, reply, 'SERVICE_NOT_FOUND');
    return toRenewal(request, reply, auth, serviceId);
  });

  app.get<{ Params: { token: string } }>('/renew/:token', async (request, reply) => {
    const link = await readRenewalLink(auth.db, request.params.token, auth.now());
    if ('problem' in link) return refuse(request, reply, link.problem);
    const session = await auth.current(request);
    if (session && session.user.id !== link.accountId) return refuse(request, reply, 'LINK_FOREIGN');
    if (session) return toRenewal(request, reply, auth, link.serviceId);
    // Signed out: the link signs nobody in, it only fills in the e-mail it was sent to.
    const account = await auth.db.selectFrom('accounts').select('email').where('id', '=', link.accountId).executeTakeFirst();
    return toRenewal(request, reply, auth, link.serviceId, account?.email);
  });
}
