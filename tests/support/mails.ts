import type { Mail } from '../../server/mail/types';

/** An "order received" message with bank transfer instructions, under the event key given: a message to queue. */
export const transferMail = (key: string, to = 'ann@example.com'): Mail => ({
  key,
  to,
  template: 'order-received',
  data: {
    name: 'Ann Example',
    orderIdentifier: 'ORD-MAIL0001',
    orderUrl: '/checkout/ORD-MAIL0001/success',
    instructions: { accountName: 'Hosting Portal s.r.o.', iban: 'CZ6508000000192000145399', bic: 'GIBACZPX', reference: '0123456789', amount: { amountMinor: 123456n, currency: 'EUR' } },
    payBy: '2026-12-05T10:00:00.000Z',
  },
});
