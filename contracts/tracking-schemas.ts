/** The body of POST /api/events as the collector checks it (zod); the events and limits are in ./tracking.ts. */
import * as z from 'zod/mini';
import { MAX_EVENTS_PER_BATCH, MAX_PROPERTIES, TRACKING_EVENT_NAMES, type TrackingEventName } from './tracking';

const text = (max: number) => z.string().check(z.maxLength(max));

export const collectedEventSchema = z.strictObject({
  name: z.enum(TRACKING_EVENT_NAMES as [TrackingEventName, ...TrackingEventName[]]),
  category: z.enum(['essential', 'analytics']),
  properties: z.record(text(100), z.union([text(1000), z.number(), z.boolean(), z.null()])).check(
    z.refine((value) => Object.keys(value).length <= MAX_PROPERTIES, `at most ${MAX_PROPERTIES} properties`),
  ),
  /** 'webnode_' + the user hash, or '' for an anonymous visitor. */
  userId: text(200),
  anonymousId: text(100),
  sessionId: z.nullable(z.int().check(z.positive())),
  occurredAt: z.iso.datetime(),
});
export type CollectedEvent = z.infer<typeof collectedEventSchema>;

export const eventBatchSchema = z.strictObject({
  events: z.array(collectedEventSchema).check(z.minLength(1), z.maxLength(MAX_EVENTS_PER_BATCH)),
});
export type EventBatch = z.infer<typeof eventBatchSchema>;

