/**
 * The embedded default analytics service: the portal's own collector (POST /api/events). Sessions are tracked
 * automatically (a new session after `timeout` ms without an event or `cutOff` ms after its start), or by hand
 * when the timeout is 0. The anonymous id (local storage) and the session (session storage) are kept only with the
 * 'Marketing/third party' consent; otherwise the id lives as long as the page and events carry no session.
 */
import type { Consent } from '../../../contracts/consent';
import { MAX_EVENTS_PER_BATCH, type CollectedEvent } from '../../../contracts/tracking';
import { DEFAULT_SESSION_CUT_OFF_MS, DEFAULT_SESSION_TIMEOUT_MS } from './analytics-settings';
import { postEvents } from './api/post-events';
import type { AnalyticsService } from './services';

export const ANONYMOUS_ID_KEY = 'portal_anonymous_id';
export const SESSION_KEY = 'portal_analytics_session';

interface StoredSession {
  id: number;
  startedAt: number;
  lastEventAt: number;
}

export interface CollectorOptions {
  consent: Consent;
  sessions?: { autoTrack: boolean; timeout: number; cutOff: number };
  now?: () => number;
  send?: (events: CollectedEvent[]) => Promise<void>;
}

function readSession(): StoredSession | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null');
    if (value && typeof value === 'object' && 'id' in value && 'startedAt' in value && 'lastEventAt' in value) return value as StoredSession;
  } catch {
    // A damaged entry starts a new session.
  }
  return null;
}

export function createCollector(options: CollectorOptions): AnalyticsService {
  const now = options.now ?? Date.now;
  const send = options.send ?? postEvents;
  const sessions = options.sessions ?? { autoTrack: true, timeout: DEFAULT_SESSION_TIMEOUT_MS, cutOff: DEFAULT_SESSION_CUT_OFF_MS };
  let consent = options.consent;
  let pageAnonymousId: string | null = null;
  let manualSessionId: number | null = null;

  function anonymousId(): string {
    if (consent.functional) {
      const stored = localStorage.getItem(ANONYMOUS_ID_KEY);
      if (stored) return stored;
      const created = pageAnonymousId ?? crypto.randomUUID();
      localStorage.setItem(ANONYMOUS_ID_KEY, created);
      return created;
    }
    pageAnonymousId ??= crypto.randomUUID();
    return pageAnonymousId;
  }

  function sessionId(): number | null {
    if (!sessions.autoTrack) return manualSessionId;
    // Sessions are statistics: without the 'Marketing/third party' consent nothing is kept for them.
    if (!consent.functional) return null;
    const time = now();
    const current = readSession();
    const expired = !current || time - current.lastEventAt > sessions.timeout || time - current.startedAt > sessions.cutOff;
    const session = expired ? { id: time, startedAt: time, lastEventAt: time } : { ...current, lastEventAt: time };
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
    return session.id;
  }

  return {
    async send(events) {
      const id = anonymousId();
      const session = sessionId();
      const collected = events.map((event): CollectedEvent => ({ ...event, anonymousId: id, sessionId: session }));
      for (let start = 0; start < collected.length; start += MAX_EVENTS_PER_BATCH) {
        await send(collected.slice(start, start + MAX_EVENTS_PER_BATCH));
      }
    },
    setConsent(next) {
      consent = next;
      if (!next.functional) {
        localStorage.removeItem(ANONYMOUS_ID_KEY);
        sessionStorage.removeItem(SESSION_KEY);
      }
    },
    startSession(id) {
      manualSessionId = id ?? now();
    },
    endSession() {
      manualSessionId = null;
      sessionStorage.removeItem(SESSION_KEY);
    },
  };
}
