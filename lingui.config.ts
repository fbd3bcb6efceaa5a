import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-json';

/**
 * The portal's message catalogues (docs/frontend.md "Messages in Czech and English"): one JSON file per language
 * with explicit ids, written by hand, compiled by `npm run i18n:compile` into modules whose messages are already
 * parsed, so the browser never parses ICU MessageFormat.
 */
export default defineConfig({
  locales: ['en', 'cs'],
  sourceLocale: 'en',
  catalogs: [{ path: '<rootDir>/src/i18n/locales/{locale}', include: [] }],
  format: formatter({ style: 'minimal' }),
  compileNamespace: 'ts',
});
