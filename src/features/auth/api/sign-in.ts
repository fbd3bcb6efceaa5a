import { twoFactorChallengeFrom, type SignInRequest } from '../../../../contracts/auth';
import type { SignInOutcome } from '../../../../machines/signInForm';
import { requestJson } from '../../../app/api/request-json';
import { parseSessionResponse, userOf } from './session-response';

/**
 * POST /api/auth/sign-in: 401 INVALID_CREDENTIALS names the password, 429 TOO_MANY_ATTEMPTS names nothing. An
 * account with two-factor sign-in answers that its code is awaited instead of signing in.
 */
export async function signIn(request: SignInRequest, signal?: AbortSignal): Promise<SignInOutcome> {
  const body = await requestJson('/api/auth/sign-in', { method: 'POST', body: request, signal });
  if (twoFactorChallengeFrom(body)) return { twoFactorRequired: true };
  return userOf(parseSessionResponse(body));
}
