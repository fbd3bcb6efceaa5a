/**
 * Stripe at the browser tests' network boundary. The portal's server runs its real Stripe SDK against a local
 * stand-in of the Stripe API (a second web server of playwright.config.ts, e2e/support/stripe-api.ts), and the
 * browser gets a stand-in of Stripe.js (stripe-js-stand-in.js) through page.route. Payment succeeds as Stripe's
 * webhook tells the server: the test signs one with the webhook secret, as Stripe would.
 */
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import Stripe from 'stripe';

/** The portal's port in the browser tests (playwright.config.ts). */
export const PORTAL_PORT = Number(process.env.E2E_PORT ?? 3100);
// Next to the portal's own test port, so that two test runs on one machine (E2E_PORT) do not collide.
export const STRIPE_API_PORT = Number(process.env.E2E_STRIPE_PORT ?? PORTAL_PORT + 99);
/** Where the stand-in's Checkout page and its expiries send their signed events, as Stripe does. */
export const PORTAL_WEBHOOK_URL = `http://127.0.0.1:${PORTAL_PORT}/api/payments/stripe/webhook`;
/** Keys of the stand-in only: nothing at Stripe accepts them. */
export const STAND_IN_KEYS = {
  secretKey: 'sk_test_stand_in_for_browser_tests',
  publishableKey: 'pk_test_stand_in_for_browser_tests',
  webhookSecret: 'whsec_stand_in_for_browser_tests',
};

/** The environment that turns the card on in the portal's server, pointed at the stand-in. */
export const STRIPE_SERVER_ENV = {
  STRIPE_SECRET_KEY: STAND_IN_KEYS.secretKey,
  STRIPE_PUBLISHABLE_KEY: STAND_IN_KEYS.publishableKey,
  STRIPE_WEBHOOK_SECRET: STAND_IN_KEYS.webhookSecret,
  STRIPE_API_URL: `http://127.0.0.1:${STRIPE_API_PORT}`,
};

const standInScript = readFileSync(new URL('./stripe-js-stand-in.js', import.meta.url), 'utf8');

/** Serves the stand-in Stripe.js for every Stripe.js address the page asks for. */
export async function serveStripeJs(page: Page): Promise<void> {
  await page.route(/^https:\/\/js\.stripe\.com\//, (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: standInScript }));
}

/**
 * Tells the portal, as Stripe would, that the PaymentIntent of this client secret succeeded: the stand-in API confirms
 * it with Stripe's test Visa card first (which Stripe.js does in the real world), saving the card to the intent's
 * Customer when the page asked for that (`setupFutureUsage`, as the stand-in Stripe.js recorded it).
 */
export async function sendPaymentSucceeded(request: APIRequestContext, clientSecret: string, setupFutureUsage: string | null = null): Promise<number> {
  const id = clientSecret.split('_secret_')[0] ?? '';
  const form = new URLSearchParams({ payment_method: 'pm_card_visa', ...(setupFutureUsage ? { setup_future_usage: setupFutureUsage } : {}) });
  const headers = { authorization: `Bearer ${STAND_IN_KEYS.secretKey}` };
  const url = `${STRIPE_SERVER_ENV.STRIPE_API_URL}/v1/payment_intents/${id}`;
  const confirmed = await fetch(`${url}/confirm`, { method: 'POST', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
  // Confirmed before (the same success told twice): the intent as it is.
  const intentResponse = confirmed.ok ? confirmed : await fetch(url, { headers });
  const intent = (await intentResponse.json()) as Record<string, unknown>;
  const payload = JSON.stringify({ id: `evt_${id}`, object: 'event', type: 'payment_intent.succeeded', api_version: Stripe.API_VERSION, created: Math.floor(Date.now() / 1000), livemode: false, data: { object: { ...intent, status: 'succeeded' } } });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: STAND_IN_KEYS.webhookSecret });
  const response = await request.post('/api/payments/stripe/webhook', { headers: { 'content-type': 'application/json', 'stripe-signature': signature }, data: payload });
  return response.status();
}
