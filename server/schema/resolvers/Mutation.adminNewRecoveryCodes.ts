import { operatorEnrolment } from '../operator-guard';
import { replaceRecoveryCodes } from '../../admin/two-factor';
import type { MutationAdminNewRecoveryCodesArgs } from '../generated/resolvers-types';
import { withCodeAttempt } from './admin-two-factor';

export const adminNewRecoveryCodes = operatorEnrolment(async ({ code }: MutationAdminNewRecoveryCodesArgs, context, operator) => ({
  codes: await withCodeAttempt(context, operator, () => replaceRecoveryCodes(context.db, context.twoFactorKey, operator, code, context.auth.now())),
}));
