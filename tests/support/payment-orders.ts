import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { demoAccount } from '../../server/db/catalogue';
import type { Database, OrdersTable } from '../../server/db/schema';
import { newOrderIdentifier } from '../../server/domain/order-identifier';
import { client } from '../api/accounts';
import type { Client } from '../api/accounts';
import { signUpAndConfirm } from './sign-up';

export interface TestOrderOptions {
  email?: string;
  /** The website's name (demo-blog unless told); null: an order for no website, as a domain bought alone. */
  website?: string | null;
  status?: OrdersTable['status'];
  totalMinor?: bigint | null;
  currency?: string;
  paymentServiceName?: string | null;
  billing?: Record<string, string>;
}

export const TEST_BILLING = {
  firstname: 'Jana',
  surname: 'Nováková',
  email: 'jana@example.com',
  phone: '+420 601 123 456',
  street: 'Dlouhá 12',
  city: 'Praha',
  zip: '110 00',
  country: 'CZ',
};

/**
 * An order written straight into the database, as finishOrder leaves it (awaiting payment with its total fixed)
 * unless told otherwise, for the demo account's demo-blog. The payments do not depend on how it got there.
 */
export async function insertOrder(db: Kysely<Database>, options: TestOrderOptions = {}): Promise<{ id: string; identifier: string }> {
  const account = await db.selectFrom('accounts').select('id').where('email', '=', options.email ?? demoAccount.email).executeTakeFirstOrThrow();
  const website = options.website === null ? null : await db.selectFrom('websites').select('id').where('name', '=', options.website ?? 'demo-blog').executeTakeFirstOrThrow();
  const status = options.status ?? 'awaiting_payment';
  const now = new Date();
  const order = { id: randomUUID(), identifier: newOrderIdentifier() };
  await db
    .insertInto('orders')
    .values({
      ...order,
      account_id: account.id,
      website_id: website?.id ?? null,
      status,
      currency: options.currency ?? 'EUR',
      created_at: now,
      updated_at: now,
      billing: JSON.stringify(options.billing ?? TEST_BILLING),
      payment_service_name: options.paymentServiceName === undefined ? 'gateway' : options.paymentServiceName,
      total_minor: options.totalMinor === undefined ? (status === 'draft' ? null : 12_100n) : options.totalMinor,
      finished_at: status === 'draft' ? null : now,
      paid_at: status === 'paid' ? now : null,
    })
    .execute();
  return order;
}

export async function orderState(db: Kysely<Database>, orderId: string) {
  const order = await db.selectFrom('orders').select(['status', 'paid_at', 'version']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const payments = await db.selectFrom('payments').select(['provider', 'status', 'external_id', 'amount_minor']).where('order_id', '=', orderId).orderBy('provider').execute();
  const events = await db.selectFrom('payment_events').select(['provider', 'type', 'outcome']).where('order_id', '=', orderId).orderBy('received_at').execute();
  return { status: order.status, paidAt: order.paid_at, version: order.version, payments, events };
}

/** What the lifecycle wrote for the order: its history (from, to, by) and its outbox events, in order. */
export async function lifecycleOf(db: Kysely<Database>, orderId: string) {
  const history = await db.selectFrom('order_history').select(['from_status', 'to_status', 'actor_kind']).where('order_id', '=', orderId).orderBy('at').orderBy('seq').execute();
  const events = await db.selectFrom('order_events').select('type').where('order_id', '=', orderId).orderBy('seq').execute();
  return { history: history.map((row) => `${row.from_status ?? 'new'} -> ${row.to_status} by ${row.actor_kind}`), events: events.map((row) => row.type) };
}

/** A second signed-in account, for the checks that another account's orders look like missing ones. */
export async function signUpOtherAccount(app: FastifyInstance, email: string, ip = '192.0.2.78'): Promise<Client> {
  return signUpAndConfirm(app, { fullname: 'Other Payer', email, password: 'other-password' }, client(ip));
}
