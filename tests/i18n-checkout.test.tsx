/**
 * The checkout in Czech (docs/frontend.md "Messages in Czech and English"): a draft's items, summary, billing form
 * with a field error, voucher box and payment methods, a bank transfer's instructions and the paid outcome show
 * nothing but the Czech catalogue's messages and the answers' own data (the server's names, prices and messages).
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BANK_TRANSFER_LABELS, BANK_TRANSFER_QR, BANK_TRANSFER_REFERENCE_HINT } from '../contracts/bank-transfer';
import checkoutEnglish from '../src/i18n/locales/checkout/en.json';
import { renderApp } from './fixtures/app';
import { TRANSFER_INSTRUCTIONS } from './fixtures/transfer';
import { notFromTheCatalogue, shownTexts } from './fixtures/untranslated';
import { answerOutcome, checkoutError, fakeCheckout, orderFixture, paymentsFixture } from './msw/checkout';
import { useMockServer } from './msw/server';

useMockServer();

const CHECKOUT_URL = '/checkout/ORD-1001?ref=pricelist&token=page-token';

describe('the checkout in Czech', () => {
  it('a draft shows only the Czech catalogue and the order\'s data: items, summary, billing form with a field error, voucher box and payment methods', async () => {
    const emailMessage = 'Please enter a valid e-mail address';
    const checkout = fakeCheckout();
    const { user } = renderApp(CHECKOUT_URL, { language: 'cs' });
    await screen.findByRole('heading', { level: 2, name: 'Vaše objednávka' });
    checkout.answerNext('UpdateBillingDataAndRecalculateVat', checkoutError('Please check the billing details.', 'INVALID_CONTACT', { ic: 'bad', email: emailMessage }));
    await user.click(screen.getByRole('switch', { name: 'Nakupuji na firmu' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'IČO (povinné)' })).toHaveAccessibleDescription('Zadejte prosím platné IČO'));
    expect(screen.getByRole('heading', { level: 2, name: 'Slevový kód' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Způsob platby' })).toBeInTheDocument();
    expect(screen.getByText('DPH 21 %')).toBeInTheDocument();
    expect(document.title).toBe('Pokladna');

    // The error summary's links: a field's label and its error, each the catalogue's but the server's own e-mail message.
    const summary = [`E-mail: ${emailMessage}`, 'IČO: Zadejte prosím platné IČO'];
    expect(notFromTheCatalogue(shownTexts(document.body), [orderFixture(), paymentsFixture(), emailMessage, summary])).toEqual([]);
  });

  it('an order waiting for a bank transfer shows how to pay it in Czech, its date in Czech', async () => {
    const order = orderFixture({ status: 'AWAITING_PAYMENT', paymentInstructions: TRANSFER_INSTRUCTIONS, payBy: '2026-12-05T10:00:00.000Z' });
    fakeCheckout(order);
    renderApp(CHECKOUT_URL, { language: 'cs' });
    await screen.findByRole('heading', { level: 2, name: 'Čeká na váš bankovní převod' });
    expect(screen.getByText('Zaplaťte prosím do 5. prosince 2026; potom objednávka vyprší.')).toBeInTheDocument();
    expect(screen.getByText('Variabilní symbol').nextSibling).toHaveTextContent('0000001001');
    expect(screen.getByRole('img', { name: 'QR kód pro zaplacení této objednávky bankovním převodem' })).toBeInTheDocument();

    expect(notFromTheCatalogue(shownTexts(document.body), [order, paymentsFixture()])).toEqual([]);
  });

  it('the paid outcome, with a domain somebody else registered first, is said in Czech', async () => {
    const outcome = {
      identifier: 'ORD-1001',
      status: 'PAID' as const,
      priceWithVat: { formatted: '€131.62' },
      paymentInstructions: null,
      payBy: null,
      expired: false,
      domainNames: ['my-site.com', 'my-site.eu'],
      failedDomains: ['my-site.com'],
      invoice: { number: '2026-000007', downloadUrl: '/api/invoices/2026-000007.pdf' },
    };
    answerOutcome(outcome);
    renderApp('/checkout/ORD-1001/success', { language: 'cs' });
    expect(await screen.findByText('Objednávka ORD-1001 je zaplacena. Děkujeme.')).toBeInTheDocument();
    expect(screen.getByText(/^Nepodařilo se nám zaregistrovat my-site\.com: někdo jiný ji zaregistroval/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stáhnout fakturu (PDF)' })).toBeInTheDocument();

    expect(notFromTheCatalogue(shownTexts(document.body), [outcome])).toEqual([]);
  });

  it('the bank transfer\'s English words are the ones every other screen and the e-mails use (contracts/bank-transfer.ts)', () => {
    expect(checkoutEnglish['checkout.transfer.accountName']).toBe(BANK_TRANSFER_LABELS.accountName);
    expect(checkoutEnglish['checkout.transfer.domesticAccount']).toBe(BANK_TRANSFER_LABELS.domesticAccount);
    expect(checkoutEnglish['checkout.transfer.reference']).toBe(BANK_TRANSFER_LABELS.reference);
    expect(checkoutEnglish['checkout.transfer.amount']).toBe(BANK_TRANSFER_LABELS.amount);
    expect(checkoutEnglish['checkout.transfer.referenceHint']).toBe(BANK_TRANSFER_REFERENCE_HINT);
    expect(checkoutEnglish['checkout.transfer.qrAlt']).toBe(BANK_TRANSFER_QR.alt);
    expect(checkoutEnglish['checkout.transfer.qrCaption']).toBe(BANK_TRANSFER_QR.caption);
  });
});
