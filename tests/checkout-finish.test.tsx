/** Finishing the order in jsdom against MSW (SPEC.md section 4's finish flow), and the success and fail pages. */
import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../src/features/checkout/browser';
import { renderApp } from './fixtures/app';
import { answerOutcome, checkoutError, fakeCheckout, orderFixture, paymentsFixture, withPrivateRegistration, type OrderFixture } from './msw/checkout';
import { server, useMockServer } from './msw/server';
import { HeldOperation } from './model/network';
import { TRANSFER_INSTRUCTIONS } from './fixtures/transfer';

useMockServer();


async function openCheckout(order: OrderFixture = orderFixture()) {
  const checkout = fakeCheckout(order);
  const app = renderApp('/checkout/ORD-1001?ref=pricelist&token=page-token');
  await screen.findByRole('heading', { level: 2, name: 'Your order' });
  return { ...app, checkout };
}

describe('finishing the order', () => {
  it('by the gateway: sends the order with the non-empty contact, reloads the methods before paying and posts the form to the gateway', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const { user, checkout } = await openCheckout();
    await user.type(screen.getByRole('textbox', { name: /Surname/ }), 'Demo');
    const prepared = paymentsFixture();
    const gateway = prepared.methods[0];
    if (!gateway) throw new Error('the fixture has a gateway');
    checkout.setPayments({ ...prepared, methods: [{ ...gateway, inputs: [...gateway.inputs, { name: 'Signature', value: 'signed' }] }] });
    await user.click(screen.getByRole('button', { name: 'Finish and pay' }));

    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(checkout.calls.slice(1)).toEqual([
      {
        operationName: 'FinishOrder',
        variables: {
          orderIdentifier: 'ORD-1001',
          integrityToken: 'token-1',
          contact: [
            { name: 'firstname', value: 'Dana' },
            { name: 'surname', value: 'Demo' },
            { name: 'country', value: 'CZ' },
          ],
          paymentServiceName: 'gateway',
        },
      },
      {
        operationName: 'CheckoutPaymentMethods',
        variables: { orderIdentifier: 'ORD-1001', lastReloadBeforeSubmit: true, merchantTransactionId: 'TX-1', methodId: 'gateway', ref: 'pricelist', token: 'page-token' },
      },
    ]);
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(new URL(form.action).pathname).toBe('/payments/gateway');
    expect(Object.fromEntries(new FormData(form))).toEqual({ MerchantTransactionID: 'TX-1', MethodID: 'gateway', Signature: 'signed' });
  });

  it('by bank transfer: goes straight on to the success URL', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { user, checkout } = await openCheckout();
    await user.click(screen.getByRole('radio', { name: /Bank transfer/ }));
    checkout.setPayments(paymentsFixture({ goStraightOn: true }));
    await user.click(screen.getByRole('button', { name: 'Finish and pay' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/ORD-1001/success'));
    expect(checkout.calls.find((call) => call.operationName === 'FinishOrder')?.variables['paymentServiceName']).toBe('bank-transfer');
  });

  it('a refused contact shows the field errors on the billing form and stays on the checkout', async () => {
    const { user, checkout } = await openCheckout();
    checkout.answerNext('FinishOrder', checkoutError('Please check the billing details.', 'INVALID_CONTACT', { surname: 'Please enter your surname' }));
    await user.click(screen.getByRole('button', { name: 'Finish and pay' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Surname/ })).toHaveAccessibleDescription('Please enter your surname'));
    expect(screen.getByRole('button', { name: 'Finish and pay' })).toBeEnabled();
  });

  it('a refusal without field errors is told beside the button that was pressed, not above the order', async () => {
    const { user, checkout } = await openCheckout();
    const message = 'This order was sent for payment in another tab or window, so nothing was sent again. Show the order to see how to pay it.';
    checkout.answerNext('FinishOrder', checkoutError(message, 'ORDER_ALREADY_FINISHED'));
    await user.click(screen.getByRole('button', { name: 'Finish and pay' }));
    const summary = screen.getByRole('region', { name: 'Total' });
    await waitFor(() => expect(within(summary).getByRole('alert')).toHaveTextContent(message));
    expect(document.querySelector('.checkout-error')).toBeEmptyDOMElement();
    expect(within(summary).getByRole('button', { name: 'Show the order as it is now' })).toBeInTheDocument();
  });

  it('an item missing personal data is scrolled to and its warning highlighted, and nothing is sent', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    const { user, checkout } = await openCheckout(withPrivateRegistration({ missingAnyPersonalData: true }));
    expect(screen.getByRole('link', { name: 'Complete the personal data of my-site.com' })).toHaveAttribute('href', '/checkout/ORD-1001/personal-data?domain=my-site.com');
    const warning = screen.getByRole('img', { name: 'Warning' });
    await user.click(screen.getByRole('button', { name: 'Finish and pay' }));
    await waitFor(() => expect(warning).toHaveClass('warning-icon--highlight'));
    expect(scrolled.map((element) => element.id)).toEqual(['checkout-item-item-private']);
    await waitFor(() => expect(warning).not.toHaveClass('warning-icon--highlight'));
    expect(checkout.operations).toEqual(['CheckoutOrder']);
  });
});

