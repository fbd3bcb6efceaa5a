import { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isWarmUpRequest } from './warm-up';

/** Query parameters whose values let someone in or prove something: sign-up and reset links, purchase links. */
const SECRET_QUERY_VALUE = /([?&](?:token|code|secret|key|session)=)[^&#]*/gi;

/** The request's address as it may be logged: values of secret-bearing query parameters replaced by [redacted]. */
export function redactedUrl(url: string): string {
  return url.replace(SECRET_QUERY_VALUE, '$1[redacted]');
}

/**
 * The portal's request lines: one per request once its answer has gone (method, address, status, time, with the
 * request's id as on every line the request logs), instead of Fastify's two (incoming and completed), which were a
 * fifth of the server's work on its busiest answer, the public price list (docs/scaling.md). Secrets in addresses
 * are redacted here and in every line that names the request (`requestSerializers`).
 */
export class PortalLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (isWarmUpRequest(request) && !error) return;
    const line = { method: request.method, url: redactedUrl(request.url), statusCode: reply.statusCode, responseTime: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.info(`Route ${request.method}:${redactedUrl(request.url)} not found`);
  }
}

/** How a request appears in a log line that names it (Fastify's error logs): its address redacted. */
export const requestSerializers = {
  req: (request: { method: string; url: string; ip?: string }) => ({ method: request.method, url: redactedUrl(request.url), remoteAddress: request.ip }),
};
