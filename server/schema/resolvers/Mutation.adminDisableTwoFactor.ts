import { operatorEnrolment } from '../operator-guard';
import { disableTwoFactor } from '../../admin/two-factor';
import type { MutationAdminDisableTwoFactorArgs } from '../generated/resolvers-types';
import { presentTwoFactor, withCodeAttempt } from './admin-two-factor';

export const adminDisableTwoFactor = operatorEnrolment(async ({ code }: MutationAdminDisableTwoFactorArgs, context, operator) => {
  await withCodeAttempt(context, operator, () => disableTwoFactor(context.db, context.twoFactorKey, operator, code, context.auth.now()));
  return presentTwoFactor(context, operator.id);
});
