import { serviceStatusWords } from '../../../contracts/services';
import { addonOffersOf } from '../../addons/offers';
import { isRenewable } from '../../lifecycle/service-status';
import { pricingCatalogue } from '../../orders/pricing-catalogue';
import { listAccountServices, type AccountService } from '../../services/my-services';
import type { QueryResolvers, Service } from '../generated/resolvers-types';
import type { GraphQLContext } from '../context';
import { requireUser } from './guard';

/** Where a customer renews a service (the renewal route of server/renewals). */
export const renewPathOf = (serviceId: string) => `/renew/service/${encodeURIComponent(serviceId)}`;

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

export const myServices: QueryResolvers['myServices'] = async (_parent, _args, context) => servicesOfAccount(context, (await requireUser(context)).id);

/** The account's services as the schema's Service, each package with its add-on offers. */
export async function servicesOfAccount(context: GraphQLContext, accountId: string): Promise<Service[]> {
  const services = await listAccountServices(context.db, accountId);
  const catalogue = await pricingCatalogue(context.pricing, context.defaultCurrency);
  const now = context.auth.now();
  const addonsOf = (website: string) => services.filter((other) => other.website === website).map((other) => ({ identifier: other.addonIdentifier, status: other.status }));
  return services.map((service) => toService(service, service.kind === 'package' && service.website !== null ? addonOffersOf(catalogue, service.website, service, addonsOf(service.website), now) : []));
};
