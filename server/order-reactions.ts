/**
 * What happens when an order changes status, beside the change itself (docs/orders.md, "Lifecycle"): a paid order
 * gets its tax invoice, then what it bought is delivered (or, for a renewal, its services run on), then the payment-received e-mail (with the invoice) is
 * enqueued. Payments only ask the lifecycle to make an order paid; these react to its `order.paid` event.
 */
import { issueInvoice } from './invoices/issue';
import { registerOrderReactions } from './lifecycle/reactions';
import { enqueuePaymentReceived } from './mail/order-mail';
import { fulfilOrder } from './orders/fulfil';
import { joinPackageRenewal } from './renewals/open';
import { renewServicesOfOrder } from './renewals/pay';

export function registerOrderReactionsOfTheApp(): void {
  registerOrderReactions({
    'order.paid': [
      async (trx, event, now) => void (await issueInvoice(trx, event.orderId, now)),
      (trx, event, now) => fulfilOrder(trx, event.orderId, now),
      (trx, event, now) => joinPackageRenewal(trx, event.orderId, now),
      (trx, event, now) => renewServicesOfOrder(trx, event.orderId, now),
      (trx, event, now) => enqueuePaymentReceived(trx, event.orderId, now),
    ],
  });
}
