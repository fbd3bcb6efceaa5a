import { operatorEnrolment } from '../operator-guard';
import { confirmEnrolment } from '../../admin/two-factor';
import type { MutationAdminEnableTwoFactorArgs } from '../generated/resolvers-types';
import { withCodeAttempt } from './admin-two-factor';

export const adminEnableTwoFactor = operatorEnrolment(async ({ code }: MutationAdminEnableTwoFactorArgs, context, operator) => ({
  codes: await withCodeAttempt(context, operator, () => confirmEnrolment(context.db, context.twoFactorKey, operator, code, context.auth.now())),
}));
