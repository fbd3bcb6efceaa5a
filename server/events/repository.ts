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

/** Whose events a listing shows: a visitor's anonymous id, a tracker user id, a signed-in account (any of them). */
export interface EventsViewer {
  anonymousId?: string | undefined;
  userId?: string | undefined;
  accountId?: string | undefined;
}

/**
 * The viewer's newest events first; within one batch, in the order they were sent (the ids are random, so by
 * time). Nobody's events but the viewer's own: nothing when the viewer names no id.
 */
export async function recentEvents(db: Kysely<Database>, viewer: EventsViewer, limit = RECENT_EVENTS_LIMIT): Promise<RecordedEvent[]> {
  const { anonymousId, userId, accountId } = viewer;
  if (!anonymousId && !userId && !accountId) return [];
  const rows = await db
    .selectFrom('tracking_events')
    .selectAll()
    .where((eb) =>
      eb.or([
        ...(anonymousId ? [eb('anonymous_id', '=', anonymousId)] : []),
        ...(userId ? [eb('user_id', '=', userId)] : []),
        ...(accountId ? [eb('account_id', '=', accountId)] : []),
      ]),
    )
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
