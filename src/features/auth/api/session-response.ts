import { sessionResponseFrom, type SessionResponse } from '../../../../contracts/auth';

export function parseSessionResponse(body: unknown): SessionResponse {
  const session = sessionResponseFrom(body);
  if (!session) throw new Error('The session answer was not understood.');
  return session;
}

/** A successful sign-in or sign-up answers with the user; one without is a server fault, not a signed-in user. */
export function userOf(session: SessionResponse) {
  if (!session.user) throw new Error('The server signed nobody in. Please try again.');
  return session.user;
}
