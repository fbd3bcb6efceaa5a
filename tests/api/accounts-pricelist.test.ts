import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricelistResponseSchema } from '../../contracts/pricelist';
import type { PricelistResponse } from '../../contracts/pricelist';
import { isValidPurchaseToken } from '../../server/domain/purchase-token';
import { TEST_SECRET, startTestApp } from './app';
import type { TestApp } from './app';
import { client, send, signInDemo } from './accounts';
import type { Client } from './accounts';
import { signUpAndConfirm } from '../support/sign-up';

let harness: TestApp;
let demo: Client;
beforeAll(async () => {
  harness = await startTestApp();
  demo = await signInDemo(harness.app);
});
afterAll(async () => {
  await harness.close();
});

async function pricelist(who: Client, query: string): Promise<PricelistResponse> {
  const response = await send(harness.app, who, 'GET', `/api/pricelist${query}`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return pricelistResponseSchema.parse(response.json());
}

const query = (url: string) => new URL(url, 'http://portal.test').searchParams;

describe('GET /api/pricelist?project=NAME', () => {
  it('shows the owner the website, the back link, actions from the current package and its package without a button', async () => {
    const body = await pricelist(demo, '?project=demo-blog&ref=newsletter');
    // Its paid package can get the catalogue's add-ons alone (docs/services.md "Add-ons bought alone").
    const addons = ['extra-storage', 'email-plus', 'seo-booster', 'cookie-scanner'];
    expect(body.metadata.project).toEqual({ name: 'demo-blog', currentPackage: 'mini', addons: addons.map((identifier) => ({ identifier, title: expect.any(String), addPath: `/add-on/demo-blog/${identifier}` })) });
    expect(body.metadata.backLink).toEqual({ text: 'Back to My websites', url: '/websites' });
    const actions = Object.fromEntries(body.items.map((item) => [item.identifier, query(item.button.url).get('package-action')]));
    expect(actions).toEqual({ limited: 'downgrade', mini: 'buy', standard: 'upgrade', profi: 'upgrade', business: 'upgrade' });
    expect(body.items.map((item) => [item.identifier, item.button.showButton])).toEqual([
      ['limited', true],
      ['mini', false],
      ['standard', true],
      ['profi', true],
      ['business', true],
    ]);
    for (const item of body.items) {
      const params = query(item.button.url);
      const offer = { identifier: item.identifier, version: Number(params.get('package-version')), project: 'demo-blog', ref: 'newsletter' };
      expect(isValidPurchaseToken(TEST_SECRET, offer, params.get('token') ?? '')).toBe(true);
    }
    // A small website fits every package.
    expect(body.items.some((item) => item.hasUnsupportedFeatures)).toBe(false);
    expect(body.metadata.unsupportedFeatures).toEqual({});
  });

  it('marks the packages too small for the website and describes what they lack', async () => {
    const body = await pricelist(demo, '?project=demo-shop');
    expect(body.metadata.project).toEqual({ name: 'demo-shop', currentPackage: null, addons: [] });
    expect(body.items.filter((item) => item.hasUnsupportedFeatures).map((item) => item.identifier)).toEqual(['limited', 'mini']);
    expect(body.items.every((item) => item.button.showButton && query(item.button.url).get('package-action') === 'buy')).toBe(true);
    const urlOf = (identifier: string) => body.items.find((item) => item.identifier === identifier)?.button.url;
    expect(Object.keys(body.metadata.unsupportedFeatures).sort()).toEqual(['limited', 'mini']);
    expect(body.metadata.unsupportedFeatures.mini).toEqual({
      heading: 'Mini cannot carry your website as it is',
      text: 'Your website has an e-shop, 40 pages and 2.9 GB of files; Mini has no e-shop, up to 20 pages and 2 GB of storage.',
      upgradeButton: { text: 'Choose Standard instead', url: urlOf('standard') },
      continueButtons: [{ text: 'Continue with Mini anyway', url: urlOf('mini') }],
    });
    expect(body.metadata.unsupportedFeatures.limited?.upgradeButton.text).toBe('Choose Standard instead');
  });

  it.each([
    ['a signed-out visitor', () => client(), 'demo-shop'],
    ['the owner asking for an unknown name', () => demo, 'no-such-site'],
  ])('answers 404 PROJECT_NOT_FOUND to %s', async (_case, who, name) => {
    const response = await send(harness.app, who(), 'GET', `/api/pricelist?project=${name}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'PROJECT_NOT_FOUND', parameter: 'project', message: `We could not find a website called ${name} in your account.` } });
  });

  it('answers 404 to another account, and does not hand it the owner\'s answer from a cache', async () => {
    const cached = await startTestApp({ catalogueCacheMs: 60_000 });
    try {
      const owner = await signInDemo(cached.app);
      expect((await send(cached.app, owner, 'GET', '/api/pricelist?project=demo-shop')).statusCode).toBe(200);
      const other = await signUpAndConfirm(cached.app, { fullname: 'Eve', email: 'eve@example.com', password: 'eve-password' }, client('192.0.2.5'));
      const response = await send(cached.app, other, 'GET', '/api/pricelist?project=demo-shop');
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('PROJECT_NOT_FOUND');
      const anonymous = await send(cached.app, client(), 'GET', '/api/pricelist');
      expect(anonymous.json().metadata.project).toBeNull();
    } finally {
      await cached.close();
    }
  });

  it('stays as before without a project, signed in or not', async () => {
    const response = await send(harness.app, demo, 'GET', '/api/pricelist');
    // The public answer, the same for everyone: revalidated by its ETag, never the private no-store of a project's.
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toMatch(/^"[^"]+"$/);
    const body = pricelistResponseSchema.parse(response.json());
    expect(body.metadata.project).toBeNull();
    expect(body.metadata.backLink).toBeNull();
    expect(body.metadata.unsupportedFeatures).toEqual({});
    expect(body.items.every((item) => item.button.showButton && !item.hasUnsupportedFeatures)).toBe(true);
  });
});
