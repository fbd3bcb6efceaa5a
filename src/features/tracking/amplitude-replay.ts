/**
 * Amplitude's session replay as the replay service, loaded (dynamic import) only when an API key is configured
 * and the visitor gave the 'Marketing/third party' consent. SPEC.md: every session is recorded (sample rate 1).
 */
import type { ReplayService } from './services';

export const REPLAY_SAMPLE_RATE = 1;

export async function initAmplitudeReplay(apiKey: string, ids: { deviceId: string; sessionId: number }): Promise<ReplayService> {
  const sessionReplay = await import('@amplitude/session-replay-browser');
  await sessionReplay.init(apiKey, { deviceId: ids.deviceId, sessionId: ids.sessionId, sampleRate: REPLAY_SAMPLE_RATE }).promise;
  return {
    properties: () => {
      const properties: Record<string, string> = {};
      for (const [key, value] of Object.entries(sessionReplay.getSessionReplayProperties())) {
        if (value !== undefined && value !== null) properties[key] = String(value);
      }
      return properties;
    },
  };
}
