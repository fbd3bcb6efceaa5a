/**
 * RudderStack's JavaScript SDK as the analytics service, loaded (dynamic import) only when a write key is
 * configured and the visitor gave the 'Marketing/third party' consent.
 */
import type { Consent } from '../../../contracts/consent';
import type { AnalyticsSettings } from './analytics-settings';
import type { AnalyticsService } from './services';

/** RudderStack's consent ids for the portal's one optional category. */
const FUNCTIONAL_CONSENT_ID = 'functional';

function consentIds(consent: Consent) {
  return consent.functional
    ? { allowedConsentIds: ['essential', FUNCTIONAL_CONSENT_ID], deniedConsentIds: [] }
    : { allowedConsentIds: ['essential'], deniedConsentIds: [FUNCTIONAL_CONSENT_ID] };
}

export async function loadRudderStack(settings: AnalyticsSettings, input: { consent: Consent; userId: string }): Promise<AnalyticsService> {
  const { RudderAnalytics } = await import('@rudderstack/analytics-js');
  const analytics = new RudderAnalytics();
  await new Promise<void>((resolve) => {
    analytics.load(settings.writeKey, settings.dataPlaneUrl, {
      sessions: { autoTrack: settings.sessions.autoTrack, timeout: settings.sessions.timeout, cutOff: { enabled: true, duration: settings.sessions.cutOff } },
      storage: { type: settings.storageType },
      consentManagement: { enabled: true, ...consentIds(input.consent) },
    });
    analytics.ready(() => resolve());
  });
  if (input.userId) analytics.identify(input.userId);
  return {
    async send(events) {
      for (const event of events) {
        await new Promise<void>((resolve) => analytics.track(event.name, { ...event.properties, category: event.category }, () => resolve()));
      }
    },
    setConsent(consent) {
      analytics.consent({ consentManagement: consentIds(consent) });
    },
    identify(userId) {
      if (userId) analytics.identify(userId);
      else analytics.reset();
    },
    startSession(sessionId) {
      analytics.startSession(sessionId);
    },
    endSession() {
      analytics.endSession();
    },
  };
}
