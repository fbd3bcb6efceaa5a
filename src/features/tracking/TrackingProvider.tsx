/**
 * The app-wide tracker actor (machines/tracker.ts) with the configured services. It learns the visitor's consent
 * from the cookie-consent actor, records each choice as 'Consent Given' and each page as 'Page Viewed'.
 */
import { useEffect, type ReactNode } from 'react';
import { useActorRef } from '@xstate/react';
import { useLocation } from 'react-router';
import { inspectionOptions } from '../../app/inspection';
import { useSignedInUser } from '../../app/session';
import { CookieConsentContext } from '../consent/consent';
import { globalUserHash, readTrackingConfig } from './config';
import { createTrackingServices } from './load-services';
import { attachTracker, createTrackerLogic, track } from './tracker';

let appTrackerLogic: ReturnType<typeof createTrackerLogic> | null = null;

/** Made on first use, so the build's settings are read (and reported) once. */
function trackerLogic() {
  appTrackerLogic ??= createTrackerLogic(createTrackingServices(readTrackingConfig()));
  return appTrackerLogic;
}

export function TrackingProvider({ children, logic }: { children: ReactNode; logic?: ReturnType<typeof createTrackerLogic> }) {
  const tracker = useActorRef(logic ?? trackerLogic(), { input: { userHash: globalUserHash() }, ...inspectionOptions() });
  const consent = CookieConsentContext.useActorRef();
  const { pathname } = useLocation();
  const sessionUserHash = useSignedInUser()?.trackingHash;

  useEffect(() => attachTracker(tracker), [tracker]);

  // A signed-in visitor is the account's hash from the session; otherwise the embedding page's, if it names one.
  useEffect(() => {
    tracker.send({ type: 'tracker.identify', userHash: sessionUserHash || globalUserHash() });
  }, [sessionUserHash, tracker]);

  useEffect(() => {
    let last = consent.getSnapshot().context.consent;
    if (last) tracker.send({ type: 'tracker.consent', consent: last });
    const subscription = consent.subscribe((snapshot) => {
      const next = snapshot.context.consent;
      if (next && next !== last) tracker.send({ type: 'tracker.consent', consent: next });
      last = next;
    });
    const given = consent.on('consent.given', (event) => track({ name: 'Consent Given', properties: { essential: true, functional: event.consent.functional } }));
    return () => {
      subscription.unsubscribe();
      given.unsubscribe();
    };
  }, [consent, tracker]);

  useEffect(() => {
    track({ name: 'Page Viewed', properties: { path: pathname, title: document.title } });
  }, [pathname]);

  return <>{children}</>;
}
