/**
 * Replays a checkout path in Chromium against the real server. Each GraphQL call of the checkout is held at the
 * browser's network boundary (page.route) until the path answers it, so every state in between can be seen on
 * the screen: 'done' lets the held call through to the real server; a network failure aborts it; a stale token
 * changes the order first by a direct GraphQL call with the page's cookies, then lets the held call through; a
 * refused voucher or field errors come from what the shopper typed before the call.
 */
import { expect, type Locator, type Page, type Route } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { CheckoutContext } from '../../machines/checkout';
import type { ModelPath } from '../../tests/model/paths';
import { fillBilling, newOrderThroughApi, press } from '../support/checkout';
import { nextEvent } from './checkout.paths';

/** The GraphQL operation each invoked actor of the checkout makes (the finish flow: its first call). */
const OPERATION: Record<string, string> = {
  fetchOrder: 'CheckoutOrder',
  changeVariant: 'UpdateOrderServicePeriod',
  toggleAddon: 'AddOrderAdditionalItem',
  submitVoucher: 'UpdateOrderVoucher',
  deleteVoucher: 'UpdateOrderVoucher',
  recalculateVat: 'UpdateBillingDataAndRecalculateVat',
  changeCountry: 'UpdateBillingDataAndRecalculateVat',
  reloadPayments: 'CheckoutPaymentMethods',
  finishOrder: 'FinishOrder',
};
const HELD = new Set(Object.values(OPERATION));
const ACTOR_EVENT = /^xstate\.(done|error)\.actor\.(.+)$/;

type Step = EventObject & { $name?: string };

interface Held {
  operation: string;
  route: Route;
}

function operationOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { operationName, query } = body as { operationName?: unknown; query?: unknown };
  if (typeof operationName === 'string') return operationName;
  const named = typeof query === 'string' ? /\b(?:query|mutation)\s+(\w+)/.exec(query) : null;
  return named?.[1] ?? null;
}

export class CheckoutDriver {
  private held: Held[] = [];
  /** Once the page reloads or leaves the checkout, nothing is held any more. */
  private passThrough = false;
  private loads = 0;
  private loadsAtStart = 0;
  private checkoutUrl = '';

  constructor(private readonly page: Page) {}

  /** Signs in as the demo account and orders Standard for a new website, as its price list does: a fresh order per path. */
  async prepare(): Promise<void> {
    const { page } = this;
    // The path's first step opens the checkout itself, with its calls held: the price list would be one more page.
    this.checkoutUrl = await newOrderThroughApi(page);
    page.on('load', () => {
      this.loads += 1;
    });
    await page.route('**/graphql', async (route) => {
      const operation = operationOf(route.request().postDataJSON());
      if (this.passThrough || operation === null || !HELD.has(operation)) return route.fallback();
      this.held.push({ operation, route });
    });
  }

  private get orderIdentifier(): string {
    return /\/checkout\/(ORD-[^/?]+)/.exec(this.checkoutUrl)?.[1] ?? '';
  }

  heldOperations(): string[] {
    return this.held.map((each) => each.operation);
  }

  /** The one call the checkout is waiting for, once it has been made. */
  private async take(operation: string): Promise<Route> {
    await expect.poll(() => this.heldOperations(), { message: `the checkout waits for ${operation}` }).toEqual([operation]);
    const [first] = this.held.splice(0, 1);
    if (!first) throw new Error(`${operation} is not held`);
    return first.route;
  }

  /** Another change of the order (as from a second tab): the token the page holds is stale afterwards. */
  private async changeOrderElsewhere(): Promise<void> {
    const post = async (query: string, variables: Record<string, unknown>) => {
      const response = await this.page.request.post('/graphql', { data: { query, variables }, headers: { 'x-graphql-yoga-csrf': 'paths' } });
      expect(response.ok()).toBe(true);
      return (await response.json()) as { data: { order: { integrityToken: string } } };
    };
    const orderIdentifier = this.orderIdentifier;
    const { data } = await post('query Token($orderIdentifier: String!) { order(orderIdentifier: $orderIdentifier) { integrityToken } }', { orderIdentifier });
    await post('mutation Elsewhere($orderIdentifier: String!, $integrityToken: String!) { updateOrderVoucher(orderIdentifier: $orderIdentifier, code: null, integrityToken: $integrityToken) { integrityToken } }', {
      orderIdentifier,
      integrityToken: data.order.integrityToken,
    });
  }


  /** An invalid e-mail typed before a billing call, when the path asks for the server's field errors next. */
  private async typeInvalidEmailIfRefused(next: Step | undefined): Promise<void> {
    if (next?.$name?.startsWith('field errors')) await this.page.getByRole('textbox', { name: /^E-mail/ }).fill('not-an-e-mail');
  }

