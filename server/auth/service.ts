import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { readSessionCookie } from './cookie';
import { sessionIdHash, settleSession, touchSession } from './sessions';
import type { ActiveSession, SessionOptions, SessionRow } from './sessions';

/** What the REST routes, the price list and GraphQL share to know who is signed in. */
export interface Auth extends SessionOptions {
  db: Kysely<Database>;
  /**
   * The signed-in user of the request's session cookie, looked up (and the session extended) at most once
   * per request; undefined when signed out or the session ended.
   */
  current(request: FastifyRequest): Promise<ActiveSession | undefined>;
  /**
   * current(request), with the session read by the caller's own statement together with what the request needs
   * first (one statement instead of two). `read` gets the session's key and the time; what it finds is the session's
   * row and the caller's value, or nothing, which says nothing about the session: then, or when the request's
   * session was looked up already, it is looked up as current() does, and there is no value.
   */
  currentWith<T>(request: FastifyRequest, read: (session: { idHash: string; now: Date }) => Promise<{ session: SessionRow; value: T } | undefined>): Promise<{ session: ActiveSession | undefined; value?: T }>;
}

export function createAuth(options: SessionOptions): Auth {
  const seen = new WeakMap<FastifyRequest, Promise<ActiveSession | undefined>>();
  const current = (request: FastifyRequest) => {
    let lookup = seen.get(request);
    if (!lookup) {
      lookup = touchSession(options, readSessionCookie(request));
      seen.set(request, lookup);
    }
    return lookup;
  };
  return {
    ...options,
    current,
    async currentWith(request, read) {
      const idHash = sessionIdHash(readSessionCookie(request));
      if (seen.has(request) || !idHash) return { session: await current(request) };
      const now = options.now();
      const found = read({ idHash, now });
      const lookup = found.then((both) => (both ? settleSession(options, idHash, now, both.session) : touchSession(options, readSessionCookie(request))));
      seen.set(request, lookup);
      const [session, both] = await Promise.all([lookup, found]);
      return both ? { session, value: both.value } : { session };
    },
  };
}
