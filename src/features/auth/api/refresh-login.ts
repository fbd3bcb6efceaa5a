import type { SessionResponse } from '../../../../contracts/auth';
import { requestJson } from '../../../app/api/request-json';
import { parseSessionResponse } from './session-response';

/** POST /api/auth/refresh: extends the session; 401 SESSION_EXPIRED when it has already ended. */
export async function refreshLogin(signal?: AbortSignal): Promise<SessionResponse> {
  return parseSessionResponse(await requestJson('/api/auth/refresh', { method: 'POST', body: {}, signal }));
}
