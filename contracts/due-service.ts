/**
 * The due service of the session's answer (docs/services.md "Customers see it"), apart from the services' words in
 * ./services.ts: the session is read on every page, the words only where a service is shown.
 */
import { isJsonObject } from './json-object';

/** What a service is; the schema's ServiceKind in lower case, as stored. */
export type ServiceKindName = 'package' | 'addon' | 'plugin' | 'private_registration' | 'domain';
/** A state of the serviceLifecycle machine, as stored. */
export type ServiceStatusName = 'active' | 'expiring' | 'grace' | 'expired' | 'redemption' | 'released';

/** The header tells of a service this many days before the end of its paid period (the 14-day reminder's day). */
export const SERVICE_NOTICE_DAYS = 14;

/**
 * The service the header tells of (the most urgent due one of the account), with how many others are due too:
 * part of the session's answer, so the header needs no request of its own.
 */
export interface DueService {
  kind: ServiceKindName;
  /** The package, add-on or plugin name, or the domain. */
  name: string;
  /** The website it belongs to; null for a domain. */
  website: string | null;
  status: ServiceStatusName;
  /** ISO 8601: the end of the paid period. */
  paidUntil: string;
  /** How many other services are due as well. */
  othersDue: number;
}

const KINDS: readonly string[] = ['package', 'addon', 'plugin', 'private_registration', 'domain'] satisfies ServiceKindName[];
const STATUSES: readonly string[] = ['active', 'expiring', 'grace', 'expired', 'redemption', 'released'] satisfies ServiceStatusName[];

/** The due service in a JSON value, or undefined when it is not one. */
export function dueServiceFrom(value: unknown): DueService | undefined {
  if (!isJsonObject(value)) return undefined;
  const { kind, name, website, status, paidUntil, othersDue } = value;
  if (typeof kind !== 'string' || !KINDS.includes(kind) || typeof status !== 'string' || !STATUSES.includes(status)) return undefined;
  if (typeof name !== 'string' || (website !== null && typeof website !== 'string') || typeof paidUntil !== 'string' || typeof othersDue !== 'number') return undefined;
  return { kind: kind as ServiceKindName, name, website, status: status as ServiceStatusName, paidUntil, othersDue };
}
