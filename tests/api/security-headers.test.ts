import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openInBrowser, startTestApp } from './app';
import type { TestApp } from './app';
import { builtAppFolder, CONSENT_DEFAULTS_SCRIPT } from './built-app';

/** The directives of a Content-Security-Policy header, by name. */
function policy(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

const nonceOf = (header: unknown) => policy(header).get('script-src')?.find((source) => source.startsWith("'nonce-"));

const STRIPE_KEYS = { secretKey: 'sk_test_for_security_headers', publishableKey: 'pk_test_for_security_headers', webhookSecret: 'whsec_for_security_headers', apiUrl: undefined };

let folder: ReturnType<typeof builtAppFolder>;
let plain: TestApp;
let live: TestApp;
beforeAll(async () => {
  folder = builtAppFolder();
  plain = await startTestApp({ staticDir: folder.staticDir, serverEntry: folder.serverEntry, mail: { publicUrl: 'http://localhost:3000' } });
  live = await startTestApp({
    staticDir: folder.staticDir,
    serverEntry: folder.serverEntry,
    production: true,
    mail: { publicUrl: 'https://portal.example.com' },
    payments: { stripe: STRIPE_KEYS },
    tracking: { rudderStackDataPlaneUrl: 'https://dataplane.example.com/v1', amplitudeReplay: true },
  });
});
afterAll(async () => {
  await plain.close();
  await live.close();
  folder.remove();
});

describe('the server-rendered price list page', () => {
  it("allows the portal's own scripts and its inline Consent Mode script by hash, with a new nonce in every answer", async () => {
    const first = await openInBrowser(plain.app, '/pricelist');
    const second = await openInBrowser(plain.app, '/pricelist');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<li>Limited</li>');
    const directives = policy(first.headers['content-security-policy']);
    const hash = `'sha256-${createHash('sha256').update(CONSENT_DEFAULTS_SCRIPT).digest('base64')}'`;
    expect(directives.get('script-src')).toEqual(["'self'", hash, nonceOf(first.headers['content-security-policy'])]);
    expect(directives.get('script-src-attr')).toEqual(["'none'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(nonceOf(first.headers['content-security-policy'])).toMatch(/^'nonce-[0-9a-f]{32}'$/);
    expect(nonceOf(second.headers['content-security-policy'])).not.toBe(nonceOf(first.headers['content-security-policy']));
    // The page itself is the same kept body: only the header changes per answer.
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('cannot be framed, sends no Referer path to other sites, and is not sniffed', async () => {
    const response = await openInBrowser(plain.app, '/');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe("the back office's page (/admin) and the app's other pages", () => {
  it('cannot be framed by any site', async () => {
    for (const url of ['/admin', '/admin/orders', '/checkout/ORD-DEMO2026']) {
      const response = await openInBrowser(plain.app, url);
      expect(response.statusCode).toBe(200);
      expect(policy(response.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });
});

describe('REST and GraphQL answers', () => {
  it('carry a policy that lets nothing load and nobody frame them, without a nonce', async () => {
    const answers = [
      await plain.app.inject({ method: 'GET', url: '/api/pricelist' }),
      await plain.app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ health { database } }' } }),
      await plain.app.inject({ method: 'GET', url: '/healthz' }),
    ];
    for (const response of answers) {
      expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it("GraphiQL (development only) keeps only frame-ancestors, as it is built from unpkg.com's scripts", async () => {
    const page = await openInBrowser(plain.app, '/graphql');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    expect((await openInBrowser(live.app, '/graphql')).headers['content-type']).not.toMatch(/^text\/html/);
  });
});

describe('HSTS', () => {
  it('is sent, with upgrade-insecure-requests, only when PUBLIC_URL is https', async () => {
    for (const url of ['/pricelist', '/admin', '/api/pricelist']) {
      const secure = await openInBrowser(live.app, url);
      expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
      const insecure = await openInBrowser(plain.app, url);
      expect(insecure.headers['strict-transport-security']).toBeUndefined();
    }
    expect(policy((await openInBrowser(live.app, '/pricelist')).headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
    expect(policy((await openInBrowser(plain.app, '/pricelist')).headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('third parties in the policy', () => {
  it('allows Stripe.js, RudderStack and Amplitude only when they are configured, and only what they use', async () => {
    const configured = policy((await openInBrowser(live.app, '/checkout/ORD-DEMO2026')).headers['content-security-policy']);
    expect(configured.get('script-src')).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://*.js.stripe.com', 'https://cdn.rudderlabs.com']));
    expect(configured.get('frame-src')).toEqual(['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']);
    expect(configured.get('connect-src')).toEqual([
      "'self'",
      'https://api.stripe.com',
      'https://api.rudderstack.com',
      'https://dataplane.example.com',
      'https://api-sr.amplitude.com',
      'https://sr-client-cfg.amplitude.com',
    ]);
    const bare = policy((await openInBrowser(plain.app, '/checkout/ORD-DEMO2026')).headers['content-security-policy']);
    expect(bare.get('script-src')?.filter((source) => source.startsWith('https:'))).toEqual([]);
    expect(bare.get('frame-src')).toEqual(["'none'"]);
    expect(bare.get('connect-src')).toEqual(["'self'"]);
  });

  it("lets the checkout's form be answered with a redirect to Stripe Checkout's page only when Stripe is configured", async () => {
    const configured = policy((await openInBrowser(live.app, '/checkout/ORD-DEMO2026')).headers['content-security-policy']);
    expect(configured.get('form-action')).toEqual(["'self'", 'https://checkout.stripe.com']);
    const bare = policy((await openInBrowser(plain.app, '/checkout/ORD-DEMO2026')).headers['content-security-policy']);
    expect(bare.get('form-action')).toEqual(["'self'"]);
  });
});
