import type { PasswordResetCheck } from '../../../../contracts/auth';
import { requestJson } from '../../../app/api/request-json';

/** POST /api/auth/password-reset/check: resolves when the link can set a password; 400 RESET_LINK_* says why not. */
export async function checkResetLink(request: PasswordResetCheck, signal?: AbortSignal): Promise<void> {
  await requestJson('/api/auth/password-reset/check', { method: 'POST', body: request, signal });
}
