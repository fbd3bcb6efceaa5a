/**
 * A service's status in the words customers read (docs/services.md), the same in My services and the back office:
 * grace means the free version for a website's services and renewal at the normal price for a domain.
 */
export type ServiceStatusName = 'active' | 'expiring' | 'grace' | 'expired' | 'redemption' | 'released';
export type ServiceKindName = 'package' | 'addon' | 'plugin' | 'private_registration' | 'domain';

const WORDS: Record<Exclude<ServiceStatusName, 'grace'>, string> = {
  active: 'Active',
  expiring: 'Renewal due',
  expired: 'Archived',
  redemption: 'In redemption: restoring costs a fee',
  released: 'Released',
};

export function serviceStatusText(kind: ServiceKindName, status: ServiceStatusName): string {
  if (status === 'grace') return kind === 'domain' ? 'Expired: renew at the normal price' : 'Lapsed: on the free version';
  return WORDS[status];
}