describe('after paying', () => {
  /** The outcome of an order awaiting a bank transfer (as the CheckoutOutcome query answers it). */
  const awaitingTransfer = (change: { payBy: string; expired: boolean; domainNames: string[] }) => ({
    identifier: 'ORD-1001',
    status: 'AWAITING_PAYMENT' as const,
    priceWithVat: { formatted: '€131.62' },
    paymentInstructions: TRANSFER_INSTRUCTIONS,
    invoice: null,
    failedDomains: [],
    ...change,
  });

  /** The outcome of a paid order. */
  const paid = (change: { domainNames?: string[]; failedDomains?: string[]; invoice?: { number: string; downloadUrl: string } }) => ({
    identifier: 'ORD-1001',
    status: 'PAID' as const,
    priceWithVat: { formatted: '€131.62' },
    paymentInstructions: null,
    payBy: null,
    expired: false,
    domainNames: [],
    failedDomains: [],
    invoice: null,
    ...change,
  });

  it('the success page of an order awaiting a transfer shows how to pay it', async () => {
    answerOutcome(awaitingTransfer({ payBy: '2026-12-05T10:00:00.000Z', expired: false, domainNames: [] }));
    renderApp('/checkout/ORD-1001/success');
    expect(await screen.findByText(/is waiting for your bank transfer/)).toBeInTheDocument();
    for (const [term, value] of [['IBAN', 'CZ6508000000192000145399'], ['BIC', 'GIBACZPX'], ['Account number', '19-2000145399/0800'], ['Payment reference', '0000001001'], ['Amount', '€131.62']]) {
      expect(screen.getByText(term as string).nextSibling).toHaveTextContent(value as string);
    }
    // The QR code banking apps scan, from the order's own address, said in words for who cannot see it.
    expect(screen.getByRole('img', { name: 'QR code for paying this order by bank transfer' })).toHaveAttribute('src', '/api/orders/ORD-1001/payment-qr.svg');
    expect(screen.getByText(/Scan it in your banking app/)).toBeInTheDocument();
  });

  it('the success page of an expired bank transfer says it expired and what to do, with no instructions to pay it', async () => {
    // Instructions as an older server still answered them after the 14 days: the page does not show them.
    answerOutcome(awaitingTransfer({ payBy: '2026-11-20T10:00:00.000Z', expired: true, domainNames: ['my-site.com'] }));
    renderApp('/checkout/ORD-1001/success');
    expect(await screen.findByText(/^Order ORD-1001 has expired: no payment arrived by November \d+, 2026, so its domains are no longer reserved for you\.$/)).toBeInTheDocument();
    expect(screen.getByText(/If you have already sent the payment, ask us about your order/)).toBeInTheDocument();
    expect(screen.queryByText(/waiting for your bank transfer/)).not.toBeInTheDocument();
    expect(screen.queryByText('How to pay')).not.toBeInTheDocument();
    expect(screen.queryByText('CZ6508000000192000145399')).not.toBeInTheDocument();
    // Not thanked for: the order is over.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This order can no longer be paid');
    expect(document.title).toBe('This order can no longer be paid');
  });

  it('the fail page of an expired order offers no try again', async () => {
    answerOutcome({ ...awaitingTransfer({ payBy: '2026-11-20T10:00:00.000Z', expired: true, domainNames: [] }), paymentInstructions: null });
    renderApp('/checkout/ORD-1001/failed');
    expect(await screen.findByText(/^Order ORD-1001 has expired: no payment arrived by November \d+, 2026\.$/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to the checkout to try again' })).not.toBeInTheDocument();
  });

  it('the success page of a paid order says it is paid and links its invoice for download', async () => {
    answerOutcome(paid({ invoice: { number: '2026-000007', downloadUrl: '/api/invoices/2026-000007.pdf' } }));
    renderApp('/checkout/ORD-1001/success');
    expect(await screen.findByText('Order ORD-1001 is paid. Thank you.')).toBeInTheDocument();
    expect(screen.getByText('Your services are being set up now; you will find them under My websites.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Download the invoice (PDF)' });
    expect(link).toHaveAttribute('href', '/api/invoices/2026-000007.pdf');
    expect(link).toHaveAttribute('download', 'invoice-2026-000007.pdf');
  });

  it('the success page of a paid order whose domain somebody else registered first says so, and what to do', async () => {
    answerOutcome(paid({ domainNames: ['my-site.com', 'my-site.eu'], failedDomains: ['my-site.com'] }));
    renderApp('/checkout/ORD-1001/success');
    expect(await screen.findByText('Order ORD-1001 is paid. Thank you.')).toBeInTheDocument();
    expect(screen.getByText('We could not register my-site.com: somebody else registered it before your payment arrived. Please contact us about a refund for it (the contact is at the top of the page).')).toBeInTheDocument();
    expect(screen.getByText('Everything else is being set up now; you will find it under My websites.')).toBeInTheDocument();
    expect(screen.queryByText(/Your services are being set up/)).not.toBeInTheDocument();
  });

  it('the fail page says nothing was charged and links back to the checkout', async () => {
    answerOutcome({ identifier: 'ORD-1001', status: 'AWAITING_PAYMENT', priceWithVat: { formatted: '€131.62' }, paymentInstructions: null, payBy: null, expired: false, domainNames: [], failedDomains: [], invoice: null });
    renderApp('/checkout/ORD-1001/failed');
    expect(await screen.findByText('Nothing was charged for order ORD-1001.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the checkout to try again' })).toHaveAttribute('href', '/checkout/ORD-1001');
  });

  it('the fail page says nothing about the charge while the order is being read', async () => {
    const outcome = new HeldOperation('query', 'CheckoutOutcome');
    renderApp('/checkout/ORD-1001/failed');
    expect(await screen.findByRole('heading', { level: 1, name: 'The payment did not go through' })).toBeInTheDocument();
    await waitFor(() => expect(outcome.count).toBe(1));
    expect(screen.getByText('Loading your order…')).toHaveAttribute('role', 'status');
    expect(screen.queryByText(/charged/)).not.toBeInTheDocument();
    await outcome.answer(HttpResponse.json({ data: { order: { identifier: 'ORD-1001', status: 'AWAITING_PAYMENT', priceWithVat: { formatted: '€131.62' }, paymentInstructions: null, invoice: null, payBy: null, expired: false, domainNames: [] } } }));
    expect(await screen.findByText('Nothing was charged for order ORD-1001.')).toBeInTheDocument();
  });

  it.each([
    ['the order is not found', () => checkoutError('We could not find this order in your account.', 'ORDER_NOT_FOUND'), 'We could not find this order in your account.'],
    ['the network fails', () => HttpResponse.error(), 'Something went wrong. Please try again.'],
  ])('the fail page claims nothing about the charge when %s', async (_, response, message) => {
    server.use(graphql.query('CheckoutOutcome', response));
    renderApp('/checkout/ORD-1001/failed');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText(/charged/)).not.toBeInTheDocument();
    expect(screen.queryByText('Loading your order…')).not.toBeInTheDocument();
  });
});
