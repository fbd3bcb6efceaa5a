import { readdirSync, readFileSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * The jsdom test files that replace a module (vi.mock): a replacement reaches only a module loaded after it, so these
 * files get a module cache of their own. Every other jsdom file shares its worker's (vite.config.ts, test.projects).
 */
const jsdomFiles = readdirSync('tests', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.tsx'))
  .map((file) => `tests/${file}`);
const mockingJsdomFiles = jsdomFiles.filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(file, 'utf8')));

const apiPort = Number(process.env.API_PORT ?? 3001);
const apiTarget = `http://127.0.0.1:${apiPort}`;

export default defineConfig({
  plugins: [react()],
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: {
      '/api': apiTarget,
      '/graphql': apiTarget,
      '/healthz': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // A lazy page's own stylesheets still load with it, but its scripts' imports are not listed in the entry to be
    // fetched beside it: that list of every chunk's name cost the price list's first load 1.1 KB of gzip
    // (docs/scaling.md "The price list and the first load"). The page's imports follow as it loads.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css'))),
    },
    rollupOptions: {
      // The server's render (src/app/entry-server.tsx) takes every message catalogue at once (src/i18n/catalogues.ts),
      // while the browser loads them by language and area: in the server's build, that its dynamic imports stay in one
      // chunk is what is wanted. The browser's build still reports it.
      onwarn(warning, warn) {
        if (process.argv.includes('--ssr') && warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT') return;
        warn(warning);
      },
    },
  },
  test: {
    // Under Vitest our code and graphql-yoga would otherwise load two copies of graphql (ESM and CJS), and
    // Yoga would mask our GraphQLErrors as unexpected ones, losing extensions.code.
    alias: { graphql: 'graphql/index.js' },
    setupFiles: ['tests/setup.ts'],
    // scrypt at 2^12 instead of OWASP's 2^17 (server/auth/password.ts; refused in production): the suite signs up and
    // in hundreds of times, each a second of CPU at full cost. tests/unit/server-password.test.ts checks the full cost.
    env: { PASSWORD_HASH_LOG2N: '12' },
    restoreMocks: true,
    // Vitest's default on 2 cores is one worker; two keep both cores busy while one file waits on its database.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          // The server built for Node, which the tests of child processes start (tests/api/child-server.ts).
          globalSetup: ['tests/api/node-build.ts'],
          // Hang guards, not speed checks: opening an embedded database twice in one test, or starting an app with
          // its migrations and seed in a hook, took 30 s and 60 s with the machine's two cores shared by other work.
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // The files of a worker share one module cache: each file imported the server afresh, a third of the
          // PostgreSQL pass's time (import 448 s of worker time against 24 s shared). What a file changes is its
          // own database, server or child process; module-level caches key by database (docs/testing.md).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: ['tests/**/*.test.tsx'],
          exclude: [...configDefaults.exclude, ...mockingJsdomFiles],
          // Above Testing Library's 15 s wait (tests/setup.ts): a hang guard, not a speed check.
          testTimeout: 45_000,
          // The files of a worker share one jsdom and one module cache: each file set up its own window and imported
          // React, React Aria and the app afresh, more than a third of the jsdom files' CPU (409 s against 229 s).
          // tests/setup.ts starts each file as a new tab (storage, cookies, the address and the clock reset) and clears
          // each test's rendered tree, session storage and waiting focus move after it (docs/testing.md).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom-own-modules',
          environment: 'jsdom',
          // (An empty include would mean Vitest's default one.)
          include: mockingJsdomFiles.length > 0 ? mockingJsdomFiles : ['tests/no-file-replaces-a-module'],
          testTimeout: 45_000,
        },
      },
    ],
  },
});
