/**
 * The account's services as customers read them (docs/services.md "Customers see it"): the status in words, shared by
 * the server (myServices' statusText) and the browser (My services, the header's notice), so both say the same.
 */
import type { DueService, ServiceKindName, ServiceStatusName } from './due-service';

export { SERVICE_NOTICE_DAYS, dueServiceFrom, type DueService, type ServiceKindName, type ServiceStatusName } from './due-service';

const STATUS_WORDS: Record<ServiceStatusName, string> = {
  active: 'Active',
  expiring: 'Renewal due',
  grace: 'Lapsed: on the free version',
  redemption: 'In redemption: restoring costs a fee',
  expired: 'Archived',
  released: 'Released',
};

/**
 * The kinds that run by a domain's dates: the domain, and its private registration, a property of the domain that
 * runs until the domain's date and goes through grace, redemption and release with it (docs/services.md).
 */
export const runsByDomainDates = (kind: ServiceKindName) => kind === 'domain' || kind === 'private_registration';

/** A private registration released has ended (its domain's registrant data are public), which is not a name released. */
export const registrationEnded = (kind: ServiceKindName, status: ServiceStatusName) => kind === 'private_registration' && status === 'released';

/** A private registration whose domain was renewed without it (`notRenewed`), still running to its date. */
export const registrationNotRenewed = (notRenewed: boolean | null | undefined, status: ServiceStatusName) => Boolean(notRenewed) && (status === 'active' || status === 'expiring');

/** A domain's grace is not the free version: it still renews at the normal price. */
const DOMAIN_GRACE_WORDS = 'Expired: renew at the normal price';

/** A private registration released is not a name given back to the registry: it has ended, the registrant data are public. */
const REGISTRATION_ENDED_WORDS = 'Ended';
/** A private registration whose domain was renewed without it, while it runs to its date. */
const NOT_RENEWED_WORDS = 'Not renewed: ends on its date';

/** The status of a service of this kind in the words customers read; `notRenewed`: a private registration dropped. */
export function serviceStatusWords(kind: ServiceKindName, status: ServiceStatusName, notRenewed = false): string {
  if (kind === 'private_registration' && status === 'released') return REGISTRATION_ENDED_WORDS;
  if (notRenewed && (status === 'active' || status === 'expiring')) return NOT_RENEWED_WORDS;
  return runsByDomainDates(kind) && status === 'grace' ? DOMAIN_GRACE_WORDS : STATUS_WORDS[status];
}

const KIND_WORDS: Record<ServiceKindName, string> = {
  package: 'package',
  addon: 'add-on',
  plugin: 'plugin',
  private_registration: 'private registration',
  domain: 'domain',
};

/** 'Mini package for demo-blog', 'domain example.com', 'private registration of example.com'. */
export function serviceTitle(service: Pick<DueService, 'kind' | 'name' | 'website'>): string {
  if (service.kind === 'domain') return `domain ${service.name}`;
  if (service.kind === 'private_registration') return `private registration of ${service.name}`;
  return `${service.name} ${KIND_WORDS[service.kind]}${service.website ? ` for ${service.website}` : ''}`;
}
