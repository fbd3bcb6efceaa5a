import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import { SERVER_PATHS } from './static';

/** The third-party tracking services the browser build was configured with (VITE_*, docs/configuration.md). */
export interface TrackingServices {
  /** RudderStack's data plane, when a write key and a valid data plane URL are set; undefined: the portal's own collector. */
  rudderStackDataPlaneUrl?: string | undefined;
  /** Whether Amplitude's session replay has a key. */
  amplitudeReplay?: boolean;
}

export interface SecurityHeadersOptions {
  /** Where visitors reach the portal (PUBLIC_URL): HSTS and upgrade-insecure-requests only when it is https. */
  publicUrl: string | undefined;
  /** Whether the card payment can be offered, so that pages may load Stripe.js. */
  stripe: boolean;
  /** Stripe Checkout's page, when offered: the finish flow's form is answered with a redirect there. */
  stripeCheckoutOrigin?: string | undefined;
  tracking: TrackingServices;
  /** The built app's folder: the inline scripts of its index.html are allowed by their hashes. */
  staticDir: string | undefined;
}

interface Sources {
  script?: string[];
  connect?: string[];
  frame?: string[];
}

/** Stripe.js as Stripe documents its needs for Elements (its script, its frames, 3-D Secure, its API). */
const STRIPE: Sources = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/** RudderStack's SDK: its plugins from the CDN, its source configuration (and ad-blocker probe), the data plane. */
const rudderStack = (dataPlaneUrl: string): Sources => ({
  script: ['https://cdn.rudderlabs.com'],
  connect: ['https://api.rudderstack.com', new URL(dataPlaneUrl).origin],
});

/** Amplitude's session replay (its US zone, the SDK's default): recordings and its remote configuration. */
const AMPLITUDE_REPLAY: Sources = { connect: ['https://api-sr.amplitude.com', 'https://sr-client-cfg.amplitude.com'] };

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPE = /^\s*$|^(text\/javascript|module)$/i;

/** The CSP hashes of the scripts written inline in a page (`<script>` with code, not data blocks or src). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', code = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1] ?? '';
    if (!EXECUTABLE_TYPE.test(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
  }
  return hashes;
}

function pageScriptHashes(staticDir: string | undefined): string[] {
  const indexHtml = staticDir === undefined ? undefined : join(staticDir, 'index.html');
  return indexHtml !== undefined && existsSync(indexHtml) ? inlineScriptHashes(readFileSync(indexHtml, 'utf8')) : [];
}

/**
 * The policy of the portal's pages. Scripts: the portal's own files, the inline script of the built index.html
 * (Consent Mode's defaults) by its hash, and the third parties the configuration turns on, nothing else; no inline
 * event handlers, no eval. Styles: the portal's stylesheets, plus inline `<style>` elements and style attributes (see
 * docs/security.md). Nothing may frame a page; forms post only to the portal (whose answer may send the payer on to
 * Stripe Checkout's page).
 */
export function pageDirectives(options: SecurityHeadersOptions): Record<string, string[]> {
  const services = [
    ...(options.stripe ? [STRIPE] : []),
    ...(options.tracking.rudderStackDataPlaneUrl ? [rudderStack(options.tracking.rudderStackDataPlaneUrl)] : []),
    ...(options.tracking.amplitudeReplay ? [AMPLITUDE_REPLAY] : []),
  ];
  const sources = (kind: keyof Sources) => [...new Set(services.flatMap((service) => service[kind] ?? []))];
  const frames = sources('frame');
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...pageScriptHashes(options.staticDir), ...sources('script')],
    'script-src-attr': ["'none'"],
    // Each answer's nonce is added to script-src and style-src (registerSecurityHeaders).
    'style-src': ["'self'"],
    'style-src-elem': ["'self'", "'unsafe-inline'"],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'"],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...sources('connect')],
    'frame-src': frames.length > 0 ? frames : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'", ...(options.stripeCheckoutOrigin ? [options.stripeCheckoutOrigin] : [])],
    'frame-ancestors': ["'none'"],
    ...(isHttps(options.publicUrl) ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** The policy of REST and GraphQL answers: data, never a document that loads anything, framed by nobody. */
export const API_DIRECTIVES = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

const isHttps = (url: string | undefined) => url?.startsWith('https://') ?? false;

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The header values Helmet writes for a configuration, read once from its middleware. */
function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => void headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
  return headers;
}

/** Stand-ins of a page answer's nonces in its policy, replaced by fresh ones in every answer. */
const SCRIPT_NONCE = 'nonce-script-placeholder';
const STYLE_NONCE = 'nonce-style-placeholder';

/**
 * Security headers on every answer, from Helmet's choices: a Content-Security-Policy (pages: pageDirectives with a
 * fresh nonce per answer in script-src and style-src; the API: API_DIRECTIVES), X-Frame-Options DENY for browsers
 * that predate frame-ancestors, Referrer-Policy strict-origin-when-cross-origin, Helmet's other defaults, and HSTS
 * when the portal is reached over https. A route that sets its own Content-Security-Policy (the test gateway's page,
 * the payment icons, GraphiQL in development) keeps its own. Register before any route: the API's routes are told
 * apart as they are added.
 *
 * Helmet builds its middleware from a configuration, and @fastify/helmet built it again for every request (the
 * directives parsed and checked each time; the price list API answered 8,500 req/s with it and about 13,000 without,
 * docs/scaling.md). The headers never change but for the nonces, so Helmet is asked once per kind of answer and every answer sets the same values.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): void {
  const common: HelmetOptions = {
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: isHttps(options.publicUrl) ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: false } : false,
  };
  const page = pageDirectives(options);
  const pageHeaders = helmetHeaders({
    ...common,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...page, 'script-src': [...(page['script-src'] ?? []), `'${SCRIPT_NONCE}'`], 'style-src': [...(page['style-src'] ?? []), `'${STYLE_NONCE}'`] },
    },
  });
  const apiHeaders = Object.fromEntries(helmetHeaders({ ...common, contentSecurityPolicy: { useDefaults: false, directives: API_DIRECTIVES } }));
  const pagePolicy = pageHeaders.find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1] ?? '';
  const pageRest = Object.fromEntries(pageHeaders.filter(([name]) => name.toLowerCase() !== 'content-security-policy'));

  app.addHook('onRoute', (route) => {
    if (SERVER_PATHS.test(route.url ?? '')) route.config = Object.assign(route.config ?? {}, { apiAnswer: true });
  });
  app.addHook('onRequest', (request, reply, done) => {
    if ((request.routeOptions.config as { apiAnswer?: boolean } | undefined)?.apiAnswer) {
      reply.headers(apiHeaders);
    } else {
      const policy = pagePolicy.replace(SCRIPT_NONCE, `nonce-${randomBytes(16).toString('hex')}`).replace(STYLE_NONCE, `nonce-${randomBytes(16).toString('hex')}`);
      reply.headers(pageRest).header('Content-Security-Policy', policy);
    }
    done();
  });
}
