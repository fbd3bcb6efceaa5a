/**
 * The events the portal records (issue 6) and the body of the portal's own collector, POST /api/events.
 * Each event belongs to a category; an event is tracked only when the visitor consented to its category:
 * 'essential' events (the consent itself, a security signal) always, 'analytics' events only with the
 * 'Marketing/third party' (functional) consent. The collector's body as the server checks it is described with zod
 * in ./tracking-schemas.ts, apart from this module, which the browser loads on every page.
 */
import type { Consent } from './consent';
import type { CollectedEvent } from './tracking-schemas';

export type { CollectedEvent, EventBatch } from './tracking-schemas';

export type TrackingCategory = 'essential' | 'analytics';

type Properties = Record<string, string | number | boolean | null>;

/** Every event the product records, with its properties. Views call `track(event)` from src/features/tracking. */
export type TrackingEvent =
  | { name: 'Page Viewed'; properties: { path: string; title: string } }
  | { name: 'Price List Viewed'; properties: { project: string | null; currency: string | null } }
  | { name: 'Package Chosen'; properties: { packageIdentifier: string; project: string | null } }
  | { name: 'Checkout Step Viewed'; properties: { step: number; stepName: string; totalSteps: number; orderIdentifier: string } }
  | { name: 'Voucher Applied'; properties: { orderIdentifier: string; code: string } }
  | { name: 'Payment Method Chosen'; properties: { orderIdentifier: string; paymentMethod: string } }
  | { name: 'Order Finished'; properties: { orderIdentifier: string; paymentMethod: string } }
  | { name: 'Integrity Token Invalid'; properties: { orderIdentifier: string; operation: string } }
  | { name: 'Consent Given'; properties: { essential: true; functional: boolean } };

export type TrackingEventName = TrackingEvent['name'];

export const EVENT_CATEGORIES: Readonly<Record<TrackingEventName, TrackingCategory>> = {
  'Page Viewed': 'analytics',
  'Price List Viewed': 'analytics',
  'Package Chosen': 'analytics',
  'Checkout Step Viewed': 'analytics',
  'Voucher Applied': 'analytics',
  'Payment Method Chosen': 'analytics',
  'Order Finished': 'analytics',
  // SPEC.md section 8 records it before reloading the page: a security signal, not marketing.
  'Integrity Token Invalid': 'essential',
  // Proof of the visitor's choice is needed whatever the choice was.
  'Consent Given': 'essential',
};

export const TRACKING_EVENT_NAMES = Object.keys(EVENT_CATEGORIES) as TrackingEventName[];

export function isCategoryAllowed(category: TrackingCategory, consent: Consent): boolean {
  return category === 'essential' || consent.functional;
}

/** Limits of the collector: a batch is at most this many events and this many bytes. */
export const MAX_EVENTS_PER_BATCH = 100;
export const MAX_BATCH_BYTES = 65_536;
export const MAX_PROPERTIES = 40;

/** One row of GET /api/events (the recent-events page). */
export interface RecordedEvent extends CollectedEvent {
  id: string;
  receivedAt: string;
}

export type { Properties as TrackingProperties };
