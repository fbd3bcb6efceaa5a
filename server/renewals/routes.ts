/**
 * The renewal links (docs/services.md "Renewing"): `GET /renew/service/:serviceId` for a signed-in owner (My
 * websites' Renew), and `GET /renew/:token`, the reminder e-mails' one-click link, which works signed out. Both make or
 * find the renewal order of the service's period and send the browser to its checkout; a link that opens nothing gets
 * a page that says why, never an error of the server.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CHECKOUT_SIGN_IN_PARAM } from '../../contracts/checkout';
import type { Auth } from '../auth/service';
import { isUuid } from '../db/uuid';
import { escapeHtml, page } from '../payments/html-page';
import { loadLifecycleSettings } from '../lifecycle/settings';
import { RENEWAL_LINK_MESSAGES, readRenewalLink } from './links';
import type { RenewalLinkProblem } from './links';
import { RENEWAL_MESSAGES, RenewalError, openRenewal } from './open';

const STATUS: Record<RenewalLinkProblem | RenewalError['code'] | 'NOT_SIGNED_IN', number> = {
  LINK_INVALID: 404,
  LINK_EXPIRED: 410,
  LINK_USED: 409,
  LINK_FOREIGN: 403,
  SERVICE_NOT_FOUND: 404,
  NOT_RENEWABLE: 409,
  NOT_SIGNED_IN: 401,
};

const PAGES = {
  ...RENEWAL_LINK_MESSAGES,
  SERVICE_NOT_FOUND: { title: 'Service not found', text: RENEWAL_MESSAGES.SERVICE_NOT_FOUND },
  NOT_RENEWABLE: { title: 'Service ended', text: RENEWAL_MESSAGES.NOT_RENEWABLE },
  NOT_SIGNED_IN: { title: 'Log in to renew', text: 'Please log in first: then renew from My websites, or open the link in your reminder e-mail.' },
} as const;

function refuse(reply: FastifyReply, problem: keyof typeof PAGES): FastifyReply {
  const { title, text } = PAGES[problem];
  return page(reply, STATUS[problem], title, `<h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(text)}</p><p><a href="/websites">My websites</a></p>`);
}

/**
 * The checkout of the service's renewal order, or the page that says why there is none. `signInEmail` (a link opened
 * signed out) asks the checkout to open the sign-in with the account's e-mail filled in: the link's holder was sent it.
 */
async function toRenewal(reply: FastifyReply, auth: Auth, serviceId: string, signInEmail?: string): Promise<FastifyReply> {
  const now = auth.now();
  try {
    const settings = await loadLifecycleSettings(auth.db);
    const order = await openRenewal(auth.db, serviceId, now, settings.renewalLeadDays);
    const query = signInEmail === undefined ? '' : `?${new URLSearchParams({ [CHECKOUT_SIGN_IN_PARAM]: signInEmail }).toString()}`;
    return reply.code(303).header('cache-control', 'no-store').redirect(`/checkout/${encodeURIComponent(order.identifier)}${query}`, 303);
  } catch (error) {
    if (error instanceof RenewalError) return refuse(reply, error.code);
    throw error;
  }
}

export function registerRenewalRoutes(app: FastifyInstance, auth: Auth): void {
  app.get<{ Params: { serviceId: string } }>('/renew/service/:serviceId', async (request, reply) => {
    const session = await auth.current(request);
    if (!session) return refuse(reply, 'NOT_SIGNED_IN');
    const { serviceId } = request.params;
    // Another account's service looks exactly like a missing one.
    const owned = isUuid(serviceId) && (await auth.db.selectFrom('services').select('id').where('id', '=', serviceId).where('account_id', '=', session.user.id).executeTakeFirst());
    if (!owned) return refuse(reply, 'SERVICE_NOT_FOUND');
    return toRenewal(reply, auth, serviceId);
  });

  app.get<{ Params: { token: string } }>('/renew/:token', async (request, reply) => {
    const link = await readRenewalLink(auth.db, request.params.token, auth.now());
    if ('problem' in link) return refuse(reply, link.problem);
    const session = await auth.current(request);
    if (session && session.user.id !== link.accountId) return refuse(reply, 'LINK_FOREIGN');
    if (session) return toRenewal(reply, auth, link.serviceId);
    // Signed out: the link signs nobody in, it only fills in the e-mail it was sent to.
    const account = await auth.db.selectFrom('accounts').select('email').where('id', '=', link.accountId).executeTakeFirst();
    return toRenewal(reply, auth, link.serviceId, account?.email);
  });
}
