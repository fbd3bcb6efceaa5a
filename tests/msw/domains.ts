/** MSW handlers around the Domain name step. */
import { graphql } from 'msw';
import { server } from './server';

/**
 * The order's next step (/checkout/ID/personal-data or /package) loads its order as soon as the Domain name step
 * opens it; what it shows is the checkout's own tests'. Here that request just waits.
 */
export function leaveNextStepWaiting(): void {
  server.use(graphql.query('CheckoutOrder', () => new Promise<Response>(() => {})));
}
