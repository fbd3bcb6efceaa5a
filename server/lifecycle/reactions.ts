/**
 * What reacts to an order's events: invoices, fulfilment and mail subscribe here (server/order-reactions.ts, which the
 * app registers), so the lifecycle and the payments that ask it import none of them. A reaction runs in the
 * transaction of the change that announced the event, so the change never commits without its invoice, delivery
 * and message, and the event's outbox row is written handled.
 */
import type { Transaction } from 'kysely';
import type { OrderStatusAnnouncement } from '../../machines/orderStatus';
import type { Database } from '../db/schema';

/** One event of one order, as its reactions receive it. */
export interface OrderEvent {
  type: OrderStatusAnnouncement;
  orderId: string;
  orderIdentifier: string;
}

export type OrderReaction = (trx: Transaction<Database>, event: OrderEvent, now: Date) => Promise<void>;

export type OrderReactions = Partial<Record<OrderStatusAnnouncement, readonly OrderReaction[]>>;

let registered: OrderReactions | undefined;

/** Sets what reacts to each event, in the order given (the same every time the app is built). */
export function registerOrderReactions(reactions: OrderReactions): void {
  registered = reactions;
}

/** Runs the event's reactions in the change's transaction. Refuses to announce anything before they are registered. */
export async function reactTo(trx: Transaction<Database>, event: OrderEvent, now: Date): Promise<void> {
  if (!registered) throw new Error(`No reactions to ${event.type} are registered: the app registers them (server/order-reactions.ts).`);
  for (const reaction of registered[event.type] ?? []) await reaction(trx, event, now);
}
