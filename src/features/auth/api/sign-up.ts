import type { SignUpRequest } from '../../../../contracts/auth';
import { requestJson } from '../../../app/api/request-json';
import type { SignUpSent } from '../../../../machines/signUpForm';

/**
 * POST /api/auth/sign-up: 202 whether or not the e-mail has an account (a link or a note goes to the address);
 * 400 names fullname, email, password or continuePath; 429 when asked too often.
 */
export async function signUp(request: SignUpRequest, signal?: AbortSignal): Promise<SignUpSent> {
  await requestJson('/api/auth/sign-up', { method: 'POST', body: request, signal });
  return { email: request.email };
}
