import type { SignInRequest, User } from '../../../../contracts/auth';
import { requestJson } from '../../../app/api/request-json';
import { parseSessionResponse, userOf } from './session-response';

/** POST /api/auth/sign-in: 401 INVALID_CREDENTIALS names the password, 429 TOO_MANY_ATTEMPTS names nothing. */
export async function signIn(request: SignInRequest, signal?: AbortSignal): Promise<User> {
  return userOf(parseSessionResponse(await requestJson('/api/auth/sign-in', { method: 'POST', body: request, signal })));
}
