/** The refund machine, registered in machines/index.ts: its paths on an order paid twice, asked for its second payment (refund.model.ts). */
import { definePathTests } from './harness';
import { refundModel } from './refund.model';

definePathTests('refund', {
  secondPayment: refundModel({ orderIdentifier: 'ORD-TEST', paymentId: 'pay-2' }),
});
