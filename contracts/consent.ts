/**
 * The cookie-consent contract (SPEC.md sections 3, 5 and 9): two flags stored as JSON, in the cookie 'ac' and on
 * the account. The browser writes it and the server validates it with the same function, parseConsentJson: checked
 * by hand, because the browser reads the cookie on every first paint, where a schema library would weigh more than
 * the check.
 */
import { isJsonObject } from './json-object';

export const CONSENT_COOKIE = 'ac';
export const CONSENT_COOKIE_DAYS = 365;
/** SPEC.md section 9: the cookie bar opens after 100 ms. */
export const CONSENT_BAR_DELAY_MS = 100;
/** SPEC.md section 2: the page event that reopens the bar. */
export const SHOW_COOKIE_BAR_EVENT = 'showCookieBar';
/** A consent JSON is about 40 characters; anything much longer is not one. */
export const CONSENT_JSON_MAX_LENGTH = 200;

export const INVALID_CONSENT_MESSAGE = 'The consent must be the JSON object {"essential":true,"functional":true|false} and nothing else.';

/** essential is always true (not changeable); functional is the choice labelled 'Marketing/third party'. */
export interface Consent {
  essential: true;
  functional: boolean;
}

/** What closing the bar, or a signed-in user without any choice, stores. */
export const MINIMAL_CONSENT: Consent = Object.freeze({ essential: true, functional: false });
export const ALL_CONSENT: Consent = Object.freeze({ essential: true, functional: true });

/** The consent in a JSON text, or null when the text is not exactly a consent object. */
export function parseConsentJson(text: string | null | undefined): Consent | null {
  if (!text || text.length > CONSENT_JSON_MAX_LENGTH) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  // Exactly the two flags: no other key, essential true, functional a boolean.
  if (!isJsonObject(value)) return null;
  const keys = Object.keys(value);
  if (keys.length !== 2 || !keys.includes('essential') || !keys.includes('functional')) return null;
  const { essential, functional } = value;
  return essential === true && typeof functional === 'boolean' ? { essential, functional } : null;
}

export function consentJson(consent: Consent): string {
  return JSON.stringify({ essential: true, functional: consent.functional });
}
