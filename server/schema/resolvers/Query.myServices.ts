import { serviceStatusWords } from '../../../contracts/services';
import { addonOffersOf } from '../../addons/offers';
import { isRenewable } from '../../lifecycle/service-status';
import { pricingCatalogue } from '../../orders/pricing-catalogue';
import { accountDowngrades, type WebsiteDowngrades } from '../../renewals/downgrade';
import { lastAutomaticCharges } from '../../renewals/charge-outcomes';
import type { AutomaticCharge } from '../../../contracts/saved-cards';
import { listAccountServices, type AccountService } from '../../services/my-services';
import { nextPackageOf } from './package-downgrade';
import type { QueryResolvers, Service } from '../generated/resolvers-types';
import type { GraphQLContext } from '../context';
import { requireUser } from './guard';

/** Where a customer renews a service (the renewal route of server/renewals). */
export const renewPathOf = (serviceId: string) => `/renew/service/${encodeURIComponent(serviceId)}`;

const OUTCOMES = { renewed: 'RENEWED', charged: 'CHARGED', failed: 'FAILED', needsConfirmation: 'NEEDS_CONFIRMATION' } as const;

function toService(service: AccountService, addons: Service['addons'], downgrades: WebsiteDowngrades | undefined, charge: AutomaticCharge | undefined): Service {
  const renewable = isRenewable({ kind: service.kind, status: service.status, paid_until: service.paidUntil, dropped: service.dropped });
  return {
    id: service.id,
    kind: service.kind.toUpperCase() as Service['kind'],
    name: service.name,
    website: service.website,
    status: service.status.toUpperCase() as Service['status'],
    statusText: serviceStatusWords(service.kind, service.status, service.dropped),
    paidUntil: service.paidUntil.toISOString(),
    autoRenew: service.autoRenew,
    renewPath: renewable ? renewPathOf(service.id) : null,
    notRenewed: service.dropped,
    addons,
    nextPackage: downgrades?.next ? nextPackageOf(downgrades.next) : null,
    downgrades: downgrades?.options ?? [],
    lastAutomaticCharge: charge ? { ...charge, outcome: OUTCOMES[charge.outcome], chargedCard: charge.chargedCard ?? null } : null,
  };
}

export const myServices: QueryResolvers['myServices'] = async (_parent, _args, context) => servicesOfAccount(context, (await requireUser(context)).id);

/** The account's services as the schema's Service, each package with its add-on offers. */
export async function servicesOfAccount(context: GraphQLContext, accountId: string): Promise<Service[]> {
  const services = await listAccountServices(context.db, accountId);
  const catalogue = await pricingCatalogue(context.pricing, context.defaultCurrency);
  const now = context.auth.now();
  const downgrades = await accountDowngrades(context.db, accountId);
  const charges = await lastAutomaticCharges(context.db, accountId, now);
  const addonsOf = (website: string) => services.filter((other) => other.website === website).map((other) => ({ identifier: other.addonIdentifier, status: other.status }));
  return services.map((service) => {
    const websitePackage = service.kind === 'package' && service.website !== null;
    return toService(service, websitePackage ? addonOffersOf(catalogue, service.website ?? '', service, addonsOf(service.website ?? ''), now) : [], websitePackage ? downgrades.get(service.website ?? '') : undefined, charges.get(service.id));
  });
}
