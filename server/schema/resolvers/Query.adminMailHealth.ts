import { operatorOnly } from '../operator-guard';
import { mailHealth } from '../../admin/mail';

export const adminMailHealth = operatorOnly((_args: Record<string, never>, context) => mailHealth(context.db, context.auth.now()));
