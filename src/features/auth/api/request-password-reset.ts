import { PASSWORD_RESET_SENT_MESSAGE, type PasswordResetRequest } from '../../../../contracts/auth';
import { requestJson } from '../../../app/api/request-json';

/** POST /api/auth/password-reset/request: 202 with the same words for every e-mail; 429 when asked too often. */
export async function requestPasswordReset(request: PasswordResetRequest, signal?: AbortSignal): Promise<string> {
  const body = await requestJson('/api/auth/password-reset/request', { method: 'POST', body: request, signal });
  const message = typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : null;
  return message ?? PASSWORD_RESET_SENT_MESSAGE;
}
