/**
 * The one interface behind which the tracking services live. The tracker machine (machines/tracker.ts) only
 * knows `loadAnalytics`, `initReplay` and `sendEvents`; these implement them with whatever is configured:
 * the portal's own collector by default, RudderStack and Amplitude's session replay with keys and consent.
 */
import type { Consent } from '../../../contracts/consent';
import type { OutgoingEvent, ReplayProperties } from '../../../machines/tracker';

export interface AnalyticsService {
  /** Sends events in the given order; rejects when they could not be sent. */
  send(events: OutgoingEvent[]): Promise<void>;
  /** The visitor changed their choice. */
  setConsent(consent: Consent): void;
  /** The visitor signed in or out: the id ('webnode_' + hash, or '' for nobody) of what is sent from now on. */
  identify?(userId: string): void;
  /** Manual session tracking (automatic tracking starts and ends sessions by itself). */
  startSession(sessionId?: number): void;
  endSession(): void;
}

export interface ReplayService {
  /** What every event carries so that it can be found in the session's replay. */
  properties(): ReplayProperties;
}

export interface TrackingServices {
  loadAnalytics(input: { consent: Consent; userId: string }): Promise<AnalyticsService>;
  initReplay(input: { consent: Consent }): Promise<ReplayService>;
}
