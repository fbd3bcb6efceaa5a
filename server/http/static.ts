import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiError } from './errors';

// Paths the server answers itself; a miss under them is a 404, never the browser app.
export const SERVER_PATHS = /^\/(api|graphql|healthz|payments)(\/|\?|$)/;

// Pages of the browser app that show what one API answers: where that API is not registered (demo mode's outbox and
// events, server/demo.ts, in production) the page is not found either, and says so (the app's Not found page).
const PAGES_OF_APIS: Readonly<Record<string, string>> = { '/outbox': '/api/outbox', '/events': '/api/events' };

/**
 * Serves the built browser app when it exists. Its client routes have no files, so a GET that asks for HTML
 * anywhere else gets index.html and the browser's router takes over. Everything else unknown is a JSON 404.
 */
export async function registerStaticAndFallback(app: FastifyInstance, staticDir: string | undefined): Promise<void> {
  const serveApp = staticDir !== undefined && existsSync(join(staticDir, 'index.html'));
  if (serveApp) {
    const assetsDir = join(staticDir, 'assets');
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      // '/' is the server-rendered price list (server/pricelist/page.ts), or else the fallback below.
      index: false,
      // The brotli or gzip copy `npm run build` wrote beside a file (scripts/compress-build.ts), for a browser that
      // accepts it; the file itself otherwise.
      preCompressed: true,
      setHeaders(reply, path) {
        // Vite puts a content hash in every asset name; index.html must be revalidated to pick up new ones.
        reply.header('cache-control', path.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (serveApp && wantsAppPage(request)) {
      const api = PAGES_OF_APIS[pathOf(request).replace(/(.)\/+$/, '$1')];
      if (api !== undefined && !app.hasRoute({ method: 'GET', url: api })) reply.code(404);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send(apiError('NOT_FOUND', `There is no ${request.method} ${pathOf(request).slice(0, 200)}.`));
  });
}

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '';

function wantsAppPage(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !SERVER_PATHS.test(request.url) &&
    (request.headers.accept ?? '').includes('text/html')
  );
}
