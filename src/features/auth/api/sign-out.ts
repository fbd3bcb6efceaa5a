import { requestJson } from '../../../app/api/request-json';

/** POST /api/auth/sign-out: the server drops the session and clears the cookie. */
export async function signOut(): Promise<void> {
  await requestJson('/api/auth/sign-out', { method: 'POST', body: {} });
}
