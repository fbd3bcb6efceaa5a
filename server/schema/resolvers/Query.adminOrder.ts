import { operatorOnly } from '../operator-guard';
import { readAdminOrder } from '../../admin/orders';
import type { QueryAdminOrderArgs } from '../generated/resolvers-types';
import { requestLanguage } from '../../http/language';
import { adminCall, localeOf, presentAdminOrder } from './admin-orders';

export const adminOrder = operatorOnly(async (args: QueryAdminOrderArgs, context) =>
  presentAdminOrder(await adminCall(() => readAdminOrder({ db: context.db, pricing: context.pricing, now: context.auth.now() }, args.identifier)), localeOf(context), requestLanguage(context.req).language),
);
