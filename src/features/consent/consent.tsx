/**
 * The app-wide cookie-consent actor (machines/cookieConsent.ts) with its side effects: the cookie, Google
 * Consent Mode and the account's GraphQL calls. ConsentProvider creates it with the cookie's value, tells it
 * whether the session is signed in, turns the page event showCookieBar into `consent.showBar`, and shows the bar.
 */
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { fromPromise, type ActorOptions, type AnyActorLogic } from 'xstate';
import { SHOW_COOKIE_BAR_EVENT } from '../../../contracts/consent';
import { cookieConsentMachine } from '../../../machines/cookieConsent';
import { inspectionOptions } from '../../app/inspection';
import { SessionContext } from '../../app/session';
import { fetchAccountConsent } from './api/fetch-account-consent';
import { setCookieConsent } from './api/set-cookie-consent';
import { readConsentCookie, writeConsentCookie } from './consentCookie';
import { updateConsentMode } from './consentMode';

const CookieConsentModal = lazy(() => import('./CookieConsentModal'));

export const appCookieConsentMachine = cookieConsentMachine.provide({
  actors: {
    fetchAccountConsent: fromPromise(() => fetchAccountConsent()),
    saveAccountConsent: fromPromise(({ input }) => setCookieConsent(input.consent)),
  },
  actions: {
    applyConsent: ({ context }) => {
      if (!context.consent) return;
      writeConsentCookie(context.consent);
      updateConsentMode(context.consent);
    },
  },
});

export const CookieConsentContext = createActorContext(appCookieConsentMachine);

export interface ConsentProviderProps {
  children: ReactNode;
  logic?: typeof appCookieConsentMachine;
  /** Tests move a simulated clock instead of waiting for the bar's 100 ms. */
  clock?: ActorOptions<AnyActorLogic>['clock'];
}

export function ConsentProvider({ children, logic, clock }: ConsentProviderProps) {
  return (
    <CookieConsentContext.Provider logic={logic} options={{ input: { consent: readConsentCookie() }, ...(clock ? { clock } : {}), ...inspectionOptions() }}>
      <ConsentBridge />
      {children}
      <CookieBar />
    </CookieConsentContext.Provider>
  );
}

/** Session -> consent (signed in or out), the page event -> consent, and a stored choice -> Consent Mode. */
function ConsentBridge() {
  const consent = CookieConsentContext.useActorRef();
  const session = SessionContext.useActorRef();

  useEffect(() => {
    // A choice made on an earlier visit: Google's tags must hear it on every page load.
    const stored = consent.getSnapshot().context.consent;
    if (stored) updateConsentMode(stored);
  }, [consent]);

  useEffect(() => {
    let last: 'signedIn' | 'signedOut' | null = null;
    const tell = () => {
      const { account } = session.getSnapshot().value;
      const now = account === 'signedIn' ? 'signedIn' : account === 'signedOut' ? 'signedOut' : null;
      if (now && now !== last) consent.send({ type: now === 'signedIn' ? 'consent.signedIn' : 'consent.signedOut' });
      if (now) last = now;
    };
    tell();
    const subscription = session.subscribe(tell);
    return () => subscription.unsubscribe();
  }, [session, consent]);

  useEffect(() => {
    const showBar = () => consent.send({ type: 'consent.showBar' });
    window.addEventListener(SHOW_COOKIE_BAR_EVENT, showBar);
    return () => window.removeEventListener(SHOW_COOKIE_BAR_EVENT, showBar);
  }, [consent]);

  return null;
}

function CookieBar() {
  const visible = CookieConsentContext.useSelector((state) => state.hasTag('visible'));
  return <Suspense fallback={null}>{visible && <CookieConsentModal />}</Suspense>;
}

/** Asks the page to show the cookie bar again, as any script on the page may (the showCookieBar event). */
export function showCookieBar(): void {
  window.dispatchEvent(new CustomEvent(SHOW_COOKIE_BAR_EVENT));
}
