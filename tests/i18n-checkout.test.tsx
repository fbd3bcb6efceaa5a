/**
 * The checkout in Czech (docs/frontend.md "Messages in Czech and English"): a draft's items, summary, billing form
 * with a field error, voucher box and payment methods, a bank transfer's instructions, the paid outcome and that of an
 * order that can no longer be paid (expired, cancelled), the Package choice step (with a refused choice, and an order
 * with no package to choose) and the Personal data step (an incomplete holder, billing details copied, a holder's
 * field error) and the card field (in the checkout and on My services' Add a card) show nothing but the Czech
 * catalogue's messages and the answers' own data (the server's names, prices and messages). The tests load every
 * area's words at once: the card field's own loading of the checkout's words on My services is the browser's
 * (e2e/saved-cards.spec.ts runs it).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { BANK_TRANSFER_LABELS, BANK_TRANSFER_QR, BANK_TRANSFER_REFERENCE_HINT } from '../contracts/bank-transfer';
import checkoutEnglish from '../src/i18n/locales/checkout/en.json';
import { renderApp } from './fixtures/app';
import { projectPricelist } from './fixtures/pricelist';
import { TRANSFER_INSTRUCTIONS } from './fixtures/transfer';
import { notFromTheCatalogue, shownTexts } from './fixtures/untranslated';
import { demoUser, signedInAs } from './msw/accounts';
import { answerOutcome, checkoutError, fakeCheckout, orderFixture, paymentsFixture, privateRegistrationItem, registrantContact, type OrderFixture } from './msw/checkout';
import { answerPricelist, server, useMockServer } from './msw/server';
import { asGraphQL, CARD, DOMAIN } from './model/myServices.view';

useMockServer();
// Stripe.js does not load in jsdom, and its loader refuses in its own English (as in a browser without the network):
// the card field says so in the page's language instead.
vi.mock(import('@stripe/stripe-js/pure'), () => ({ loadStripe: Object.assign(() => Promise.reject(new Error('Failed to load Stripe.js')), { setLoadParameters: () => undefined }) }));

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

  it('the card field, chosen as the payment method, with its save-for-renewals choice and why the card did not load', async () => {
    const card = { name: 'card', type: 'stripe', title: 'Visa / Mastercard', elementId: 'payment-card', oppositeElementId: null, url: null, icon: null, infoboxText: null, open: false, inputs: [{ name: 'PublishableKey', value: 'pk_test_1' }] };
    const payments = paymentsFixture({ methods: [card, ...paymentsFixture().methods] });
    const order = orderFixture();
    fakeCheckout(order, payments);
    const { user } = renderApp(CHECKOUT_URL, { language: 'cs' });
    await user.click(await screen.findByRole('radio', { name: 'Visa / Mastercard' }));
    expect(await screen.findByRole('group', { name: 'Platební karta' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Uložit kartu pro automatické obnovení/ })).not.toBeChecked();
    expect(await screen.findByText('Platbu kartou se nepodařilo načíst. Zkuste to prosím znovu nebo zvolte jiný způsob platby.')).toHaveAttribute('role', 'alert');
    expect(notFromTheCatalogue(shownTexts(document.body), [order, payments])).toEqual([]);
  });

  it('the card field of My services\' Add a card, outside the checkout, has the checkout\'s Czech words too', async () => {
    signedInAs();
    server.use(
      graphql.query('MyServices', () => HttpResponse.json({ data: { myServices: [DOMAIN].map(asGraphQL), savedCards: [CARD], cardSetupOffered: true } })),
      graphql.mutation('StartCardSetup', () => HttpResponse.json({ data: { startCardSetup: { clientSecret: 'seti_1_secret_2', publishableKey: 'pk_test_1' } } })),
    );
    const { user } = renderApp('/my/services', { language: 'cs' });
    await user.click(await screen.findByRole('button', { name: 'Přidat platební kartu' }));
    const form = await screen.findByRole('form', { name: 'Přidat platební kartu' });
    expect(await within(form).findByRole('group', { name: 'Platební karta' })).toBeInTheDocument();
    // A card saved without a payment is saved anyway: no choice to save it.
    expect(within(form).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(await within(form).findByRole('alert')).toHaveTextContent('Platbu kartou se nepodařilo načíst. Zkuste to prosím znovu nebo zvolte jiný způsob platby.');
    expect(notFromTheCatalogue(shownTexts(document.body), [demoUser.fullname, DOMAIN.name, CARD])).toEqual([]);
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

  it.each([
    ['an expired bank transfer with domains, on the success page', 'success', { status: 'AWAITING_PAYMENT' as const, expired: true, domainNames: ['my-site.com'] },
      'Objednávka ORD-1001 vypršela: do 20. listopadu 2026 nedorazila žádná platba, proto její domény už nejsou pro vás rezervované.', 'Pokud jste platbu už odeslali'],
    ['an expired bank transfer without domains, on the fail page', 'failed', { status: 'EXPIRED' as const, expired: true, domainNames: [] },
      'Objednávka ORD-1001 vypršela: do 20. listopadu 2026 nedorazila žádná platba.', 'Pokud jste platbu už odeslali'],
    ['a cancelled order, on the success page', 'success', { status: 'CANCELLED' as const, expired: false, domainNames: [] }, 'Objednávka ORD-1001 byla zrušena.', 'Za tuto objednávku už nelze nic zaplatit.'],
  ])('%s: why it can no longer be paid and what to do, in Czech', async (_, page, closed, lead, whatToDo) => {
    const outcome = { identifier: 'ORD-1001', priceWithVat: { formatted: '€131.62' }, paymentInstructions: null, payBy: '2026-11-20T10:00:00.000Z', failedDomains: [], invoice: null, ...closed };
    answerOutcome(outcome);
    renderApp(`/checkout/ORD-1001/${page}`, { language: 'cs' });
    expect(await screen.findByText(lead)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^${whatToDo}`))).toBeInTheDocument();
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

  it('the Package choice step: the website\'s price list under the order\'s tabs, and a refused choice with the server\'s message', async () => {
    const refusal = 'This purchase does not fit the website\'s current package. Please reload the price list.';
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signedInAs();
    const pricelist = projectPricelist('my-site');
    answerPricelist(pricelist);
    const order = orderFixture({ type: 'DOMAIN_WITH_PACKAGE', title: 'my-site.com with a package', items: [privateRegistrationItem] });
    const checkout = fakeCheckout(order);
    const { user } = renderApp('/checkout/ORD-1001/package', { language: 'cs' });
    await screen.findByRole('list', { name: 'Balíčky' });
    expect(document.title).toBe('Volba balíčku');
    const progress = screen.getByRole('navigation', { name: 'Průběh objednávky' });
    expect(within(progress).getAllByRole('listitem').map((step) => step.textContent)).toEqual(['1 Doménové jméno', '2 Volba balíčku', '3 Osobní údaje', '4 Fakturační období a platba']);
    expect(notFromTheCatalogue(shownTexts(document.body), [order, pricelist])).toEqual([]);

    checkout.answerNext('ChooseOrderPackage', checkoutError(refusal, 'INVALID_PACKAGE_ACTION'));
    await user.click(within(screen.getByRole('article', { name: 'Standard' })).getByRole('button', { name: /Standard$/ }));
    expect(await screen.findByText(refusal)).toHaveAttribute('role', 'alert');
    expect(notFromTheCatalogue(shownTexts(document.body), [order, pricelist, refusal])).toEqual([]);
  });

  it('the Package choice step of an order with no package to choose sends the shopper on to the payment, in Czech', async () => {
    const order = orderFixture({ project: null });
    fakeCheckout(order);
    renderApp('/checkout/ORD-1001/package', { language: 'cs' });
    expect(await screen.findByRole('link', { name: 'Pokračovat k platbě' })).toHaveAttribute('href', '/checkout/ORD-1001');
    expect(screen.getByText(/^V této objednávce není žádný balíček k výběru\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Volba balíčku' })).toBeInTheDocument();
    expect(notFromTheCatalogue(shownTexts(document.body), [order])).toEqual([]);
  });

  it('the Personal data step: each holder\'s fields, what an incomplete one lacks, billing details copied and a holder\'s field error', async () => {
    const emailMessage = 'Please enter a valid e-mail address';
    const incomplete = {
      ...privateRegistrationItem,
      hash: 'item-private-2',
      domain: 'bakery.net',
      missingAnyPersonalData: true,
      privateChangeDisabled: true,
      editPersonalInfoUrl: '/checkout/ORD-1001/personal-data?domain=bakery.net',
      contact: registrantContact({ phone: '', address: '', city: '', zip: '' }),
    } as OrderFixture['items'][number];
    const order = orderFixture({ type: 'DOMAIN', project: null, title: 'my-site.com and bakery.net', items: [privateRegistrationItem, incomplete] });
    const checkout = fakeCheckout(order);
    const { user } = renderApp('/checkout/ORD-1001/personal-data', { language: 'cs' });
    const complete = await screen.findByRole('group', { name: 'my-site.com' });
    expect(document.title).toBe('Osobní údaje');
    expect(within(complete).getByRole('textbox', { name: 'Jméno (povinné)' })).toHaveValue('Dana');
    expect(within(complete).getByRole('combobox', { name: 'Země (povinné)' })).toHaveValue('CZ');
    expect(within(complete).getByRole('textbox', { name: 'Firma' })).toBeInTheDocument();
    const lacking = screen.getByRole('group', { name: 'bakery.net' });
    expect(lacking).toHaveAccessibleDescription(
      'Pro bakery.net ještě chybí: Telefon, Ulice a číslo domu, Město, PSČ. Můžete pokračovat, ale objednávku lze zaplatit až s úplnými údaji držitele.',
    );
    expect(notFromTheCatalogue(shownTexts(document.body), [order])).toEqual([]);

    await user.click(within(lacking).getByRole('button', { name: 'Zkopírovat z fakturačních údajů' }));
    expect(within(lacking).getByRole('status')).toHaveTextContent('Fakturační údaje jsme zkopírovali do údajů držitele domény bakery.net; než budete pokračovat, zkontrolujte je.');

    const email = within(complete).getByRole('textbox', { name: 'E-mail (povinné)' });
    await user.clear(email);
    await user.type(email, 'dana@');
    checkout.answerNext('UpdateRegistrantContact', checkoutError('Please check the holder of my-site.com.', 'INVALID_CONTACT', { email: emailMessage }));
    await user.click(screen.getByRole('button', { name: 'Pokračovat' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(emailMessage));
    expect(notFromTheCatalogue(shownTexts(document.body), [order, emailMessage, 'dana@'])).toEqual([]);
  });
});
