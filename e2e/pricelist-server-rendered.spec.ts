// The price list as the server renders it: complete without JavaScript, described for search engines, then
// hydrated by the browser without a difference and without asking /api/pricelist again.
import { expectNoAxeViolations } from './support/axe';
import { openPricelist } from './support/sessions';
import { expect, test, type Page } from '@playwright/test';
import { pricelistResponseSchema } from '../contracts/pricelist';

const packages = (page: Page) => page.getByRole('list', { name: 'Packages' }).locator(':scope > li');
const faqItems = (page: Page) => page.locator('.faq details');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every card, price, the promo, each FAQ answer, the footer and the tags search engines read are in the HTML', async ({ page, request }) => {
    const api = pricelistResponseSchema.parse(await (await request.get('/api/pricelist?currency=EUR')).json());
    // A bad feautre and an over-long ref still give the list, in the asked currency.
    const response = await page.goto(`/pricelist?currency=EUR&feautre=no-such-feature&ref=${'r'.repeat(40)}`);
    expect(response?.headers()['cache-control']).toBe('no-cache');
    expect(response?.headers().etag).toBeTruthy();

    await expect(packages(page)).toHaveCount(4);
    for (const item of api.items.filter((each) => each.identifier !== 'limited')) {
      const card = page.getByRole('article', { name: item.name });
      await expect(card).toContainText(item.button.price);
    }
    await expect(page.getByRole('region', { name: 'Get your own or connect existing domain' })).toContainText(/Only for .+\/month/);
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Native <details>: the first answer the server marks as shown is open, and each other one opens from its
    // question, with no script.
    expect(await faqItems(page).count()).toBe(api.metadata.faq.items.length);
    const firstShown = api.metadata.faq.items.findIndex((item) => item.isShown);
    for (const [index, item] of api.metadata.faq.items.entries()) {
      if (index !== firstShown) await faqItems(page).nth(index).locator('summary').click();
      await expect(page.getByText(item.answer)).toBeVisible();
    }

    // SPEC.md: while the price list is open the body carries these classes, before any script too.
    await expect(page.locator('body')).toHaveClass(/\bmain-accent\b/);
    await expect(page.locator('body')).toHaveClass(/\bwrapper-no-overflow\b/);

    await expect(page).toHaveTitle('Hosting packages and prices');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Hosting packages/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/pricelist\?currency=EUR$/);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
      '@graph': Array<{ '@type': string; sku: string; offers: { '@type': string; price: string; priceCurrency: string } }>;
    };
    expect(jsonLd['@graph'].map((product) => product.sku).sort()).toEqual(api.items.map((item) => item.identifier).sort());
    for (const product of jsonLd['@graph']) {
      expect(product['@type']).toBe('Product');
      expect(product.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR', price: expect.stringMatching(/^\d+\.\d{2}$/) });
    }

    // Links work: the navigation leads on without a script.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Domains' }).click();
    await expect(page).toHaveURL(/\/domains$/);
  });

  test('the HTML starts the app with its entry module alone, so the cards paint before the app is fetched', async ({ request }) => {
    const html = await (await request.get('/pricelist', { headers: { accept: 'text/html' } })).text();
    // The chunks are asked for by the entry itself (docs/frontend.md); preloading them held the first paint back.
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
    expect(html).not.toContain('rel="modulepreload"');
  });

  test('the page and its scripts travel compressed to a browser that accepts it, and as they are to one that does not', async ({ request }) => {
    const page = await request.get('/pricelist', { headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' } });
    expect(page.headers()['content-encoding']).toBe('br');
    expect(page.headers().vary).toContain('Accept-Encoding');
    const html = await page.text();
    expect(html).toContain('aria-label="Packages"');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
    const compressed = await request.get(script, { headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers()['content-encoding']).toBe('gzip');
    const plain = await request.get(script, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(await compressed.text()).toBe(await plain.text());
    const plainPage = await request.get('/pricelist', { headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
    expect(plainPage.headers()['content-encoding']).toBeUndefined();
    expect(await plainPage.text()).toBe(html);
  });

  test('a monitor or command-line client asking for anything gets the page too, an API client asking for JSON does not', async ({ request }) => {
    for (const headers of [{ accept: '*/*' }, {}] as Record<string, string>[]) {
      const page = await request.get('/', { headers });
      expect(page.status()).toBe(200);
      expect(page.headers()['content-type']).toContain('text/html');
      expect(await page.text()).toContain('aria-label="Packages"');
    }
    const json = await request.get('/pricelist', { headers: { accept: 'application/json' } });
    expect(json.status()).toBe(404);
    expect(((await json.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  });

  test('the HTML is revalidated by its ETag, the hashed assets are cached for good', async ({ request }) => {
    const first = await request.get('/', { headers: { accept: 'text/html' } });
    const html = await first.text();
    const etag = first.headers().etag ?? '';
    const again = await request.get('/', { headers: { accept: 'text/html', 'if-none-match': etag } });
    expect(again.status()).toBe(304);
    // `<` inside embedded JSON is escaped, so no data can close its script.
    for (const [, json] of html.matchAll(/<script[^>]*type="application\/(?:ld\+)?json"[^>]*>([\s\S]*?)<\/script>/g)) expect(json).not.toContain('<');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
    expect((await request.get(script)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

test('the browser takes the page over without a hydration warning, without fetching the list again, and it works', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const pricelistRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/pricelist') pricelistRequests.push(request.url());
  });

  await page.goto('/?currency=CZK');
  // '/' is the price list; its address becomes /pricelist, keeping the query, without a new render.
  await expect(page).toHaveURL(/\/pricelist\?currency=CZK$/);
  await expect(packages(page)).toHaveCount(4);
  await expect(packages(page).first()).toContainText(/CZK|Kč/);
  await expect(page.locator('body')).toHaveClass(/\bmain-accent\b/);
  // Interactive: the keyboard opens a tooltip and a purchase asks a visitor to sign up.
  await packages(page).first().getByRole('button', { name: /^More about / }).first().focus();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await packages(page).first().locator('.package-buy').click();
  const dialog = page.getByRole('dialog', { name: 'Create your website' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await expectNoAxeViolations(page);
  expect(pricelistRequests).toEqual([]);
  expect(problems).toEqual([]);
});

test('the body classes of the price list stay after hydration, go when the visitor leaves the list and come back with it', async ({ page }) => {
  const body = page.locator('body');
  await openPricelist(page);
  await expect(packages(page)).toHaveCount(4);
  await expect(body).toHaveClass(/\bmain-accent\b/);
  await expect(body).toHaveClass(/\bwrapper-no-overflow\b/);
  // Within the app: the header's link is followed by the router, without a new page.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Domains' }).click();
  await expect(page).toHaveURL(/\/domains$/);
  await expect(body).not.toHaveClass(/\bmain-accent\b/);
  await expect(body).not.toHaveClass(/\bwrapper-no-overflow\b/);
  await page.goBack();
  await expect(packages(page)).toHaveCount(4);
  await expect(body).toHaveClass(/\bmain-accent\b/);
  await expect(body).toHaveClass(/\bwrapper-no-overflow\b/);
});
