import type { SessionResponse } from '../../../../contracts/auth';
import { requestJson } from '../../../app/api/request-json';
import { parseSessionResponse } from './session-response';

/** GET /api/auth/session: who the session cookie belongs to, or user null. */
export async function fetchSession(signal?: AbortSignal): Promise<SessionResponse> {
  return parseSessionResponse(await requestJson('/api/auth/session', { signal }));
}
