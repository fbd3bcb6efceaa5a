/**
 * The one writer of an order's status (server/lifecycle/order-status.ts): every change is the status, its history
 * row and its outbox event in one transaction, only where the orderStatus machine allows it, once however many ask.
 */
import { describe, expect, it } from 'vitest';
import { changeOrderStatus } from '../../server/lifecycle/order-status';
import { markOrderPaid } from '../../server/payments/settle';
import { insertOrder, lifecycleOf } from '../support/payment-orders';
import { graphql, testClock } from './accounts';
import { COMPLETE_CONTACT, mutate, newOrder, ok, readOrder, startCheckoutFile } from './checkout-support';

const clock = testClock('2026-11-24T10:00:00.000Z');
const file = startCheckoutFile(clock);
const db = () => file.harness.database.db;
const idOf = async (identifier: string) => (await db().selectFrom('orders').select('id').where('identifier', '=', identifier).executeTakeFirstOrThrow()).id;

describe('the order lifecycle', () => {
  it('writes the customer\'s finish with its history row and its event; deleting a draft keeps both after the order is gone', async () => {
    const identifier = await newOrder(file.harness.database, clock.now());
    const draft = ok(await readOrder(file.harness.app, file.demo, identifier));
    ok(await mutate(file.harness.app, file.demo, 'finishOrder', { orderIdentifier: identifier, contact: COMPLETE_CONTACT, paymentServiceName: 'gateway', integrityToken: draft.integrityToken }));
    expect(await lifecycleOf(db(), await idOf(identifier))).toEqual({ history: ['draft -> awaiting_payment by customer'], events: ['order.sentForPayment'] });

    const other = await newOrder(file.harness.database, clock.now());
    const otherId = await idOf(other);
    const deleted = await graphql(file.harness.app, file.demo, 'mutation ($id: String!) { deleteDraftOrder(orderIdentifier: $id) }', { id: other });
    expect(deleted.errors).toBeUndefined();
    expect(await db().selectFrom('orders').select('id').where('id', '=', otherId).execute()).toEqual([]);
    expect(await lifecycleOf(db(), otherId)).toEqual({ history: ['draft -> deleted by customer'], events: ['order.deleted'] });
  });

  it('refuses a change the rules do not allow and writes nothing', async () => {
    const paid = await insertOrder(db(), { status: 'paid' });
    for (const event of [{ type: 'order.cancel' }, { type: 'order.finish' }, { type: 'order.pay', byOperator: true }] as const) {
      expect(await changeOrderStatus(db(), { orderId: paid.id, event, actor: { kind: 'system' } }, clock.now())).toBeUndefined();
    }
    const draft = await insertOrder(db(), { status: 'draft', paymentServiceName: null });
    expect(await changeOrderStatus(db(), { orderId: draft.id, event: { type: 'order.pay', byOperator: false }, actor: { kind: 'system' } }, clock.now())).toBeUndefined();
    for (const order of [paid, draft]) expect(await lifecycleOf(db(), order.id)).toEqual({ history: [], events: [] });
    expect((await db().selectFrom('orders').select('status').where('id', '=', draft.id).executeTakeFirstOrThrow()).status).toBe('draft');
  });

  it('cancels an order awaiting payment, announced like every change', async () => {
    const order = await insertOrder(db());
    const cancelled = await changeOrderStatus(db(), { orderId: order.id, event: { type: 'order.cancel' }, actor: { kind: 'system' }, reason: 'Ordered twice' }, clock.now());
    expect(cancelled).toMatchObject({ from: 'awaiting_payment', to: 'cancelled', announcements: ['order.cancelled'] });
    expect(await lifecycleOf(db(), order.id)).toEqual({ history: ['awaiting_payment -> cancelled by system'], events: ['order.cancelled'] });
    expect(await markOrderPaid(db(), order.id, clock.now())).toBe(false);
  });

  it('keeps the status, its history row and its event together: a change rolled back leaves none of them', async () => {
    const order = await insertOrder(db());
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          expect(await markOrderPaid(trx, order.id, clock.now())).toBe(true);
          throw new Error('the paying transaction fails after the change');
        }),
    ).rejects.toThrow('the paying transaction fails after the change');
    expect((await db().selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status).toBe('awaiting_payment');
    expect(await lifecycleOf(db(), order.id)).toEqual({ history: [], events: [] });
  });

  it('pays an order once of many parallel payments: one history row, one event, one invoice', async () => {
    const order = await insertOrder(db());
    const results = await Promise.all(Array.from({ length: 4 }, () => markOrderPaid(db(), order.id, clock.now())));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await lifecycleOf(db(), order.id)).toEqual({ history: ['awaiting_payment -> paid by system'], events: ['order.paid'] });
    expect(await db().selectFrom('invoices').select('id').where('order_id', '=', order.id).execute()).toHaveLength(1);
  });

  it('invoices, delivers and tells a paid order by the reactions to its order.paid event, written handled in the same transaction', async () => {
    const order = await insertOrder(db());
    expect(await markOrderPaid(db(), order.id, clock.now())).toBe(true);
    const events = await db().selectFrom('order_events').select(['type', 'at', 'handled_at']).where('order_id', '=', order.id).execute();
    expect(events).toEqual([{ type: 'order.paid', at: clock.now(), handled_at: clock.now() }]);
    const invoices = await db().selectFrom('invoices').select('number').where('order_id', '=', order.id).execute();
    const mails = await db().selectFrom('mail_outbox').select('template').where('key', '=', `payment-received:${order.id}`).execute();
    expect([invoices.length, mails]).toEqual([1, [{ template: 'payment-received' }]]);
  });
});
