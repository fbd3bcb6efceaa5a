import type { SignUpRequest, User } from '../../../../contracts/auth';
import { requestJson } from '../../../app/api/request-json';
import { parseSessionResponse, userOf } from './session-response';

/** POST /api/auth/sign-up: 400 names fullname, email or password; 409 EMAIL_TAKEN names email. */
export async function signUp(request: SignUpRequest, signal?: AbortSignal): Promise<User> {
  return userOf(parseSessionResponse(await requestJson('/api/auth/sign-up', { method: 'POST', body: request, signal })));
}
