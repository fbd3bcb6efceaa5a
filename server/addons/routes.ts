/**
 * `GET /add-on/:project/:item` (docs/services.md "Add-ons bought alone"): My services' and the price list's Add, a
 * plain link as Renew is. Signed in, it finds the account's draft add-on order of that add-on for that website, or
 * makes one (createAddonOrder), and sends the browser to its checkout; a refusal is a page that says why.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../../contracts/language';
import type { Auth } from '../auth/service';
import { errorMessageIn } from '../http/error-language';
import { requestLanguage } from '../http/language';
import { serverT, type ServerT } from '../i18n';
import type { PricingCatalogue } from '../domain/checkout/types';
import { escapeHtml, page } from '../payments/html-page';
import type { CatalogueSource } from '../domain/catalogue-source';
import { createAddonOrder } from '../orders/create-addon-order';
import { OrderError } from '../orders/create-package-order';

/** Where a website's Add of an add-on leads. */
export const addonPathOf = (project: string, item: string) => `/add-on/${encodeURIComponent(project)}/${encodeURIComponent(item)}`;

const STATUS: Record<string, number> = { PROJECT_NOT_FOUND: 404, ADDON_NOT_FOUND: 404 };

/** The page that says why, in the visitor's language: `words` gives its title and text in it. */
function refuse(request: FastifyRequest, reply: FastifyReply, status: number, words: (t: ServerT, language: Language) => { title: string; text: string }): FastifyReply {
  const { language } = requestLanguage(request);
  const t = serverT(language);
  const { title, text } = words(t, language);
  return page(reply, language, status, title, `<h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(text)}</p><p><a href="/my/services">${escapeHtml(t('page.myServices'))}</a></p>`);
}

export function registerAddonRoutes(app: FastifyInstance, options: { auth: Auth; catalogues: CatalogueSource<Map<string, PricingCatalogue>>; currency: string }): void {
  const { auth } = options;
  app.get<{ Params: { project: string; item: string } }>('/add-on/:project/:item', async (request, reply) => {
    const session = await auth.current(request);
    if (!session) return refuse(request, reply, 401, (t) => ({ title: t('page.addon.signIn.title'), text: t('page.addon.signIn.text') }));
    const { project, item } = request.params;
    // A draft of the same add-on for the same website is the one to continue: a second click makes no second order.
    const draft = await auth.db
      .selectFrom('orders')
      .innerJoin('websites', 'websites.id', 'orders.website_id')
      .innerJoin('order_items', 'order_items.order_id', 'orders.id')
      .innerJoin('addon', 'addon.id', 'order_items.addon_id')
      .select('orders.identifier')
      .where('orders.account_id', '=', session.user.id)
      .where('orders.kind', '=', 'addon')
      .where('orders.status', '=', 'draft')
      .where('websites.name', '=', project)
      .where('addon.identifier', '=', item)
      .orderBy('orders.created_at', 'desc')
      .executeTakeFirst();
    try {
      const identifier = draft?.identifier ?? (await createAddonOrder({ db: auth.db, catalogues: options.catalogues, currency: options.currency, now: auth.now() }, { accountId: session.user.id, projectName: project, itemIdentifier: item })).orderIdentifier;
      return reply.code(303).header('cache-control', 'no-store').redirect(`/checkout/${encodeURIComponent(identifier)}`, 303);
    } catch (error) {
      if (error instanceof OrderError) return refuse(request, reply, STATUS[error.code] ?? 409, (t, language) => ({ title: t('page.addon.refused.title'), text: errorMessageIn(language, error.code, error.message) }));
      throw error;
    }
  });
}
