import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-json';

/**
 * The browser's areas whose words load with their own pages (src/i18n/areas.ts); the shell's catalogue (header, footer,
 * modal, cookie bar, price list) loads before the first render. 'public': the pages of their own outside the account
 * and the checkout (cookies, recent events, the demo outbox, not found).
 */
export const AREAS = ['account', 'checkout', 'orders', 'services', 'admin', 'public'] as const;

/**
 * The portal's message catalogues (docs/frontend.md "Messages in Czech and English"): one JSON file per language
 * with explicit ids, written by hand, compiled by `npm run i18n:compile` into modules whose messages are already
 * parsed, so the browser never parses ICU MessageFormat. The shell's, each area's, and the server's (e-mails, PDFs
 * and the messages of its answers).
 */
export const CATALOGUE_PATHS = ['src/i18n/locales', ...AREAS.map((area) => `src/i18n/locales/${area}`), 'server/i18n/locales'];

export default defineConfig({
  locales: ['en', 'cs'],
  sourceLocale: 'en',
  catalogs: CATALOGUE_PATHS.map((path) => ({ path: `<rootDir>/${path}/{locale}`, include: [] })),
  format: formatter({ style: 'minimal' }),
  compileNamespace: 'ts',
});
