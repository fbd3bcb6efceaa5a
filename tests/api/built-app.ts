import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The inline script of the stand-in index.html, as the real one carries Consent Mode's defaults. */
export const CONSENT_DEFAULTS_SCRIPT = "\n      window.dataLayer = window.dataLayer || [];\n      window.dataLayer.push(['consent', 'default']);\n    ";

/** A built asset over the compression threshold, with the brotli and gzip copies `npm run build` writes beside it. */
export const ASSET = { url: '/assets/app-1a2b3c.js', content: `${'console.log("the app");\n'.repeat(100)}` };

const INDEX_HTML = [
  '<!doctype html><html lang="en"><head><title>Portal</title>',
  `<script>${CONSENT_DEFAULTS_SCRIPT}</script>`,
  `<script type="module" crossorigin src="${ASSET.url}"></script>`,
  '</head><body><div id="root"></div></body></html>',
].join('');

// The server build of the price list page (src/app/entry-server.tsx) in miniature: the packages' names.
const SERVER_ENTRY = `
export const INITIAL_PRICELIST_ID = 'initial-pricelist';
export const renderPricelistPage = (url, { pricelist }) => '<title>Hosting packages</title><ul>' + pricelist.items.map((item) => '<li>' + item.name + '</li>').join('') + '</ul>';
export const pricelistQueryKey = (query) => JSON.stringify(query);
export const pricelistQueryFrom = (params) => Object.fromEntries(params);
`;

/**
 * A folder shaped as `npm run build` leaves it, for `staticDir` and `serverEntry`: index.html with an inline script,
 * a compressed asset and the server build of the price list page, so that the server answers as in production.
 */
export function builtAppFolder(): { staticDir: string; serverEntry: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'portal-built-app-'));
  const staticDir = join(root, 'dist');
  mkdirSync(join(staticDir, 'assets'), { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), INDEX_HTML);
  const asset = join(staticDir, ASSET.url);
  writeFileSync(asset, ASSET.content);
  writeFileSync(`${asset}.br`, brotliCompressSync(ASSET.content));
  writeFileSync(`${asset}.gz`, gzipSync(ASSET.content));
  const serverEntry = join(root, 'dist-server', 'entry-server.mjs');
  mkdirSync(join(root, 'dist-server'));
  writeFileSync(serverEntry, SERVER_ENTRY);
  return { staticDir, serverEntry, remove: () => rmSync(root, { recursive: true, force: true }) };
}
