import type { SignInCodeRequest, User } from '../../../../contracts/auth';
import { requestJson } from '../../../app/api/request-json';
import { parseSessionResponse, userOf } from './session-response';

/**
 * POST /api/auth/sign-in/code: the two-factor step of a sign-in begun in this browser. 401 TWO_FACTOR_CODE_INVALID
 * names the code; 401 TWO_FACTOR_EXPIRED (the step ran out) and 429 TOO_MANY_ATTEMPTS name nothing.
 */
export async function verifyCode(request: SignInCodeRequest, signal?: AbortSignal): Promise<User> {
  return userOf(parseSessionResponse(await requestJson('/api/auth/sign-in/code', { method: 'POST', body: request, signal })));
}
