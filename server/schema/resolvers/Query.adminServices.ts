import { operatorOnly } from '../operator-guard';
import { listServices } from '../../admin/services';
import type { QueryAdminServicesArgs } from '../generated/resolvers-types';
import { adminCall } from './admin-orders';
import { presentService } from './admin-services';

export const adminServices = operatorOnly(async (args: Partial<QueryAdminServicesArgs>, context) => {
  const filter = args.filter ?? {};
  const page = await adminCall(() =>
    listServices(context.db, { status: filter.status?.toLowerCase(), kind: filter.kind?.toLowerCase(), dueWithinDays: filter.dueWithinDays, search: filter.search }, args.page ?? 1, context.auth.now()),
  );
  return { ...page, services: page.services.map(presentService) };
});
