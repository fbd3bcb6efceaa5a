import type { PasswordReset } from '../../../../contracts/auth';
import { requestJson } from '../../../app/api/request-json';

/** POST /api/auth/password-reset: sets the password and ends the account's other sessions; 400 names the field or the link's state. */
export async function setNewPassword(request: PasswordReset, signal?: AbortSignal): Promise<void> {
  await requestJson('/api/auth/password-reset', { method: 'POST', body: request, signal });
}
