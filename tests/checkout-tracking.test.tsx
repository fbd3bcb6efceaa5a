import { describe, expect, it, vi } from 'vitest';
import type { CheckoutContext } from '../machines/checkout';
import { measuringId, trackCheckout, trackOrderFinished } from '../src/features/checkout/track';
import { ANONYMOUS_ID_KEY } from '../src/features/tracking/collector';

const recorded = vi.hoisted(() => [] as unknown[]);
vi.mock('../src/features/tracking/tracker', () => ({ track: (event: unknown) => void recorded.push(event) }));

const context = {
  orderIdentifier: 'ORD-1001',
  order: { identifier: 'ORD-1001', voucher: { code: 'WELCOME10', text: '10 % off' } },
  chosenMethod: { name: 'bank-transfer', elementId: 'payment-method-bank-transfer', oppositeElementId: null },
} as unknown as CheckoutContext;

describe('the checkout\'s analytics', () => {
  it('records each checkout event of the tracking catalogue with the order it is about', () => {
    recorded.length = 0;
    trackCheckout('checkout.voucherApplied', context);
    trackCheckout('checkout.paymentMethodChosen', context);
    trackOrderFinished({ identifier: 'ORD-1001' }, { name: 'bank-transfer' });
    trackCheckout('checkout.integrityTokenInvalid', context);
    expect(recorded).toEqual([
      { name: 'Voucher Applied', properties: { orderIdentifier: 'ORD-1001', code: 'WELCOME10' } },
      { name: 'Payment Method Chosen', properties: { orderIdentifier: 'ORD-1001', paymentMethod: 'bank-transfer' } },
      { name: 'Order Finished', properties: { orderIdentifier: 'ORD-1001', paymentMethod: 'bank-transfer' } },
      { name: 'Integrity Token Invalid', properties: { orderIdentifier: 'ORD-1001', operation: 'order change' } },
    ]);
  });

  it('measures the success and fail pages with the visitor\'s anonymous id, when the collector keeps one', () => {
    localStorage.removeItem(ANONYMOUS_ID_KEY);
    expect(measuringId()).toBe('');
    localStorage.setItem(ANONYMOUS_ID_KEY, 'anon-1');
    expect(measuringId()).toBe('anon-1');
    localStorage.removeItem(ANONYMOUS_ID_KEY);
  });
});
