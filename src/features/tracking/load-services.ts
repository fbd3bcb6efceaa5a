/**
 * Picks the services for the visitor's consent: RudderStack and Amplitude only when configured and the visitor
 * accepted 'Marketing/third party' (each loaded lazily, so their code is fetched only then); otherwise the
 * portal's own collector (also loaded on first use) and a replay that records nothing.
 */
import type { TrackingConfig } from './config';
import type { ReplayProperties } from '../../../machines/tracker';
import type { AnalyticsService, ReplayService, TrackingServices } from './services';

/** Without a replay service, events carry the page's own replay id, so a session's events can be told apart. */
function pageReplay(functional: boolean): ReplayService {
  const replayId = crypto.randomUUID();
  return { properties: (): ReplayProperties => (functional ? { replayId } : {}) };
}

export function createTrackingServices(config: TrackingConfig): TrackingServices {
  return {
    async loadAnalytics({ consent, userId }): Promise<AnalyticsService> {
      if (config.rudderStack && consent.functional) {
        const { loadRudderStack } = await import('./rudderstack');
        return loadRudderStack(config.rudderStack, { consent, userId });
      }
      // Loaded with the first consent, like the services above: a new visitor's first load has no consent yet.
      const { createCollector } = await import('./collector');
      return createCollector({ consent, sessions: config.sessions });
    },
    async initReplay({ consent }): Promise<ReplayService> {
      if (config.amplitudeApiKey && consent.functional) {
        const { initAmplitudeReplay } = await import('./amplitude-replay');
        return initAmplitudeReplay(config.amplitudeApiKey, { deviceId: crypto.randomUUID(), sessionId: Date.now() });
      }
      return pageReplay(consent.functional);
    },
  };
}
