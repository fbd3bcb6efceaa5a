/**
 * Which tracking services the build uses. Keys are read from the build's environment (Vite, VITE_*; see
 * docs/configuration.md); without them events go to the portal's own collector. The visitor's user hash is the
 * signed-in account's, from the session answer (`user.trackingHash`); for a visitor who is not signed in, a page
 * that embeds the portal may name one in `window.trackerConfig.userHash`.
 */
import { validateAnalyticsSettings, type AnalyticsSettings } from './analytics-settings';

declare global {
  interface Window {
    trackerConfig?: { userHash?: string };
  }
}

export interface TrackingConfig {
  /** null: the portal's own collector. */
  rudderStack: AnalyticsSettings | null;
  /** null: no third-party replay. */
  amplitudeApiKey: string | null;
  /** Session settings the collector follows too. */
  sessions: AnalyticsSettings['sessions'];
}

export function readTrackingConfig(env: Record<string, string | undefined> = import.meta.env): TrackingConfig {
  const raw = {
    writeKey: env.VITE_RUDDERSTACK_WRITE_KEY,
    dataPlaneUrl: env.VITE_RUDDERSTACK_DATA_PLANE_URL,
    sessionTimeout: env.VITE_ANALYTICS_SESSION_TIMEOUT,
    sessionCutOff: env.VITE_ANALYTICS_SESSION_CUT_OFF,
    storageType: env.VITE_ANALYTICS_STORAGE_TYPE,
  };
  // The collector needs no key: its settings are checked with a placeholder, so a bad timeout is still reported.
  const configured = Boolean(raw.writeKey);
  const result = validateAnalyticsSettings(configured ? raw : { ...raw, writeKey: 'collector', dataPlaneUrl: 'http://collector.invalid' });
  if (!result.ok) {
    console.error(`Invalid analytics settings; using the portal's own collector with default settings:\n  ${result.errors.join('\n  ')}`);
    return { rudderStack: null, amplitudeApiKey: env.VITE_AMPLITUDE_API_KEY || null, sessions: validDefaults() };
  }
  for (const warning of result.warnings) console.warn(`Analytics settings: ${warning}`);
  return { rudderStack: configured ? result.settings : null, amplitudeApiKey: env.VITE_AMPLITUDE_API_KEY || null, sessions: result.settings.sessions };
}

function validDefaults(): AnalyticsSettings['sessions'] {
  const result = validateAnalyticsSettings({ writeKey: 'collector', dataPlaneUrl: 'http://collector.invalid' });
  if (!result.ok) throw new Error('The default analytics settings are invalid');
  return result.settings.sessions;
}

export function globalUserHash(): string {
  const hash = typeof window === 'undefined' ? undefined : window.trackerConfig?.userHash;
  return typeof hash === 'string' ? hash : '';
}
