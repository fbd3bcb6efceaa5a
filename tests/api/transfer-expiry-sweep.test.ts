/**
 * The hourly sweep of bank transfers (server/lifecycle/order-status.ts, expireDueTransfers, run by server/main.ts):
 * an order awaiting a transfer past its 14 days is stored as expired with a history row naming the system, one still
 * within its days and orders of other methods are left alone, and a second sweep (or a second instance) changes
 * nothing. PGlite by default, PostgreSQL under TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_METHOD_NAMES } from '../../contracts/payment-methods';
import { expireDueTransfers } from '../../server/lifecycle/order-status';
import { insertOrder } from '../support/payment-orders';
import { startTestApp } from './app';
import type { TestApp } from './app';

const DAY = 24 * 60 * 60 * 1000;
let harness: TestApp;
const db = () => harness.database.db;

/** An order finished `daysAgo` days before `now`, awaiting payment by `method`. */
async function finishedDaysAgo(now: Date, daysAgo: number, method: string): Promise<string> {
  const order = await insertOrder(db(), { paymentServiceName: method });
  await db().updateTable('orders').set({ finished_at: new Date(now.getTime() - daysAgo * DAY) }).where('id', '=', order.id).execute();
  return order.id;
}

const statusOf = async (id: string) => (await db().selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

beforeAll(async () => {
  harness = await startTestApp();
}, 180_000);
afterAll(async () => harness.close());

describe('the sweep of bank transfers past their days', () => {
  it('expires each order past its 14 days once, with its history, and leaves the others', async () => {
    const now = new Date();
    const late = await finishedDaysAgo(now, 15, PAYMENT_METHOD_NAMES.transfer);
    const inTime = await finishedDaysAgo(now, 13, PAYMENT_METHOD_NAMES.transfer);
    const card = await finishedDaysAgo(now, 30, 'gateway');

    const [first, second] = await Promise.all([expireDueTransfers(db(), now), expireDueTransfers(db(), now)]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    expect([await statusOf(late), await statusOf(inTime), await statusOf(card)]).toEqual(['expired', 'awaiting_payment', 'awaiting_payment']);
    const history = await db().selectFrom('order_history').select(['actor_kind', 'from_status', 'to_status']).where('order_id', '=', late).execute();
    expect(history.filter((row) => row.to_status === 'expired')).toEqual([{ actor_kind: 'system', from_status: 'awaiting_payment', to_status: 'expired' }]);
    expect(await expireDueTransfers(db(), now)).toBe(0);
  });
});
