// The price list in a browser: the JavaScript a new visitor downloads, and how soon the cards and the largest
// paint show against a static HTML copy of the same page. Headless Chromium, CPU throttled, cache off.
import { readFileSync, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';

const CHROMIUM_ARGS = ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu', '--no-first-run'];
/** The consent cookie as the bar writes it for the minimal choice. */
const CHOSEN_COOKIES = (url: string) => ({ name: 'ac', value: '{%22essential%22:true%2C%22functional%22:false}', url });

/** Like a mid-range phone (Lighthouse's mobile setting). */
export const CPU_SLOWDOWN = 4;

function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export interface ScriptWeight {
  files: Array<[string, number]>;
  total: number;
}

/**
 * Every script a new visitor's browser loads for the page (no consent cookie, so the cookie bar and its code
 * load too), each gzip-compressed as a server would send it.
 */
export async function pageJavaScriptGzip(url: string): Promise<ScriptWeight> {
  const browser = await launch();
  try {
    const page = await browser.newPage();
    const scripts: Array<Promise<[string, number]>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(response.body().then((body) => [new URL(response.url()).pathname, gzipSync(body).length]));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // The bar opens once the session check answers; its code is part of a new visitor's first load.
    await page.getByRole('dialog').first().waitFor({ timeout: 30_000 }).catch(() => console.log('  (the cookie bar did not open)'));
    await page.waitForLoadState('networkidle');
    const files = await Promise.all(scripts);
    files.sort((a, b) => b[1] - a[1]);
    return { files, total: files.reduce((sum, [, size]) => sum + size, 0) };
  } finally {
    await browser.close();
  }
}

/**
 * Records, from the page itself, when four package cards are first on screen and the largest contentful paint.
 * Cards already in the HTML are on screen with the first contentful paint; cards inserted later by a script are
 * on screen with the next frame after their insertion.
 */
const PAINT_PROBE = `
  window.__bench = { inserted: null, framed: null, lcp: null, fcp: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') window.__bench.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  const seen = () => document.querySelectorAll('[aria-label="Packages"] article').length >= 4;
  const observer = new MutationObserver(() => {
    if (!seen()) return;
    observer.disconnect();
    window.__bench.inserted = performance.now();
    requestAnimationFrame(() => setTimeout(() => { window.__bench.framed = performance.now(); }, 0));
  });
  observer.observe(document, { childList: true, subtree: true });
`;

interface Probe {
  inserted: number | null;
  framed: number | null;
  fcp: number | null;
  lcp: number | null;
}

export interface PaintTimes {
  cardsMs: number;
  lcpMs: number;
}

async function measureOnce(browser: Browser, url: string): Promise<PaintTimes> {
  // A fresh context: no cache. Both pages as a visitor who already chose cookies, so the largest paint is the
  // page's own, not the cookie bar the static copy does not have (its code is in the first-load figure above).
  const context = await browser.newContext();
  await context.addCookies([CHOSEN_COOKIES(url)]);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(PAINT_PROBE);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => (window as unknown as { __bench: Probe }).__bench.framed !== null, undefined, { timeout: 60_000 });
    // LCP settles once the page stops changing; input would end it, so it is read after a quiet moment.
    await page.waitForTimeout(1_000);
    const probe = await page.evaluate(() => (window as unknown as { __bench: Probe }).__bench);
    const inserted = probe.inserted ?? Number.NaN;
    const cardsMs = probe.fcp !== null && inserted <= probe.fcp ? probe.fcp : (probe.framed ?? Number.NaN);
    return { cardsMs, lcpMs: probe.lcp ?? Number.NaN };
  } finally {
    await context.close();
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Both pages measured in turns (so a busy moment of the machine hits both), median of `runs` each. */
export async function comparePaintTimes(pageUrl: string, staticUrl: string, runs: number): Promise<{ page: PaintTimes; copy: PaintTimes }> {
  const browser = await launch();
  try {
    const page: PaintTimes[] = [];
    const copy: PaintTimes[] = [];
    await measureOnce(browser, pageUrl); // warm-up: the server renders and caches the page once
    for (let run = 0; run < runs; run += 1) {
      page.push(await measureOnce(browser, pageUrl));
      copy.push(await measureOnce(browser, staticUrl));
    }
    const summary = (all: PaintTimes[]): PaintTimes => ({ cardsMs: median(all.map((t) => t.cardsMs)), lcpMs: median(all.map((t) => t.lcpMs)) });
    return { page: summary(page), copy: summary(copy) };
  } finally {
    await browser.close();
  }
}

/** The page as a visitor finally sees it, without any script: the yardstick of a static page. */
export async function staticCopyOf(url: string): Promise<string> {
  const browser = await launch();
  try {
    // A visitor who already chose cookies: the copy is the page, not the cookie bar over it.
    const context = await browser.newContext();
    await context.addCookies([CHOSEN_COOKIES(url)]);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('list', { name: 'Packages' }).waitFor();
    return await page.evaluate(() => {
      for (const element of document.querySelectorAll('script, link[rel="modulepreload"]')) element.remove();
      return `<!doctype html>\n${document.documentElement.outerHTML}`;
    });
  } finally {
    await browser.close();
  }
}

const TYPES: Record<string, string> = { '.css': 'text/css', '.js': 'text/javascript', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.png': 'image/png' };

/** Serves the static copy at / and the built assets (stylesheets, fonts) beside it, as a plain file server would. */
export function serveStaticCopy(html: string, distDir: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    if (path === '/' || path === '/pricelist') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
      return;
    }
    const file = join(distDir, normalize(path).replace(/^(\.\.[/\\])+/, ''));
    if (file.startsWith(distDir) && existsSync(file)) {
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
      return;
    }
    response.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
