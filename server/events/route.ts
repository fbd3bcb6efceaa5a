import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import type { Kysely } from 'kysely';
import { EVENT_CATEGORIES, MAX_BATCH_BYTES } from '../../contracts/tracking';
import { eventBatchSchema } from '../../contracts/tracking-schemas';
import type { Auth } from '../auth/service';
import type { Database } from '../db/schema';
import { apiError } from '../http/errors';
import { insertEvents, recentEvents } from './repository';

export interface EventsRouteOptions {
  db: Kysely<Database>;
  auth: Auth;
}

type Issue = { path: PropertyKey[]; message: string };

const viewerId = z.optional(z.string().check(z.minLength(1), z.maxLength(200)));
const eventsViewerSchema = z.object({ anonymousId: viewerId, userId: viewerId });

function describeIssue(issue: Issue | undefined): { parameter: string; message: string } {
  const parameter = (issue?.path ?? []).map(String).join('.') || 'body';
  return { parameter, message: `Invalid event batch at ${parameter}: ${issue?.message ?? 'not a batch of events'}.` };
}

/**
 * The portal's own collector: POST /api/events takes a batch ({ events: [...] }, at most 100 events and 64 KB)
 * validated by contracts/tracking.ts, and stores it in one statement.
 */
export function registerEventsRoutes(app: FastifyInstance, options: EventsRouteOptions): void {
  app.post('/api/events', { bodyLimit: MAX_BATCH_BYTES }, async (request, reply) => {
    const parsed = eventBatchSchema.safeParse(request.body);
    if (!parsed.success) {
      const problem = describeIssue(parsed.error.issues[0]);
      return reply.code(400).send(apiError('INVALID_EVENTS', problem.message, problem.parameter));
    }
    const wrongCategory = parsed.data.events.findIndex((event) => EVENT_CATEGORIES[event.name] !== event.category);
    if (wrongCategory !== -1) {
      const event = parsed.data.events[wrongCategory];
      const parameter = `events.${wrongCategory}.category`;
      return reply.code(400).send(apiError('INVALID_EVENTS', `Invalid event batch at ${parameter}: ${event?.name} is a ${event ? EVENT_CATEGORIES[event.name] : ''} event.`, parameter));
    }
    const session = await options.auth.current(request);
    await insertEvents(options.db, parsed.data.events, session?.user.id ?? null, options.auth.now());
    return reply.code(202).send({ accepted: parsed.data.events.length });
  });
}

/**
 * GET /api/events, behind the /events page: the viewer's newest events at the collector, for checking what the
 * tracker sends. The viewer's own events only: those of the anonymous id and tracker user id the page names (its own,
 * from its storage) and of the signed-in account. Demo mode registers it (server/demo.ts).
 */
export function registerEventsViewer(app: FastifyInstance, options: EventsRouteOptions): void {
  app.get('/api/events', async (request, reply) => {
    const parsed = eventsViewerSchema.safeParse(request.query);
    if (!parsed.success) {
      const problem = describeIssue(parsed.error.issues[0]);
      return reply.code(400).send(apiError('INVALID_QUERY', `Invalid query at ${problem.parameter}: ${parsed.error.issues[0]?.message ?? 'not valid'}.`, problem.parameter));
    }
    const session = await options.auth.current(request);
    reply.header('cache-control', 'no-store');
    return { events: await recentEvents(options.db, { ...parsed.data, accountId: session?.user.id }) };
  });
}
