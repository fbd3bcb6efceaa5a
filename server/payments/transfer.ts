/** The bank transfer payment method: the order waits for the transfer, whose instructions (./transfer-instructions.ts) the outcome page and an e-mail show. */
import { BANK_TRANSFER_LABELS } from '../../contracts/bank-transfer';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { PAYMENT_METHOD_NAMES, PAYMENT_TITLES } from '../../contracts/payment-methods';
import { enqueueOrderReceived } from '../mail/order-mail';
import { paymentIconUrl } from './icons';
import { describeMethod } from './provider';
import type { PaymentProvider } from './provider';
import { ensurePayment } from './settle';

export const transferProvider: PaymentProvider = {
  name: PAYMENT_METHOD_NAMES.transfer,
  type: 'transfer',
  offered: (config) => config.transfer !== undefined,
  describe: (order, context) =>
    describeMethod(transferProvider, order, context, {
      title: PAYMENT_TITLES.transfer,
      icon: paymentIconUrl('bank'),
      infoboxText: `After you finish the order you will see the ${BANK_TRANSFER_LABELS.accountName.toLowerCase()}, ${BANK_TRANSFER_LABELS.iban}, ${BANK_TRANSFER_LABELS.bic} and ${BANK_TRANSFER_LABELS.reference.toLowerCase()} to pay with. Your services start when the payment arrives.`,
      forceBillingForm: false,
    }),
  // Nothing happens at a provider: the payment waits for the transfer, and the success page and an e-mail (once per
  // order, also when the shopper turns to a transfer after a declined card) show the instructions.
  async prepare(order, context) {
    const wait = async (db: Kysely<Database>) => {
      await ensurePayment(db, { orderId: order.id, provider: 'transfer', amountMinor: order.totalMinor, currency: order.currency }, context.now);
      await enqueueOrderReceived(db, order.id, context.payments, context.now);
    };
    await (context.db.isTransaction ? wait(context.db) : context.db.transaction().execute(wait));
    return { method: transferProvider.describe(order, context), goStraightOn: true };
  },
};
