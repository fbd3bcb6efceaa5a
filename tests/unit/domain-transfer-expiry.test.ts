/** How long a bank transfer is awaited, and when the lifecycle expires its order (server/domain/transfer-expiry.ts). */
import { describe, expect, it } from 'vitest';
import { transferDaysOver, transferPayBy, transferWait } from '../../server/domain/transfer-expiry';

const finishedAt = new Date('2026-11-01T10:00:00.000Z');
const payBy = new Date('2026-11-15T10:00:00.000Z');
const transfer = { status: 'awaiting_payment' as const, paymentServiceName: 'bank-transfer', finishedAt };

describe('a bank transfer\'s wait', () => {
  it('ends 14 days after the order was sent for payment, for an order awaiting or past a transfer only', () => {
    expect(transferPayBy(transfer)).toEqual(payBy);
    expect(transferPayBy({ ...transfer, status: 'expired' })).toEqual(payBy);
    expect(transferPayBy({ ...transfer, paymentServiceName: 'gateway' })).toBeNull();
    expect(transferPayBy({ ...transfer, status: 'paid' })).toBeNull();
    expect(transferPayBy({ ...transfer, status: 'draft', finishedAt: null })).toBeNull();
  });

  it('is over after its last moment, or once the order is stored expired', () => {
    expect(transferWait(transfer, payBy)).toEqual({ payBy, expired: false });
    expect(transferWait(transfer, new Date(payBy.getTime() + 1))).toEqual({ payBy, expired: true });
    expect(transferWait({ ...transfer, status: 'expired' }, finishedAt)).toEqual({ payBy, expired: true });
  });

  it('makes the lifecycle expire only an order still awaiting its transfer', () => {
    const after = new Date(payBy.getTime() + 1);
    expect(transferDaysOver(transfer, after)).toBe(true);
    expect(transferDaysOver(transfer, payBy)).toBe(false);
    expect(transferDaysOver({ ...transfer, status: 'expired' }, after)).toBe(false);
    expect(transferDaysOver({ ...transfer, paymentServiceName: 'stripe-card' }, after)).toBe(false);
  });
});
