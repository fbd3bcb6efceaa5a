import { operatorEnrolment } from '../operator-guard';
import { startEnrolment } from '../../auth/two-factor-store';
import { twoFactorCall } from './admin-two-factor';

export const adminStartTwoFactor = operatorEnrolment(async (_args: Record<string, never>, context, operator) => {
  const { secret, uri, qr } = await twoFactorCall(() => startEnrolment(context.db, context.twoFactorKey, operator));
  return { secret, uri, qrSize: qr.size, qrPath: qr.path };
});
