/** The consent cookie 'ac' (SPEC.md section 9): JSON, 365 days, SameSite=Lax, Secure everywhere but on this machine. */
import Cookies from 'js-cookie';
import { CONSENT_COOKIE, CONSENT_COOKIE_DAYS, consentJson, parseConsentJson, type Consent } from '../../../contracts/consent';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Plain http on this machine (development, the browser tests) cannot keep a Secure cookie. */
export function isLocalHost(hostname: string): boolean {
  return LOCAL_HOSTS.has(hostname);
}

export function firstPartyCookieOptions(): Cookies.CookieAttributes {
  return { expires: CONSENT_COOKIE_DAYS, sameSite: 'Lax', secure: !isLocalHost(window.location.hostname), path: '/' };
}

/** The stored choice, or null when there is none or it is not a consent (then the bar asks again). */
export function readConsentCookie(): Consent | null {
  return parseConsentJson(Cookies.get(CONSENT_COOKIE));
}

export function writeConsentCookie(consent: Consent): void {
  Cookies.set(CONSENT_COOKIE, consentJson(consent), firstPartyCookieOptions());
}
