import { requestLanguage } from '../../http/language';
import { operatorOnly } from '../operator-guard';
import { orderRefunds } from '../../admin/refunds';
import type { QueryAdminOrderRefundsArgs } from '../generated/resolvers-types';
import { refundCall } from './admin-refunds';

export const adminOrderRefunds = operatorOnly((args: QueryAdminOrderRefundsArgs, context) => refundCall(() => orderRefunds(context.db, args.orderIdentifier, context.auth.now(), requestLanguage(context.req).language)));
