/**
 * The analytics settings of SPEC.md section 9, checked before the analytics service is loaded. A plain function:
 * raw values in (from the build's environment), either the settings and any warnings, or every problem named.
 */
export const DEFAULT_SESSION_TIMEOUT_MS = 1_800_000;
export const DEFAULT_SESSION_CUT_OFF_MS = 43_200_000;
/** Below this a session timeout is allowed but warned about. */
export const SHORT_SESSION_TIMEOUT_MS = 10_000;
export const MANUAL_SESSION_ID_MIN_DIGITS = 10;
export const STORAGE_TYPES = ['localStorage', 'memoryStorage', 'cookieStorage', 'sessionStorage', 'none'] as const;
export type StorageType = (typeof STORAGE_TYPES)[number];

export interface RawAnalyticsSettings {
  writeKey?: unknown;
  dataPlaneUrl?: unknown;
  sessionTimeout?: unknown;
  sessionCutOff?: unknown;
  storageType?: unknown;
}

export interface AnalyticsSettings {
  writeKey: string;
  dataPlaneUrl: string;
  sessions: {
    /** False when the timeout is 0: sessions are then started and ended by hand. */
    autoTrack: boolean;
    timeout: number;
    cutOff: number;
  };
  storageType: StorageType;
}

export type AnalyticsSettingsResult =
  | { ok: true; settings: AnalyticsSettings; warnings: string[] }
  | { ok: false; errors: string[] };

function isNonNegativeInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** Numbers may arrive as text from the environment; '' counts as unset. */
function numberOf(value: unknown): unknown {
  if (typeof value === 'string' && value.trim() !== '' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return value === '' ? undefined : value;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export function validateAnalyticsSettings(raw: RawAnalyticsSettings): AnalyticsSettingsResult {
  const errors: string[] = [];
  const warnings: string[] = [];

  const writeKey = typeof raw.writeKey === 'string' ? raw.writeKey.trim() : '';
  if (!writeKey) errors.push('writeKey: must be a non-empty string');

  const dataPlaneUrl = typeof raw.dataPlaneUrl === 'string' ? raw.dataPlaneUrl.trim() : '';
  if (!isHttpUrl(dataPlaneUrl)) errors.push(`dataPlaneUrl: must be a valid http(s) URL (got ${JSON.stringify(raw.dataPlaneUrl ?? null)})`);

  const timeoutValue = numberOf(raw.sessionTimeout) ?? DEFAULT_SESSION_TIMEOUT_MS;
  let timeout = DEFAULT_SESSION_TIMEOUT_MS;
  if (!isNonNegativeInteger(timeoutValue)) {
    errors.push(`sessionTimeout: must be a non-negative integer of milliseconds (got ${JSON.stringify(raw.sessionTimeout)})`);
  } else {
    timeout = timeoutValue;
    if (timeout > 0 && timeout < SHORT_SESSION_TIMEOUT_MS) {
      warnings.push(`sessionTimeout: ${timeout} ms is under ${SHORT_SESSION_TIMEOUT_MS} ms; sessions will end very often`);
    }
  }

  const cutOffValue = numberOf(raw.sessionCutOff) ?? DEFAULT_SESSION_CUT_OFF_MS;
  let cutOff = DEFAULT_SESSION_CUT_OFF_MS;
  if (!isNonNegativeInteger(cutOffValue)) {
    errors.push(`sessionCutOff: must be a non-negative integer of milliseconds (got ${JSON.stringify(raw.sessionCutOff)})`);
  } else if (cutOffValue < timeout) {
    errors.push(`sessionCutOff: must be at least the session timeout (${timeout} ms; got ${cutOffValue})`);
  } else {
    cutOff = cutOffValue;
  }

  const storageType = raw.storageType === undefined || raw.storageType === '' ? 'localStorage' : raw.storageType;
  if (!STORAGE_TYPES.includes(storageType as StorageType)) {
    errors.push(`storageType: must be one of ${STORAGE_TYPES.join(', ')} (got ${JSON.stringify(raw.storageType)})`);
  }

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    settings: { writeKey, dataPlaneUrl, sessions: { autoTrack: timeout > 0, timeout, cutOff }, storageType: storageType as StorageType },
    warnings,
  };
}

/** A manual session id: a positive integer of at least 10 digits (a time in milliseconds is one). */
export function validateManualSessionId(value: unknown): { ok: true; sessionId: number } | { ok: false; error: string } {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && String(value).length >= MANUAL_SESSION_ID_MIN_DIGITS) {
    return { ok: true, sessionId: value };
  }
  return { ok: false, error: `sessionId: must be a positive integer of at least ${MANUAL_SESSION_ID_MIN_DIGITS} digits (got ${JSON.stringify(value)})` };
}
