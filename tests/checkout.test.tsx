/** The checkout screen in jsdom against MSW: what it shows of an order, and each order change it sends. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../src/features/checkout/browser';
import { renderApp } from './fixtures/app';
import { checkoutError, fakeCheckout, orderFixture, withPrivateRegistration, type OrderFixture } from './msw/checkout';
import { useMockServer } from './msw/server';
import { TRANSFER_INSTRUCTIONS } from './fixtures/transfer';

useMockServer();

const CHECKOUT_URL = '/checkout/ORD-1001?ref=pricelist&token=page-token';

async function openCheckout(order?: OrderFixture) {
  const checkout = fakeCheckout(order);
  const app = renderApp(CHECKOUT_URL);
  await screen.findByRole('heading', { level: 2, name: 'Your order' });
  return { ...app, checkout };
}

/** Order changes are one at a time: the page says so while one is under way. */
async function orderSaved() {
  await waitFor(() => expect(screen.queryByText('Updating your order…')).not.toBeInTheDocument());
}

const item = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('li') as HTMLElement;

describe("a bank transfer's status screens", () => {
  const INSTRUCTIONS = TRANSFER_INSTRUCTIONS;
  const PAY_BY = '2026-12-05T10:00:00.000Z';
  const awaiting = (change: Partial<OrderFixture>) => orderFixture({ status: 'AWAITING_PAYMENT', paymentInstructions: INSTRUCTIONS, payBy: PAY_BY, ...change });

  it('while it waits, speaks of reserved domains only for an order that has domains', async () => {
    await openCheckout(awaiting({ type: 'PACKAGE', domainNames: [] }));
    expect(await screen.findByText(/^Please pay by December \d+, 2026/)).toHaveTextContent(/^Please pay by December \d+, 2026; after that the order expires\.$/);
    expect(screen.queryByText(/domains/)).not.toBeInTheDocument();
  });

  it('while it waits, an order with domains is told they are reserved until then', async () => {
    await openCheckout(awaiting({ type: 'DOMAIN_WITH_PACKAGE', domainNames: ['my-site.com'] }));
    expect(await screen.findByText(/^Please pay by December \d+, 2026: until then the order's domains are reserved for you\.$/)).toBeInTheDocument();
  });

  it('once expired, a package-only order is not said to have lost a reservation of domains it never had', async () => {
    await openCheckout(awaiting({ type: 'PACKAGE', domainNames: [], expired: true }));
    expect(await screen.findByText(/^Your order ORD-1001 has expired: no payment arrived by December \d+, 2026\.$/)).toBeInTheDocument();
    expect(screen.queryByText(/domains/)).not.toBeInTheDocument();
  });

  it('once expired, an order with domains is told they are no longer reserved', async () => {
    await openCheckout(awaiting({ type: 'DOMAIN_WITH_PACKAGE', domainNames: ['my-site.com'], expired: true }));
    expect(await screen.findByText(/^Your order ORD-1001 has expired: no payment arrived by December \d+, 2026, so its domains are no longer reserved for you\.$/)).toBeInTheDocument();
  });
});

describe('the checkout screen', () => {
  it('shows the items with their billing periods, savings and the recommended one, and the prices as the server formats them', async () => {
    await openCheckout();
    const periods = screen.getByRole('radiogroup', { name: 'Billing period: Standard' });
    const radios = within(periods).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(within(periods).getByRole('radio', { name: /12 months/ })).toBeChecked();
    const longest = within(periods).getByRole('radio', { name: /24 months/ }).closest('label') as HTMLElement;
    expect(longest).toHaveTextContent('€167.76');
    expect(longest).toHaveTextContent('Save €72.00');
    expect(longest).toHaveTextContent('Recommended');
    expect(within(periods).getAllByText('Recommended')).toHaveLength(1);

    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('Price without VAT').nextSibling).toHaveTextContent('€108.78');
    expect(within(summary).getByText('VAT 21 %').nextSibling).toHaveTextContent('€22.84');
    expect(within(summary).getByText('Price with VAT').nextSibling).toHaveTextContent('€131.62');
  });

  it.each([
    ['PACKAGE', ['1 Package selection', '2 Billing period & Payment'], 'Step 2 of 2'],
    ['DOMAIN', ['1 Domain name', '2 Personal data', '3 Billing period & Payment'], 'Step 3 of 3'],
    ['DOMAIN_WITH_PACKAGE', ['1 Domain name', '2 Package choice', '3 Personal data', '4 Billing period & Payment'], 'Step 4 of 4'],
  ] as const)('a %s order shows its progress tabs with the payment step current, in the wrapper without footer or account links', async (type, steps, counter) => {
    await openCheckout(orderFixture({ type }));
    const progress = screen.getByRole('navigation', { name: 'Order progress' });
    const tabs = within(progress).getAllByRole('listitem');
    expect(tabs.map((tab) => tab.textContent)).toEqual(steps);
    expect(tabs.at(-1)).toHaveAttribute('aria-current', 'step');
    expect(within(progress).getByText(counter)).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Create website' })).not.toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  });

  it('a paid order whose domain somebody else registered first says so instead of every service being set up', async () => {
    await openCheckout(orderFixture({ status: 'PAID', type: 'DOMAIN', domainNames: ['my-site.com', 'my-site.eu'], failedDomains: ['my-site.com'], paidAt: '2026-11-21T10:00:00.000Z' }));
    expect(screen.getByText('We could not register my-site.com: somebody else registered it before your payment arrived. Please contact us about a refund for it (the contact is at the top of the page).')).toBeInTheDocument();
    expect(screen.getByText('Everything else is set up under My websites.')).toBeInTheDocument();
    expect(screen.queryByText('Your services are set up under My websites.')).not.toBeInTheDocument();
  });

  it('a fetch error shows the server message and Retry loads the order again', async () => {
    const checkout = fakeCheckout();
    checkout.answerNext('CheckoutOrder', checkoutError('This order does not exist.', 'ORDER_NOT_FOUND'));
    const { user } = renderApp(CHECKOUT_URL);
    expect(await screen.findByText('This order does not exist.')).toHaveAttribute('role', 'alert');
    // An order that could not be read is not called a draft: nothing is known of it.
    expect(screen.queryByText(/is saved as a draft/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your order' })).toBeInTheDocument();
    expect(screen.getByText('Your order ORD-1001 is saved as a draft.')).toBeInTheDocument();
    expect(checkout.operations).toEqual(['CheckoutOrder', 'CheckoutOrder']);
  });

  it('choosing a billing period sends it with the integrity token, shows the new total and reloads the payment methods', async () => {
    const { user, checkout } = await openCheckout();
    checkout.answerNext('UpdateOrderServicePeriod', { priceWithVat: { formatted: '€203.00' } });
    await user.click(screen.getByRole('radio', { name: /24 months/ }));
    await orderSaved();
    expect(checkout.calls.slice(1)).toEqual([
      { operationName: 'UpdateOrderServicePeriod', variables: { orderIdentifier: 'ORD-1001', hash: 'item-package', period: 'month', units: 24, integrityToken: 'token-1' } },
      { operationName: 'CheckoutPaymentMethods', variables: { orderIdentifier: 'ORD-1001', lastReloadBeforeSubmit: false } },
    ]);
    expect(screen.getByText('Price with VAT').nextSibling).toHaveTextContent('€203.00');
  });

  it('an offered add-on is switched off and is added by its identifier for its period (SPEC.md section 7); an add-on in the order is removed by its hash', async () => {
    const { user, checkout } = await openCheckout();
    const offered = screen.getByRole('switch', { name: 'Add Extra storage 10 GB to the order' });
    expect(offered).not.toBeChecked();
    await user.click(offered);
    await orderSaved();
    await user.click(screen.getByRole('switch', { name: 'Add SEO Booster to the order' }));
    await orderSaved();
    const changes = checkout.calls.filter((call) => call.operationName !== 'CheckoutPaymentMethods').slice(1);
    expect(changes).toEqual([
      { operationName: 'AddOrderAdditionalItem', variables: { orderIdentifier: 'ORD-1001', itemIdentifier: 'extra-storage', period: 12, integrityToken: 'token-1' } },
      { operationName: 'DeleteOrderAdditionalItem', variables: { orderIdentifier: 'ORD-1001', hash: 'item-seo', integrityToken: 'token-2' } },
    ]);
  });

  it('private registration is switched with enable the opposite of its state, for its domain\'s years (SPEC.md section 7)', async () => {
    const { user, checkout } = await openCheckout(withPrivateRegistration());
    await user.click(screen.getByRole('switch', { name: 'Private registration of my-site.com' }));
    await orderSaved();
    expect(checkout.calls[1]).toEqual({ operationName: 'UpdateOrderPrivateRegistration', variables: { orderIdentifier: 'ORD-1001', domain: 'my-site.com', enable: false, period: 1, integrityToken: 'token-1' } });
  });

  it('a domain without private registration shows its switch disabled', async () => {
    await openCheckout(withPrivateRegistration({ checked: false, privateChangeDisabled: true }));
    expect(screen.getByRole('switch', { name: 'Private registration of my-site.com' })).toBeDisabled();
    expect(screen.getByText('Private registration is not available for this domain.')).toBeInTheDocument();
  });

  it('a refused voucher shows its message on the field; an applied one can be removed', async () => {
    const { user, checkout } = await openCheckout();
    checkout.answerNext('UpdateOrderVoucher', checkoutError('This voucher has expired.', 'VOUCHER_EXPIRED'));
    await user.type(screen.getByRole('textbox', { name: 'Voucher code' }), 'EXPIRED');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const field = screen.getByRole('textbox', { name: 'Voucher code' });
    await waitFor(() => expect(field).toHaveAccessibleDescription('This voucher has expired.'));

    checkout.answerNext('UpdateOrderVoucher', { voucher: { code: 'WELCOME10', text: '10 % off everything' }, originalPriceFormatted: '€146.24' });
    await user.clear(field);
    await user.type(field, 'WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(await screen.findByRole('button', { name: 'Remove voucher WELCOME10' }));
    await orderSaved();
    const vouchers = checkout.calls.filter((call) => call.operationName === 'UpdateOrderVoucher').map((call) => call.variables['code']);
    expect(vouchers).toEqual(['EXPIRED', 'WELCOME10', null]);
  });

  it('company billing shows the company fields and prices the order again; the server field errors land on their fields', async () => {
    const { user, checkout } = await openCheckout();
    expect(screen.queryByRole('textbox', { name: /Company name/ })).not.toBeInTheDocument();
    checkout.answerNext('UpdateBillingDataAndRecalculateVat', checkoutError('Please check the billing details.', 'INVALID_CONTACT', { ic: 'bad', email: 'Please enter a valid e-mail address' }));
    await user.click(screen.getByRole('switch', { name: 'I am buying for a company' }));
    expect(screen.getByRole('textbox', { name: /Company name/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Business ID/ })).toHaveAccessibleDescription('Please enter a valid Business ID'));
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription('Please enter a valid e-mail address');
    const sent = checkout.calls.find((call) => call.operationName === 'UpdateBillingDataAndRecalculateVat');
    expect(sent?.variables['contact']).toEqual([
      { name: 'firstname', value: 'Dana' },
      { name: 'country', value: 'CZ' },
      { name: 'companyBilling', value: 'true' },
    ]);
  });

  it('changing the country prices the order again with the new country', async () => {
    const { user, checkout } = await openCheckout();
    checkout.answerNext('UpdateBillingDataAndRecalculateVat', { vatRate: '23', vatAmount: { formatted: '€25.02' } });
    await user.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'SK');
    expect(await screen.findByText('VAT 23 %')).toBeInTheDocument();
    const sent = checkout.calls.find((call) => call.operationName === 'UpdateBillingDataAndRecalculateVat');
    expect(sent?.variables['contact']).toContainEqual({ name: 'country', value: 'SK' });
  });

  it('a change refused for a stale integrity token reloads the page', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const { user, checkout } = await openCheckout();
    checkout.answerNext('UpdateOrderServicePeriod', checkoutError('The order changed in another window.', 'INVALID_INTEGRITY_TOKEN'));
    await user.click(screen.getByRole('radio', { name: /1 month/ }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('another refused change shows the first error message above the order', async () => {
    const { user, checkout } = await openCheckout();
    checkout.answerNext('AddOrderAdditionalItem', checkoutError('This add-on is already in the order.', 'ITEM_ALREADY_IN_ORDER'));
    await user.click(screen.getByRole('switch', { name: 'Add Extra storage 10 GB to the order' }));
    await waitFor(() => expect(item('Standard').closest('.checkout-main')?.querySelector('.checkout-error')).toHaveTextContent('This add-on is already in the order.'));
  });
});
