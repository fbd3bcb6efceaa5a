import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { PORTAL_PORT, STRIPE_API_PORT, STRIPE_SERVER_ENV } from './e2e/support/stripe';
import { CLI_OPERATOR } from './e2e/support/operators';

const port = PORTAL_PORT;
const dataDir = '.tmp/e2e-data';
// Both halves: the browser's bundle and the server's build of the price list page.
const build = process.env.E2E_SKIP_BUILD ? '' : 'npm run build --silent && ';
/**
 * Browser downloads do not work on these machines: the browser is Debian's Chromium. Its headless shell (Debian's
 * chromium-headless-shell, the same Chromium without the desktop browser around it, and what Playwright itself runs
 * headless) when installed: the suite is bound by the browser's CPU on 2 cores, and the shell took 40 % less of it
 * than the full browser (docs/testing.md). `CHROMIUM_PATH` chooses another.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * Every browser test starts as a visitor who already chose the minimal cookie set (the cookie 'ac' as the bar
 * writes it), so the cookie bar does not cover the page it tests. e2e/consent.spec.ts starts without it.
 */
export const consentedVisitor = {
  cookies: [{ name: 'ac', value: '{%22essential%22:true%2C%22functional%22:false}', domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const }],
  origins: [],
};

export default defineConfig({
  testDir: 'e2e',
  // The migrated and seeded database that the portals of a journey's own start from (e2e/support/own-portal.ts).
  globalSetup: './e2e/support/global-setup.ts',
  // Hang guards, not speed checks: the longest journeys sign up (scrypt), pay and read the outbox, and on a busy
  // 2-core CI machine a journey takes two to three times as long as on a quiet one (`npm run test:shake` runs the
  // suite beside a CPU-hungry process to keep these honest). test.slow() triples the test's.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    storageState: consentedVisitor,
    // A failed journey keeps its trace: the actions, console and network, and the page's accessibility snapshot at
    // the failure (error-context.md). Without the screencast and DOM snapshots: recording them for every journey
    // took a third of the suite's time on 2 cores. Not in CI, whose files nobody reads afterwards (only its output
    // is kept): recording every journey's trace cost 4 % of the suite's CPU there.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    launchOptions: {
      executablePath: CHROMIUM,
      // Nothing outside this machine: every other host fails at once (Stripe.js is served by e2e/support/stripe.ts).
      // --disable-gpu-rasterization undoes the full browser's Debian wrapper (/etc/chromium.d/default-flags), whose GPU rasterization
      // runs in software here and took a third of the CPU of a journey; the pages are drawn by the renderers instead.
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu', '--disable-gpu-rasterization', '--disable-dev-shm-usage', '--no-first-run', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
    },
  },
  projects: [
    // Signs the demo account and the demo operator in once; the journeys reuse their sessions (e2e/support/sessions.ts).
    { name: 'sessions', testMatch: /sessions\.setup\.ts$/ },
    { name: 'journeys', testIgnore: /catalogue-last\//, dependencies: ['sessions'] },
    // Changes every visitor of the price list sees (prices, package versions, the Limited promo box, the FAQ): after
    // all the other journeys.
    { name: 'catalogue-changes', testMatch: /catalogue-last\/.*\.spec\.ts$/, dependencies: ['journeys'] },
  ],
  webServer: [
    {
      // The stand-in of Stripe's API that the server's real Stripe SDK talks to (e2e/support/stripe.ts).
      command: 'npx tsx e2e/support/stripe-api.ts',
      // Ready when it answers at all (401 without the secret key).
      url: `http://127.0.0.1:${STRIPE_API_PORT}/v1/payment_intents`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The real server on a fresh embedded database, serving the built app, in demo mode as `npm start` runs it (the
      // demo data, the test gateway, e-mail kept at /outbox, /events), with the card payment switched on.
      // Before it starts, `npm run operator` makes the operator of the two-factor journey, as an installation's first.
      // Both are the server built for Node by `npm run build` (dist-node/, scripts/build-node.ts).
      command:
        `${build}rm -rf ${dataDir} && mkdir -p ${dataDir} && printf '%s' '${CLI_OPERATOR.password}' | NODE_ENV=development PORTAL_MODE=demo DATA_DIR=${dataDir} node dist-node/operator-cli.mjs create ${CLI_OPERATOR.email} --password-stdin >/dev/null && ` +
        `NODE_ENV=development PORTAL_MODE=demo DATA_DIR=${dataDir} PORT=${port} HOST=127.0.0.1 node --enable-source-maps dist-node/main.mjs`,
      url: `http://127.0.0.1:${port}/healthz`,
      // scrypt at 2^12 (server/auth/password.ts, development only): every journey that signs up or in saves a second.
      env: { ...(process.env as Record<string, string>), ...STRIPE_SERVER_ENV, PASSWORD_HASH_LOG2N: '12' },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
