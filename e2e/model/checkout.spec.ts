/**
 * The checkout's generated paths in Chromium through the real server: each test is one path of the checkout
 * machine's graph (see checkout.paths.ts for which, and which events are not produced here), named by its events
 * as in `npm run test:paths`. Each path makes its own fresh order, then every step is done as a shopper or the real
 * server does it, and the screen is checked against the state the path says after each step.
 */
import { expect, test } from '@playwright/test';
import { machineStates, stateKeysOf } from '../../scripts/paths/machine';
import { checkoutMachine, type CheckoutContext } from '../../machines/checkout';
import { browserPaths } from './checkout.paths';
import { CheckoutDriver } from './checkout-driver';

const paths = browserPaths();

test('the checkout paths in the browser reach every state of the checkout', () => {
  const reached = new Set(paths.flatMap(({ path }) => path.steps.flatMap((step) => stateKeysOf(step.state.value))));
  // Every state but those only the actor-level paths reach (see checkout.paths.ts); signInNeeded is walked in the
  // browser by e2e/checkout.spec.ts, which opens a draft signed out.
  const actorOnly = new Set(['ready.togglingPrivateRegistration', 'ready.savingRegistrant', 'awaitingPayment.idle', 'awaitingPayment.paying', 'awaitingTransfer', 'paid', 'closed', 'signInNeeded']);
  expect([...reached].sort()).toEqual(machineStates(checkoutMachine).filter((key) => !actorOnly.has(key)).sort());
});

for (const { title, path } of paths) {
  test(title, async ({ page }) => {
    const driver = new CheckoutDriver(page);
    await driver.prepare();
    for (const [index, step] of path.steps.entries()) {
      await test.step(`${index + 1}. ${step.event.type}`, async () => {
        await driver.send(path, index);
        for (const key of stateKeysOf(step.state.value)) await driver.check(key, step.state.context as CheckoutContext);
      });
    }
  });
}
