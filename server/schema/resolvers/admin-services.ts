/** How the back office's services and the lifecycle appear in the schema: statuses and kinds in capitals, times ISO 8601. */
import type { AdminLifecycle as StoredLifecycle } from '../../admin/lifecycle';
import type { AdminServiceRow } from '../../admin/services';
import type { AdminLifecycle, AdminLifecycleRunOutcome, AdminService, AdminServiceKind, AdminServiceStatus } from '../generated/resolvers-types';

const iso = (date: Date | null): string | null => date && date.toISOString();

export function presentService(service: AdminServiceRow): AdminService {
  return {
    id: service.id,
    kind: service.kind.toUpperCase() as AdminServiceKind,
    status: service.status.toUpperCase() as AdminServiceStatus,
    paidUntil: service.paidUntil.toISOString(),
    accountEmail: service.accountEmail,
    websiteName: service.websiteName,
    domain: service.domain,
    itemName: service.itemName,
    notRenewed: service.notRenewed,
  };
}

export function presentLifecycle(lifecycle: StoredLifecycle): AdminLifecycle {
  return {
    settings: lifecycle.settings,
    updatedAt: iso(lifecycle.updatedAt),
    updatedBy: lifecycle.updatedBy,
    runs: lifecycle.runs.map((run) => ({
      id: run.id,
      asOf: run.asOf.toISOString(),
      startedAt: run.startedAt.toISOString(),
      finishedAt: iso(run.finishedAt),
      outcome: run.outcome.toUpperCase() as AdminLifecycleRunOutcome,
      counts: run.counts,
      error: run.error,
    })),
  };
}
