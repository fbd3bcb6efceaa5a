import { useEffect, useRef, type RefObject } from 'react';
import { SessionContext } from '../../app/session';
import type { CheckoutActorRef } from './checkoutActor';

/**
 * A checkout opened signed out (a renewal link's): the sign-in opens with the e-mail the link names, and once the
 * visitor is signed in the same page loads its order again, with focus on the page's heading instead of lost.
 */
export function useSignInToCheckout(actorRef: CheckoutActorRef, signInEmail: string | null, heading: RefObject<HTMLHeadingElement | null>): void {
  const session = SessionContext.useActorRef();
  const isSignedOut = SessionContext.useSelector((state) => state.matches({ account: 'signedOut' }));
  const userId = SessionContext.useSelector((state) => state.context.user?.id ?? null);
  const reloaded = useRef(false);

  useEffect(() => {
    if (isSignedOut && signInEmail) session.send({ type: 'session.openSignIn', email: signInEmail });
  }, [isSignedOut, signInEmail, session]);

  useEffect(() => {
    if (userId === null || !actorRef.getSnapshot().matches('fetchFailed')) return;
    reloaded.current = true;
    actorRef.send({ type: 'checkout.retry' });
  }, [userId, actorRef]);

  useEffect(
    () =>
      actorRef.subscribe((state) => {
        if (!reloaded.current || state.hasTag('loading') || state.context.order === null) return;
        reloaded.current = false;
        if (document.activeElement === document.body || document.activeElement === null) heading.current?.focus();
      }).unsubscribe,
    [actorRef, heading],
  );
}
