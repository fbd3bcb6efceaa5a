import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { demoAccount, demoOperator } from '../../server/db/catalogue';
import { SESSION_COOKIE } from '../../server/auth/sessions';
import { SIGN_IN_CHALLENGE_COOKIE } from '../../server/auth/sign-in-challenge';

/** A clock the tests move instead of waiting. */
export function testClock(start = '2026-03-02T09:00:00.000Z') {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    advanceMinutes(minutes: number) {
      current = new Date(current.getTime() + minutes * 60_000);
    },
  };
}

export interface Client {
  ip: string;
  /** The session cookie's value. */
  cookie: string | undefined;
  /** The cookie of a sign-in awaiting its two-factor code, when one was set. */
  challenge?: string | undefined;
}

export const client = (ip = '192.0.2.1'): Client => ({ ip, cookie: undefined });

/** Sends a request as a browser would: the client's cookies in, a new Set-Cookie kept. */
export async function send(app: FastifyInstance, who: Client, method: 'GET' | 'POST', url: string, payload?: unknown, host = 'localhost:3000'): Promise<LightMyRequestResponse> {
  return sendWith(app, who, method, url, { host }, payload);
}

/** As send, with more request headers: a language (`accept-language`, or the language cookie in `cookie`), another host. */
export async function sendWith(app: FastifyInstance, who: Client, method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown): Promise<LightMyRequestResponse> {
  const cookies = [who.cookie && `${SESSION_COOKIE}=${who.cookie}`, who.challenge && `${SIGN_IN_CHALLENGE_COOKIE}=${who.challenge}`, headers.cookie].filter(Boolean);
  const response = await app.inject({
    method,
    url,
    remoteAddress: who.ip,
    headers: { host: 'localhost:3000', ...headers, ...(cookies.length ? { cookie: cookies.join('; ') } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  const set = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
  if (set) who.cookie = set.value || undefined;
  const challenge = response.cookies.find((cookie) => cookie.name === SIGN_IN_CHALLENGE_COOKIE);
  if (challenge) who.challenge = challenge.value || undefined;
  return response;
}

export function sessionCookieOf(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
}

export async function signInDemo(app: FastifyInstance, who: Client = client()): Promise<Client> {
  const response = await send(app, who, 'POST', '/api/auth/sign-in', { email: demoAccount.email, password: demoAccount.password });
  if (response.statusCode !== 200) throw new Error(`demo sign-in failed: ${response.body}`);
  return who;
}

export async function graphql(app: FastifyInstance, who: Client, query: string, variables?: Record<string, unknown>) {
  const response = await send(app, who, 'POST', '/graphql', { query, variables });
  return response.json() as { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
}

/** The demo operator signed in (its session is in `who`'s cookie). */
export async function signInOperator(app: FastifyInstance, who: Client): Promise<Client> {
  const response = await send(app, who, 'POST', '/api/auth/sign-in', { email: demoOperator.email, password: demoOperator.password });
  if (response.statusCode !== 200) throw new Error(`operator sign-in failed: ${response.body}`);
  return who;
}
