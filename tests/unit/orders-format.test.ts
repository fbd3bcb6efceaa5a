/** How an order's status reads in the back office: a bank transfer past its 14 days says it expired. */
import { describe, expect, it } from 'vitest';
import { adminStatusLabel } from '../../src/features/orders/format';

describe('adminStatusLabel', () => {
  it('says a bank transfer awaited past its 14 days expired, and any other status as it is', () => {
    expect(adminStatusLabel({ status: 'AWAITING_PAYMENT', expired: true })).toBe('Awaiting payment (transfer expired)');
    expect(adminStatusLabel({ status: 'AWAITING_PAYMENT', expired: false })).toBe('Awaiting payment');
    expect(adminStatusLabel({ status: 'PAID', expired: false })).toBe('Paid');
    expect(adminStatusLabel({ status: 'DRAFT', expired: false })).toBe('Draft');
  });
});
