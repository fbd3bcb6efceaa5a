import { operatorOnly } from '../operator-guard';
import { resendMail } from '../../admin/mail';
import type { MutationAdminResendMailArgs } from '../generated/resolvers-types';
import { presentMailMessage } from './admin-mail';
import { adminCall } from './admin-orders';

export const adminResendMail = operatorOnly(async ({ id }: MutationAdminResendMailArgs, context, operator) =>
  presentMailMessage(await adminCall(() => resendMail(context.db, operator.id, id, context.auth.now()))),
);
