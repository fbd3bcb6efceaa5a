import type { SignUpConfirm } from '../../../../contracts/auth';
import { isContinuePath } from '../../../../contracts/auth';
import { requestJson } from '../../../app/api/request-json';
import type { SignUpConfirmed } from '../../../../machines/signUpConfirm';
import { parseSessionResponse, userOf } from './session-response';

/** POST /api/auth/sign-up/confirm: the new account signed in and where to continue; 400 SIGN_UP_LINK_*, 409 EMAIL_TAKEN. */
export async function confirmSignUp(request: SignUpConfirm, signal?: AbortSignal): Promise<SignUpConfirmed> {
  const body = await requestJson('/api/auth/sign-up/confirm', { method: 'POST', body: request, signal });
  const user = userOf(parseSessionResponse(body));
  const path = typeof body === 'object' && body !== null && 'continuePath' in body && typeof body.continuePath === 'string' ? body.continuePath : null;
  // Checked again here: the browser goes only to a page of this site.
  return { user, continuePath: path !== null && isContinuePath(path) ? path : null };
}
