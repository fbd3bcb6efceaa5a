import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { isDatabaseUp } from '../db/health';

/** GET /healthz for load balancers and orchestrators: 200 while the database answers, 503 otherwise. */
export function registerHealthRoute<DB>(app: FastifyInstance, db: Kysely<DB>): void {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (await isDatabaseUp(db)) return { status: 'ok', database: 'up' };
    return reply.code(503).send({ status: 'error', database: 'down' });
  });
}
