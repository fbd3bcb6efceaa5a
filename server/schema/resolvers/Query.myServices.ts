import { serviceStatusWords } from '../../../contracts/services';
import { isRenewable } from '../../lifecycle/service-status';
import { listAccountServices, type AccountService } from '../../services/my-services';
import type { QueryResolvers, Service } from '../generated/resolvers-types';
import { requireUser } from './guard';

/** Where a customer renews a service (the renewal route of server/renewals). */
export const renewPathOf = (serviceId: string) => `/renew/service/${encodeURIComponent(serviceId)}`;

function toService(service: AccountService): Service {
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
  };
}

export const myServices: QueryResolvers['myServices'] = async (_parent, _args, context) => {
  const user = await requireUser(context);
  return (await listAccountServices(context.db, user.id)).map(toService);
};
