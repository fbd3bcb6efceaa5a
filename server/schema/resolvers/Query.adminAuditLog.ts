import { listAuditLog } from '../../admin/audit-log';
import { operatorOnly } from '../operator-guard';
import type { QueryAdminAuditLogArgs } from '../generated/resolvers-types';
import { adminCall } from './admin-orders';

export const adminAuditLog = operatorOnly(async (args: Partial<QueryAdminAuditLogArgs>, context) => {
  const page = await adminCall(() => listAuditLog(context.db, args.filter ?? {}, args.page ?? 1));
  return { ...page, entries: page.entries.map((entry) => ({ ...entry, at: entry.at.toISOString() })) };
});
