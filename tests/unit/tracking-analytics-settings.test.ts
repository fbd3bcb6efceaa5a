import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SESSION_CUT_OFF_MS,
  DEFAULT_SESSION_TIMEOUT_MS,
  STORAGE_TYPES,
  validateAnalyticsSettings,
  validateManualSessionId,
} from '../../src/features/tracking/analytics-settings';

const base = { writeKey: 'wk_123', dataPlaneUrl: 'https://data.example.com' };

function errorsOf(raw: Parameters<typeof validateAnalyticsSettings>[0]): string[] {
  const result = validateAnalyticsSettings(raw);
  return result.ok ? [] : result.errors;
}

describe('analytics settings', () => {
  it('defaults: 1800000 ms timeout with automatic sessions, 43200000 ms cut-off, local storage', () => {
    const result = validateAnalyticsSettings(base);
    expect(result).toEqual({
      ok: true,
      settings: { ...base, sessions: { autoTrack: true, timeout: DEFAULT_SESSION_TIMEOUT_MS, cutOff: DEFAULT_SESSION_CUT_OFF_MS }, storageType: 'localStorage' },
      warnings: [],
    });
  });

  it('a timeout of 0 turns automatic session tracking off (manual start and end)', () => {
    const result = validateAnalyticsSettings({ ...base, sessionTimeout: '0' });
    expect(result.ok && result.settings.sessions).toEqual({ autoTrack: false, timeout: 0, cutOff: DEFAULT_SESSION_CUT_OFF_MS });
  });

  it('warns under 10000 ms but accepts it', () => {
    const result = validateAnalyticsSettings({ ...base, sessionTimeout: 9_999, sessionCutOff: 9_999 });
    expect(result.ok).toBe(true);
    expect(result.ok && result.warnings).toEqual([expect.stringContaining('under 10000 ms')]);
    expect(validateAnalyticsSettings({ ...base, sessionTimeout: 10_000 })).toMatchObject({ ok: true, warnings: [] });
  });

  it.each([-1, 1.5, 'soon', Number.NaN, Number.POSITIVE_INFINITY, true])('refuses the session timeout %j: a non-negative integer', (value) => {
    expect(errorsOf({ ...base, sessionTimeout: value })).toEqual([expect.stringMatching(/^sessionTimeout: must be a non-negative integer/)]);
  });

  it('accepts every non-negative integer timeout with a cut-off at least as long, and refuses a shorter cut-off', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 0, max: 2 ** 40 }), (timeout, cutOff) => {
        const result = validateAnalyticsSettings({ ...base, sessionTimeout: timeout, sessionCutOff: cutOff });
        if (cutOff >= timeout) {
          expect(result.ok && result.settings.sessions).toEqual({ autoTrack: timeout > 0, timeout, cutOff });
        } else {
          expect(result.ok ? [] : result.errors).toEqual([expect.stringMatching(/^sessionCutOff: must be at least the session timeout/)]);
        }
      }),
    );
  });

  it('accepts exactly the five storage types', () => {
    for (const storageType of STORAGE_TYPES) expect(validateAnalyticsSettings({ ...base, storageType }).ok).toBe(true);
    fc.assert(
      fc.property(fc.string().filter((value) => value !== '' && !(STORAGE_TYPES as readonly string[]).includes(value)), (storageType) => {
        expect(errorsOf({ ...base, storageType })).toEqual([expect.stringMatching(/^storageType: must be one of localStorage, memoryStorage, cookieStorage, sessionStorage, none/)]);
      }),
    );
  });

  it('needs a non-empty write key and an http(s) data plane URL, naming each problem', () => {
    expect(errorsOf({ writeKey: '  ', dataPlaneUrl: 'ftp://data.example.com' })).toEqual([
      'writeKey: must be a non-empty string',
      'dataPlaneUrl: must be a valid http(s) URL (got "ftp://data.example.com")',
    ]);
    expect(errorsOf({ ...base, dataPlaneUrl: 'not a url' })).toEqual(['dataPlaneUrl: must be a valid http(s) URL (got "not a url")']);
    expect(errorsOf({ ...base, dataPlaneUrl: 'http://localhost:8080' })).toEqual([]);
  });

  it('takes a manual session id only as a positive integer of at least 10 digits', () => {
    expect(validateManualSessionId(1_767_225_600_000)).toEqual({ ok: true, sessionId: 1_767_225_600_000 });
    expect(validateManualSessionId(1_000_000_000)).toEqual({ ok: true, sessionId: 1_000_000_000 });
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -(2 ** 40), max: 999_999_999 }), fc.double({ noInteger: true }), fc.string()), (value) => {
        expect(validateManualSessionId(value)).toMatchObject({ ok: false, error: expect.stringContaining('at least 10 digits') });
      }),
    );
  });
});
