import { operatorEnrolment } from '../operator-guard';
import { presentTwoFactor } from './admin-two-factor';

export const adminTwoFactor = operatorEnrolment((_args: Record<string, never>, context, operator) => presentTwoFactor(context, operator.id));
