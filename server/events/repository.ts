import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CollectedEvent, RecordedEvent } from '../../contracts/tracking';
import type { Database } from '../db/schema';

export const RECENT_EVENTS_LIMIT = 100;

/** Stores one batch in one statement, so a batch is kept whole or not at all. */
export async function insertEvents(db: Kysely<Database>, events: CollectedEvent[], accountId: string | null, receivedAt: Date): Promise<void> {
  await db
    .insertInto('tracking_events')
    .values(
      events.map((event) => ({
        id: randomUUID(),
        name: event.name,
        category: event.category,
        properties: JSON.stringify(event.properties),
        user_id: event.userId,
        anonymous_id: event.anonymousId,
        session_id: event.sessionId === null ? null : BigInt(event.sessionId),
        account_id: accountId,
        occurred_at: new Date(event.occurredAt),
        received_at: receivedAt,
      })),
    )
    .execute();
}

/** The newest events first; within one batch, in the order they were sent (the ids are random, so by time). */
export async function recentEvents(db: Kysely<Database>, limit = RECENT_EVENTS_LIMIT): Promise<RecordedEvent[]> {
  const rows = await db
    .selectFrom('tracking_events')
    .selectAll()
    .orderBy('received_at', 'desc')
    .orderBy('occurred_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name as RecordedEvent['name'],
    category: row.category,
    properties: row.properties,
    userId: row.user_id,
    anonymousId: row.anonymous_id,
    sessionId: row.session_id === null ? null : Number(row.session_id),
    occurredAt: row.occurred_at.toISOString(),
    receivedAt: row.received_at.toISOString(),
  }));
}
