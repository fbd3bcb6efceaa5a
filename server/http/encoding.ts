import { negotiate } from '@fastify/accept-negotiator';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ifNoneMatches } from './etag';

/**
 * The content codings the portal answers in, in its order of preference when a client likes them equally: those of
 * the build's precompressed copies (scripts/compress-build.ts), and of answers compressed per request
 * (server/http/compression.ts).
 */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * The coding the request accepts, by the negotiator @fastify/static and @fastify/compress use (the higher q, brotli
 * when equal; a q of 0 refuses one); undefined: none.
 */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  return (header && (negotiate(header.toLowerCase(), [...ENCODINGS]) as Encoding | null)) || undefined;
}

/**
 * A body the server keeps and sends again and again (the price list page, the public price list answers): its
 * strong ETag, and its compressed copies, each made on the first request that accepts that coding and kept with it.
 */
export interface KeptBody {
  identity: string | Buffer;
  /** Quoted, of the uncompressed body: "tag". Each compressed copy is a representation of its own: "tag-br". */
  etag: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

export function encode(body: string | Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }) : gzipSync(body, { level: 9 });
}

/**
 * Answers with a kept body in the coding the client prefers, compressed once (at a higher quality than an answer
 * compressed per request can afford), under that representation's ETag, or 304 when the client has it. Its
 * Content-Encoding tells @fastify/compress to leave it alone.
 */
export function sendKeptBody(request: FastifyRequest, reply: FastifyReply, kept: KeptBody, answer: { type: string; vary: string }): FastifyReply {
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  const etag = encoding ? `${kept.etag.slice(0, -1)}-${encoding}"` : kept.etag;
  reply.header('etag', etag).header('vary', `${answer.vary}, Accept-Encoding`);
  if (ifNoneMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.type(answer.type);
  if (!encoding) return reply.send(kept.identity);
  const encoded = (kept.encoded[encoding] ??= encode(kept.identity, encoding));
  return reply.header('content-encoding', encoding).send(encoded);
}
