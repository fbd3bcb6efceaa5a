import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { OutboxAnswer } from '../../contracts/mail';
import type { Database } from '../db/schema';
import { apiError } from '../http/errors';
import { AttachmentUnavailableError, UUID, resolveAttachment } from './attachments';
import type { AttachmentResolvers } from './attachments';
import { findAttachmentRef, recentMail } from './repository';

export interface OutboxRouteOptions {
  db: Kysely<Database>;
  from: string;
  resolvers: AttachmentResolvers;
  /** No SMTP server: the messages are kept here and sent to nobody. */
  keptHere: boolean;
}

/**
 * GET /api/outbox lists the newest messages; GET /api/outbox/:id/attachments/:n downloads one attachment. Demo mode
 * registers them (server/demo.ts): anyone may read every message, so production has none.
 */
export function registerOutboxRoutes(app: FastifyInstance, options: OutboxRouteOptions): void {
  app.get('/api/outbox', async (_request, reply): Promise<OutboxAnswer> => {
    reply.header('cache-control', 'no-store');
    return { messages: await recentMail(options.db, options.from), keptHere: options.keptHere };
  });

  app.get<{ Params: { id: string; n: string } }>('/api/outbox/:id/attachments/:n', async (request, reply) => {
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
