// The stand-in Stripe API for the browser tests, started by playwright.config.ts as a web server of its own.
import { start } from '../../tests/support/stripe-stand-in';
import { PORTAL_WEBHOOK_URL, STAND_IN_KEYS, STRIPE_API_PORT } from './stripe';

const standIn = await start({ keys: STAND_IN_KEYS, port: STRIPE_API_PORT, webhookUrl: PORTAL_WEBHOOK_URL });
console.log(`Stripe API stand-in on ${standIn.url}`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
