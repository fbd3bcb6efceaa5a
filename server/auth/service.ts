import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { readSessionCookie } from './cookie';
import { touchSession } from './sessions';
import type { ActiveSession, SessionOptions } from './sessions';

/** What the REST routes, the price list and GraphQL share to know who is signed in. */
export interface Auth extends SessionOptions {
  db: Kysely<Database>;
  /**
   * The signed-in user of the request's session cookie, looked up (and the session extended) at most once
   * per request; undefined when signed out or the session ended.
   */
  current(request: FastifyRequest): Promise<ActiveSession | undefined>;
}

export function createAuth(options: SessionOptions): Auth {
  const seen = new WeakMap<FastifyRequest, Promise<ActiveSession | undefined>>();
  return {
    ...options,
    current(request) {
      let lookup = seen.get(request);
      if (!lookup) {
        lookup = touchSession(options, readSessionCookie(request));
        seen.set(request, lookup);
      }
      return lookup;
    },
  };
}
