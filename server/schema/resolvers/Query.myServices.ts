import { serviceStatusWords } from '../../../contracts/services';
import { calendarDaysBetween } from '../../domain/checkout/partial-period';
import { PRICELIST_PERIOD_MONTHS } from '../../domain/catalogue-snapshot';
import type { AddonOffer } from '../../domain/checkout/types';
import { isRenewable } from '../../lifecycle/service-status';
import { addonPathOf } from '../../addons/routes';
import { pricingCatalogue } from '../../orders/pricing-catalogue';
import { listAccountServices, type AccountService } from '../../services/my-services';
import type { QueryResolvers, Service } from '../generated/resolvers-types';
import { requireUser } from './guard';

/** Where a customer renews a service (the renewal route of server/renewals). */
export const renewPathOf = (serviceId: string) => `/renew/service/${encodeURIComponent(serviceId)}`;

/** The statuses in which a website has an add-on: it is not offered again until it lapses. */
const HAS_IT = new Set<AccountService['status']>(['active', 'expiring']);

function toService(service: AccountService, addons: Service['addons']): Service {
  const renewable = isRenewable({ kind: service.kind, status: service.status, paid_until: service.paidUntil });
  return {
    id: service.id,
    kind: service.kind.toUpperCase() as Service['kind'],
    name: service.name,
    website: service.website,
    status: service.status.toUpperCase() as Service['status'],
    statusText: serviceStatusWords(service.kind, service.status),
    paidUntil: service.paidUntil.toISOString(),
    autoRenew: service.autoRenew,
    renewPath: renewable ? renewPathOf(service.id) : null,
    addons,
  };
}

export const myServices: QueryResolvers['myServices'] = async (_parent, _args, context) => {
  const user = await requireUser(context);
  const services = await listAccountServices(context.db, user.id);
  const now = context.auth.now();
  // Add-ons sold with a yearly price, as createAddonOrder sells them.
  let sold: AddonOffer[] | undefined;
  const offers = async (website: string | null): Promise<Service['addons']> => {
    sold ??= [...(await pricingCatalogue(context.pricing, context.defaultCurrency)).addons.values()]
      .filter((offer) => offer.prices.has(PRICELIST_PERIOD_MONTHS))
      .sort((a, b) => a.position - b.position || a.identifier.localeCompare(b.identifier));
    const held = new Set(services.filter((other) => other.website === website && other.addonIdentifier !== null && HAS_IT.has(other.status)).map((other) => other.addonIdentifier));
    return sold.filter((offer) => !held.has(offer.identifier)).map((offer) => ({ identifier: offer.identifier, title: offer.title, addPath: addonPathOf(website ?? '', offer.identifier) }));
  };
  const paidPackage = (service: AccountService) => service.kind === 'package' && service.website !== null && HAS_IT.has(service.status) && calendarDaysBetween(now, service.paidUntil) > 0;
  return Promise.all(services.map(async (service) => toService(service, paidPackage(service) ? await offers(service.website) : [])));
};
