/**
 * The one writer of a service's status and paid period (docs/services.md). The daily job's look, a paid renewal, an
 * operator's extension or end ask it; it rebuilds the service's snapshot of the serviceLifecycle machine
 * (machines/serviceLifecycle.ts) from the stored row, asks the machine where the event leads, and stores that with a
 * conditional update from what it read: of two changes at once exactly one wins, the other sees `null` and may read
 * again. Callers do what the steps ask (e-mail, the free version) in the same transaction.
 */
import type { Kysely, Transaction } from 'kysely';
import { moveService, restoreService } from '../../machines/serviceLifecycle';
import type { ServiceLifecycleEvent, ServiceLifecycleSettings, ServiceStatus } from '../../machines/serviceLifecycle';
import type { Selectable } from 'kysely';
import type { Database, ServicesTable } from '../db/schema';
import { DEFAULT_LIFECYCLE_SETTINGS } from './settings';

export type { ServiceLifecycleEvent, ServiceStatus } from '../../machines/serviceLifecycle';
export { runsByDomainDates } from '../../contracts/services';

type Executor = Kysely<Database> | Transaction<Database>;

export type StoredServiceRow = Pick<Selectable<ServicesTable>, 'id' | 'kind' | 'status' | 'paid_until' | 'dropped'>;

/** A change stored: the service, what it was, what it is now, and every status passed through (in order). */
export interface ServiceChanged {
  serviceId: string;
  from: { status: ServiceStatus; paidUntil: Date; dropped: boolean };
  to: { status: ServiceStatus; paidUntil: Date; dropped: boolean };
  steps: ServiceStatus[];
}

/**
 * Whether a customer can renew the service now: its state has the machine's 'renewable' tag, and it was not dropped
 * (a private registration whose domain was renewed without it only runs to its date).
 */
export function isRenewable(service: Pick<StoredServiceRow, 'kind' | 'status' | 'paid_until'> & { dropped?: boolean }): boolean {
  return !service.dropped && restoreService({ kind: service.kind, status: service.status, paidUntil: service.paid_until }).hasTag('renewable');
}

/**
 * Whether the service's website runs the free version because of it, with its content kept to be renewed: its state
 * has the machine's 'freeVersion' and 'renewable' tags (grace). An archived website's (expired) is past that.
 */
export function isOnFreeVersion(service: Pick<StoredServiceRow, 'kind' | 'status' | 'paid_until'>): boolean {
  const snapshot = restoreService({ kind: service.kind, status: service.status, paidUntil: service.paid_until });
  return snapshot.hasTag('freeVersion') && snapshot.hasTag('renewable');
}

/** Where `event` would take the stored service; no change when the machine leaves it where it is. */
export function serviceChangeFor(service: StoredServiceRow, event: ServiceLifecycleEvent, settings: ServiceLifecycleSettings = DEFAULT_LIFECYCLE_SETTINGS): ServiceChanged | null {
  const outcome = moveService({ kind: service.kind, status: service.status, paidUntil: service.paid_until, dropped: service.dropped }, event, settings);
  if (outcome.steps.length === 0) return null;
  return {
    serviceId: service.id,
    from: { status: service.status, paidUntil: service.paid_until, dropped: service.dropped },
    to: { status: outcome.status, paidUntil: new Date(outcome.paidUntil), dropped: outcome.dropped },
    steps: outcome.steps,
  };
}

/**
 * Moves the stored service by `event` and stores the outcome, if the row is still as read. Answers the change, or
 * null when the machine leaves the service where it is or another change got there first.
 */
export async function changeService(
  db: Executor,
  service: StoredServiceRow,
  event: ServiceLifecycleEvent,
  now: Date,
  settings: ServiceLifecycleSettings = DEFAULT_LIFECYCLE_SETTINGS,
): Promise<ServiceChanged | null> {
  const change = serviceChangeFor(service, event, settings);
  if (!change) return null;
  const stored = await db
    .updateTable('services')
    .set({ status: change.to.status, paid_until: change.to.paidUntil, dropped: change.to.dropped, updated_at: now })
    .where('id', '=', service.id)
    .where('status', '=', service.status)
    .where('paid_until', '=', service.paid_until)
    .where('dropped', '=', service.dropped)
    .executeTakeFirst();
  return stored.numUpdatedRows === 1n ? change : null;
}
