import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { ENCODINGS } from './encoding';

/**
 * Below this an answer goes out as it is: it fits in one packet anyway, and brotli's and gzip's own framing would eat
 * most of what they save.
 */
export const COMPRESSION_THRESHOLD_BYTES = 1_024;

/**
 * Answers compressed per request in the coding the client prefers (REST and GraphQL answers, the app's page frame):
 * brotli or gzip, the codings of the build's precompressed copies, by the same negotiator. What already carries a
 * Content-Encoding passes untouched: the built assets and index.html (@fastify/static's preCompressed) and the bodies
 * the server keeps compressed itself (server/http/encoding.ts, with an ETag per coding). Server-sent events are never
 * compressed (@fastify/compress leaves text/event-stream alone), so each event still reaches the client when written;
 * PDFs and images are not compressible types. Request bodies are not decompressed: no client of the portal sends one
 * compressed, and each coding accepted would be one more way to make the server work.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: [...ENCODINGS],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    globalDecompression: false,
  });
}
