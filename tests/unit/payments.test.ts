import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billingDetails } from '../../server/payments/stripe';
import { isMerchantTransactionId, merchantTransactionId, sign, verify } from '../../server/payments/signing';
import { isValidIban, paymentInstructions, variableSymbol } from '../../server/bank-transfer/instructions';

const SECRET = 'unit-test-secret-that-is-long-enough';

describe('bank transfer', () => {
  it.each(['CZ6508000000192000145399', 'DE89370400440532013000', 'GB82WEST12345698765432'])('accepts the valid IBAN %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it.each(['CZ6508000000192000145398', 'cz6508000000192000145399', 'CZ65 0800 0000 1920 0014 5399', 'CZ65', ''])('refuses %j', (iban) => {
    expect(isValidIban(iban)).toBe(false);
  });

  it('derives a 10-digit variable symbol from the order identifier, the same every time', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^ORD-[0-9A-HJKMNP-TV-Z]{8}$/), (identifier) => {
        expect(variableSymbol(identifier)).toMatch(/^\d{10}$/);
        expect(variableSymbol(identifier)).toBe(variableSymbol(identifier));
      }),
    );
    // 'ORD-00000001' is the number 1; 'ORD-0000000Z' is 31.
    expect(variableSymbol('ORD-00000001')).toBe('0000000001');
    expect(variableSymbol('ORD-0000000Z')).toBe('0000000031');
    expect(variableSymbol('DEMO-ORDER')).toMatch(/^\d{10}$/);
  });

  const order = { identifier: 'ORD-00000010', status: 'awaiting_payment', currency: 'CZK', total_minor: 59_900n, payment_service_name: 'bank-transfer' };

  const config = { stripe: undefined, transfer: { accountName: 'Portal Ltd', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' } };

  it('gives payment instructions for an order awaiting a transfer, with the configured account', () => {
    expect(paymentInstructions(order, config)).toEqual({
      accountName: 'Portal Ltd',
      iban: 'DE89370400440532013000',
      // A German account has no Czech domestic form.
      domesticAccount: null,
      bic: 'COBADEFFXXX',
      variableSymbol: '0000000032',
      amount: { amountMinor: 59_900n, currency: 'CZK' },
      qrCodeUrl: `/api/orders/${order.identifier}/payment-qr.svg`,
    });
  });

  it.each([
    ['a draft', { status: 'draft', total_minor: null }],
    ['a paid order', { status: 'paid' }],
    ['an order paid another way', { payment_service_name: 'gateway' }],
    ['an order with nothing to pay', { total_minor: 0n }],
  ])('gives none for %s', (_label, change) => {
    expect(paymentInstructions({ ...order, ...change }, config)).toBeNull();
  });

  it('gives none without a configured account: no demonstration account stands in (demo mode adds its own)', () => {
    expect(paymentInstructions(order, {})).toBeNull();
  });
});

describe('signatures', () => {
  it('verifies what it signed, for the same purpose and fields only', () => {
    const signature = sign(SECRET, 'gateway-request', ['TX-1', '100', 'EUR']);
    expect(verify(SECRET, 'gateway-request', ['TX-1', '100', 'EUR'], signature)).toBe(true);
    expect(verify(SECRET, 'gateway-answer', ['TX-1', '100', 'EUR'], signature)).toBe(false);
    expect(verify(SECRET, 'gateway-request', ['TX-1', '1000', 'EUR'], signature)).toBe(false);
    // Moving a separator between fields changes the signature.
    expect(verify(SECRET, 'gateway-request', ['TX-1', '10', '0EUR'], signature)).toBe(false);
    expect(verify(`${SECRET}x`, 'gateway-request', ['TX-1', '100', 'EUR'], signature)).toBe(false);
    expect(verify(SECRET, 'gateway-request', ['TX-1', '100', 'EUR'], signature.slice(1))).toBe(false);
  });

  it('makes a MerchantTransactionID per order and method', () => {
    const id = merchantTransactionId(SECRET, 'order-1', 'gateway');
    expect(id).toMatch(/^TX-[A-Za-z0-9_-]{32}$/);
    expect(isMerchantTransactionId(SECRET, 'order-1', 'gateway', id)).toBe(true);
    expect(isMerchantTransactionId(SECRET, 'order-2', 'gateway', id)).toBe(false);
    expect(isMerchantTransactionId(SECRET, 'order-1', 'bank-transfer', id)).toBe(false);
  });
});

describe('billing details for Stripe', () => {
  it('leaves out what the contact does not hold', () => {
    expect(billingDetails({ firstname: 'Jana', email: 'jana@example.com', country: 'CZ' })).toEqual({ name: 'Jana', email: 'jana@example.com', address: { country: 'CZ' } });
    expect(billingDetails({ firstname: ' ', company: 'Firma s.r.o.' })).toBeNull();
  });
});
