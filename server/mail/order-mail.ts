/**
 * The messages an order's events send, each enqueued in the transaction of its event: the key names the event,
 * so the same event enqueued again (a replayed notification, a retried request) keeps its one message.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { unicodeDomain } from '../domain/domains/registry';
import { transferPayBy } from '../domain/transfer-expiry';
import { paymentSuccessUrl } from '../domain/order-urls';
import { instructionsQrText, paymentInstructions } from '../bank-transfer/instructions';
import type { TransferSettings } from '../bank-transfer/instructions';
import { enqueueMail } from './outbox';

async function orderWithCustomer(db: Kysely<Database>, orderId: string) {
  return db
    .selectFrom('orders')
    .innerJoin('accounts', 'accounts.id', 'orders.account_id')
    .select(['orders.id', 'orders.identifier', 'orders.status', 'orders.currency', 'orders.total_minor', 'orders.payment_service_name', 'orders.finished_at', 'accounts.email', 'accounts.fullname'])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
}

/** An order finished for bank transfer: the instructions, as the outcome page shows them. Nothing for other orders. */
export async function enqueueOrderReceived(db: Kysely<Database>, orderId: string, payments: TransferSettings, now: Date): Promise<void> {
  const order = await orderWithCustomer(db, orderId);
  if (!order) return;
  const instructions = paymentInstructions(order, payments);
  if (!instructions) return;
  const { variableSymbol, qrCodeUrl: _qrCodeUrl, ...account } = instructions;
  const qrText = instructionsQrText(instructions, order.identifier);
  // The day the checkout names too: after it the order expires and offers no payment.
  const payBy = transferPayBy({ status: order.status, paymentServiceName: order.payment_service_name, finishedAt: order.finished_at });
  await enqueueMail(
    db,
    {
      key: `order-received:${order.id}`,
      to: order.email,
      template: 'order-received',
      data: { name: order.fullname, orderIdentifier: order.identifier, orderUrl: paymentSuccessUrl(order.identifier), instructions: { ...account, reference: variableSymbol }, ...(payBy ? { payBy: payBy.toISOString() } : {}), ...(qrText ? { qrAttached: true } : {}) },
      ...(qrText ? { attachments: [{ kind: 'payment-qr' as const, text: qrText }] } : {}),
    },
    now,
  );
}

/** An order became paid: what was paid, with the order's invoice attached. */
export async function enqueuePaymentReceived(db: Kysely<Database>, orderId: string, now: Date): Promise<void> {
  const order = await orderWithCustomer(db, orderId);
  if (!order) return;
  await enqueueMail(
    db,
    {
      key: `payment-received:${order.id}`,
      to: order.email,
      template: 'payment-received',
      data: {
        name: order.fullname,
        orderIdentifier: order.identifier,
        orderUrl: paymentSuccessUrl(order.identifier),
        amount: { amountMinor: order.total_minor ?? 0n, currency: order.currency },
      },
      attachments: [{ kind: 'invoice', orderId: order.id }],
    },
    now,
  );
}

/** A domain of a paid order (its ASCII name, as stored) is registered to the order's account. */
export async function enqueueDomainRegistered(db: Kysely<Database>, registration: { orderId: string; domain: string; expiresAt: Date }, now: Date): Promise<void> {
  const order = await orderWithCustomer(db, registration.orderId);
  if (!order) return;
  await enqueueMail(
    db,
    {
      key: `domain-registered:${order.id}:${registration.domain}`,
      to: order.email,
      template: 'domain-registered',
      data: { name: order.fullname, domain: unicodeDomain(registration.domain), orderIdentifier: order.identifier, expiresAt: registration.expiresAt.toISOString() },
    },
    now,
  );
}
