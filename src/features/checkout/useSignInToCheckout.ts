import { useCallback, useEffect, useRef, useState } from 'react';
import { SIGN_IN_NEEDED } from '../../../contracts/checkout';
import { SessionContext } from '../../app/session';
import type { CheckoutActorRef } from './checkoutActor';

/**
 * A checkout opened signed out (a renewal link's, a bookmark, a session that ran out): the sign-in opens by itself
 * with the e-mail a renewal link names, or from the page's Log in button (OrderFetchStatus); once the visitor is
 * signed in the same page loads its order again, with focus on the page's heading instead of lost.
 *
 * Answers the ref for that heading. A callback ref, because the heading may come after the order: the Package choice
 * step replaces its own page by the website's price list, whose heading shows once that list has loaded.
 */
export function useSignInToCheckout(actorRef: CheckoutActorRef, signInEmail: string | null): (heading: HTMLHeadingElement | null) => void {
  const session = SessionContext.useActorRef();
  const isSignedOut = SessionContext.useSelector((state) => state.matches({ account: 'signedOut' }));
  const userId = SessionContext.useSelector((state) => state.context.user?.id ?? null);
  const reloaded = useRef(false);
  const heading = useRef<HTMLHeadingElement | null>(null);
  const focusPending = useRef(false);
  // The order's arrival re-renders the page first (a step may swap its heading for another): the focus moves after.
  const [focusRequests, setFocusRequests] = useState(0);
  // Only where nothing else has the focus (the Log in pressed went away with the message).
  const focusHeading = useCallback(() => {
    if (!focusPending.current || !heading.current?.isConnected) return;
    focusPending.current = false;
    if (document.activeElement === document.body || document.activeElement === null) heading.current.focus();
  }, []);

  useEffect(() => {
    if (isSignedOut && signInEmail) session.send({ type: 'session.openSignIn', email: signInEmail });
  }, [isSignedOut, signInEmail, session]);

  // Refused for want of a session while the header still shows someone signed in: the server has ended that session,
  // so the page shows the visitor signed out, with Log in.
  useEffect(
    () =>
      actorRef.on('order.fetchFailed', ({ code }) => {
        if (code === SIGN_IN_NEEDED && session.getSnapshot().matches({ account: 'signedIn' })) session.send({ type: 'session.expired' });
      }).unsubscribe,
    [actorRef, session],
  );

  useEffect(() => {
    if (userId === null || !actorRef.getSnapshot().hasTag('unloaded')) return;
    reloaded.current = true;
    actorRef.send({ type: 'checkout.retry' });
  }, [userId, actorRef]);

  useEffect(
    () =>
      actorRef.subscribe((state) => {
        if (!reloaded.current || state.hasTag('loading') || state.context.order === null) return;
        reloaded.current = false;
        focusPending.current = true;
        setFocusRequests((count) => count + 1);
      }).unsubscribe,
    [actorRef],
  );
  useEffect(focusHeading, [focusRequests, focusHeading]);

  return useCallback(
    (element: HTMLHeadingElement | null) => {
      heading.current = element;
      focusHeading();
    },
    [focusHeading],
  );
}
