import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD_NAMES, PAYMENT_TITLES, paymentMethodTitle, providerOfMethod } from '../../contracts/payment-methods';

describe('payment methods, one definition of their names and titles', () => {
  it('give each method the title of its provider: the checkout, My orders and the invoice say the same', () => {
    expect(Object.entries(PAYMENT_METHOD_NAMES).map(([, name]) => [name, providerOfMethod(name), paymentMethodTitle(name)])).toEqual([
      ['stripe-card', 'stripe', 'Card'],
      ['stripe-checkout', 'stripe_checkout', 'Stripe Checkout'],
      ['gateway', 'gateway', 'Online payment'],
      ['bank-transfer', 'transfer', 'Bank transfer'],
    ]);
    for (const [provider, name] of Object.entries(PAYMENT_METHOD_NAMES)) expect(paymentMethodTitle(name)).toBe(PAYMENT_TITLES[provider as keyof typeof PAYMENT_METHOD_NAMES]);
  });

  it('name no method for a payment service name that is none of ours, or none', () => {
    for (const name of [null, '', 'transfer', 'stripe', 'toString', '__proto__']) {
      expect(providerOfMethod(name)).toBeUndefined();
      expect(paymentMethodTitle(name)).toBeNull();
    }
  });

  it('title a whole-order voucher, which no customer chooses, only as a payment', () => {
    expect(PAYMENT_TITLES.voucher).toBe('Voucher (nothing left to pay)');
    expect(Object.keys(PAYMENT_METHOD_NAMES)).not.toContain('voucher');
  });
});