  /** Does what sends the path's event at step `index`: a shopper's action, or the server's answer to a held call. */
  async send(path: ModelPath, index: number): Promise<void> {
    const { page } = this;
    const event = path.steps[index]?.event as Step;
    const next = nextEvent(path, index);
    const answer = ACTOR_EVENT.exec(event.type);
    if (answer) {
      const [, kind, id = ''] = answer;
      const operation = OPERATION[id];
      if (!operation) throw new Error(`No call for ${event.type}`);
      const route = await this.take(operation);
      const name = event.$name ?? '';
      if (name === 'network failure') return route.abort('failed');
      // The checkout reloads after a stale token, and leaves for the success page when the order is finished.
      if (name === 'stale token' || name === 'left') this.passThrough = true;
      if (name === 'stale token') await this.changeOrderElsewhere();
      if (kind === 'error' && name !== 'stale token' && name !== 'EXPIRED refused' && !name.startsWith('field errors')) throw new Error(`No real answer for ${event.type}(${name})`);
      return route.fallback();
    }
    switch (event.type) {
      case 'xstate.init':
        await page.goto(this.checkoutUrl);
        this.loadsAtStart = this.loads;
        return;
      case 'checkout.retry':
        return page.getByRole('button', { name: 'Retry' }).click();
      case 'item.changePeriod':
        return press(page.getByRole('radiogroup', { name: /Standard/ }).getByRole('radio', { checked: false }).first());
      case 'item.toggleAddon':
        return press(page.getByRole('switch', { name: /^Add .+ to the order$/ }).first());
      case 'voucher.submit':
        await page.getByRole('textbox', { name: 'Voucher code' }).fill(next?.$name === 'EXPIRED refused' ? 'EXPIRED' : 'WELCOME10');
        return page.getByRole('button', { name: 'Apply' }).click();
      case 'voucher.delete':
        return page.getByRole('button', { name: /^Remove voucher/ }).click();
      case 'billing.recalculateVat':
        // The company switch sends billing.toggleCompany and billing.recalculateVat together.
        await this.typeInvalidEmailIfRefused(next);
        return press(page.getByRole('switch', { name: 'I am buying for a company' }));
      case 'billing.changeCountry':
        await this.typeInvalidEmailIfRefused(next);
        await page.getByRole('combobox', { name: /^Country/ }).selectOption(String((event as Step & { country?: string }).country));
        return;
      case 'billing.change':
        return page.getByRole('textbox', { name: /^First name/ }).fill('Dana');
      case 'payment.choose':
        return press(page.getByRole('radio', { name: /Bank transfer/ }));
      case 'order.finish':
        // The billing details are left empty when the path asks for the server's field errors.
        if (!next?.$name?.startsWith('field errors')) {
          await fillBilling(this.page);
          await press(page.getByRole('radio', { name: /Bank transfer/ }));
        }
        return page.getByRole('button', { name: /^Finish/ }).click();
      default:
        throw new Error(`No shopper's action for ${event.type}`);
    }
  }

  private updating(): Locator {
    return this.page.locator('.checkout-updating');
  }

  /** What the screen shows in an atomic state of the checkout, with the context the path computed. */
  async check(key: string, context: CheckoutContext): Promise<void> {
    const { page } = this;
    const waitsFor = async (operation: string) => {
      await expect(this.updating()).toHaveText('Updating your order…');
      await expect.poll(() => this.heldOperations()).toEqual([operation]);
    };
    switch (key) {
      case 'fetching':
        await expect(page.getByRole('status').filter({ hasText: 'Loading your order…' })).toBeVisible();
        await expect.poll(() => this.heldOperations()).toEqual(['CheckoutOrder']);
        return;
      case 'fetchFailed':
        await expect(page.locator('.checkout-fetch-error').getByRole('alert')).not.toBeEmpty();
        await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: 'Your order' })).toHaveCount(0);
        return;
      case 'ready.idle': {
        await expect(page.getByRole('heading', { level: 2, name: 'Your order' })).toBeVisible();
        await expect(this.updating()).toBeEmpty();
        expect(this.heldOperations()).toEqual([]);
        const error = page.locator('.checkout-error');
        await (context.errorMessage === null ? expect(error).toBeEmpty() : expect(error).not.toBeEmpty());
        const voucherError = page.locator('.checkout-voucher').locator('.field-error, .text-field-error');
        await expect(voucherError).toHaveCount(context.voucherError === null ? 0 : 1);
        const billingErrors = page.locator('.checkout-billing .text-field-error');
        await (Object.keys(context.billingErrors).length === 0 ? expect(billingErrors).toHaveCount(0) : expect(billingErrors.first()).toBeVisible());
        if (context.chosenMethod?.name === 'bank-transfer') await expect(page.getByRole('radio', { name: /Bank transfer/ })).toBeChecked();
        return;
      }
      case 'ready.changingVariant':
        return waitsFor('UpdateOrderServicePeriod');
      case 'ready.togglingAddon':
        return waitsFor('AddOrderAdditionalItem');
      case 'ready.submittingVoucher':
      case 'ready.deletingVoucher':
        return waitsFor('UpdateOrderVoucher');
      case 'ready.recalculatingVat':
        await expect(page.getByRole('switch', { name: 'I am buying for a company' })).toBeChecked();
        return waitsFor('UpdateBillingDataAndRecalculateVat');
      case 'ready.changingCountry':
        await expect(page.getByRole('combobox', { name: /^Country/ })).toHaveValue(context.billing['country'] ?? '');
        return waitsFor('UpdateBillingDataAndRecalculateVat');
      case 'ready.reloadingPayments':
        return waitsFor('CheckoutPaymentMethods');
      case 'ready.finishing':
        // Paying is no order change: the button is busy, the order is not 'updating'.
        await expect(this.updating()).toBeEmpty();
        await expect(page.getByRole('button', { name: /^Finish/ })).toHaveAttribute('data-pending', 'true');
        await expect.poll(() => this.heldOperations()).toEqual(['FinishOrder']);
        return;
      case 'integrityLost':
        // The page reloads and shows the order as it is now.
        await expect.poll(() => this.loads).toBeGreaterThan(this.loadsAtStart);
        await expect(page.getByRole('heading', { level: 2, name: 'Your order' })).toBeVisible();
        await expect(page.locator('.checkout-error')).toBeEmpty();
        return;
      case 'left':
        await expect(page).toHaveURL(/\/checkout\/ORD-[^/]+\/success/);
        await expect(page.getByText(/is waiting for your bank transfer/)).toBeVisible();
        return;
      default:
        throw new Error(`No screen check for state ${key}`);
    }
  }
}
