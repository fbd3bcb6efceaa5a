import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { apiError } from '../http/errors';
import { AttachmentUnavailableError, UUID, resolveAttachment } from './attachments';
import type { AttachmentResolvers } from './attachments';
import { findAttachmentRef, recentMail } from './repository';

export interface OutboxRouteOptions {
  db: Kysely<Database>;
  from: string;
  resolvers: AttachmentResolvers;
  /** /outbox is a development and QA tool, gated like /events: production answers 404. */
  production: boolean;
}

/** GET /api/outbox lists the newest messages; GET /api/outbox/:id/attachments/:n downloads one attachment. */
export function registerOutboxRoutes(app: FastifyInstance, options: OutboxRouteOptions): void {
  app.get('/api/outbox', async (_request, reply) => {
    if (options.production) return reply.code(404).send(apiError('NOT_FOUND', 'There is no GET /api/outbox.'));
    reply.header('cache-control', 'no-store');
    return { messages: await recentMail(options.db, options.from) };
  });

  app.get<{ Params: { id: string; n: string } }>('/api/outbox/:id/attachments/:n', async (request, reply) => {
    if (options.production) return reply.code(404).send(apiError('NOT_FOUND', `There is no GET ${request.url}.`));
    const { id, n } = request.params;
    const ref = UUID.test(id) && /^\d{1,3}$/.test(n) ? await findAttachmentRef(options.db, id, Number(n)) : undefined;
    if (!ref) return reply.code(404).send(apiError('NOT_FOUND', 'There is no such message or attachment.'));
    try {
      const attachment = await resolveAttachment(options.db, options.resolvers, ref);
      reply.header('cache-control', 'no-store');
      reply.header('content-type', attachment.contentType);
      reply.header('content-disposition', `attachment; filename="${attachment.filename.replace(/["\\\r\n]/g, '_')}"`);
      return reply.send(attachment.content);
    } catch (error) {
      if (error instanceof AttachmentUnavailableError) return reply.code(404).send(apiError('ATTACHMENT_UNAVAILABLE', error.message));
      throw error;
    }
  });
}
