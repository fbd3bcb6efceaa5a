/**
 * Google Consent Mode v2. index.html pushes `gtag('consent', 'default', ...)` with everything denied before any
 * other script runs; after each choice this pushes the 'update' from the flags.
 */
import type { Consent } from '../../../contracts/consent';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export type ConsentModeState = 'granted' | 'denied';

export interface ConsentModeUpdate {
  analytics_storage: ConsentModeState;
  ad_storage: ConsentModeState;
  ad_user_data: ConsentModeState;
  ad_personalization: ConsentModeState;
}

/** The portal has one optional category, 'Marketing/third party': it grants analytics and advertising alike. */
export function consentModeUpdate(consent: Consent): ConsentModeUpdate {
  const state: ConsentModeState = consent.functional ? 'granted' : 'denied';
  return { analytics_storage: state, ad_storage: state, ad_user_data: state, ad_personalization: state };
}

function gtag(...args: unknown[]): void {
  if (!window.gtag) {
    // Pages built without index.html's snippet (tests) get the same function: Google's tag reads the arguments object.
    window.dataLayer ??= [];
    window.gtag = function gtagFallback() {
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer?.push(arguments);
    };
  }
  window.gtag(...args);
}

export function updateConsentMode(consent: Consent): void {
  gtag('consent', 'update', consentModeUpdate(consent));
}
