/**
 * The order's history: one row per change of its status (migration 0017), written by the transaction that makes the
 * change, so the history holds exactly the changes that happened. Rows are never updated or deleted.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, OrderHistoryActorKind, OrderHistoryTable } from '../db/schema';

/** Who changed an order: the customer or an operator (with their account), a payment provider or the system. */
export interface OrderActor {
  kind: OrderHistoryActorKind;
  accountId?: string | null;
}

export interface OrderStatusChange {
  orderId: string;
  orderIdentifier: string;
  from: OrderHistoryTable['from_status'];
  to: OrderHistoryTable['to_status'];
  actor: OrderActor;
  reason?: string | null;
}

export async function recordOrderHistory(db: Kysely<Database>, change: OrderStatusChange, now: Date): Promise<void> {
  await db
    .insertInto('order_history')
    .values({
      id: randomUUID(),
      order_id: change.orderId,
      order_identifier: change.orderIdentifier,
      from_status: change.from,
      to_status: change.to,
      actor_kind: change.actor.kind,
      account_id: change.actor.accountId ?? null,
      reason: change.reason ?? null,
      at: now,
    })
    .execute();
}
