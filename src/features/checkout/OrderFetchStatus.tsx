import { useSelector } from '@xstate/react';
import { SessionContext } from '../../app/session';
import { Button } from '../../ui/Button';
import type { CheckoutActorRef } from './checkoutActor';
import { useCheckoutWords } from './messages';

/**
 * The order being loaded, or why it could not be, with Retry: the same on every step of the checkout. When nobody is
 * signed in for it, Log in opens the app's Log in dialog (the wrapper hides the header's link); once signed in, the
 * page loads the order again (useSignInToCheckout).
 */
export function OrderFetchStatus({ actorRef }: { actorRef: CheckoutActorRef }) {
  const session = SessionContext.useActorRef();
  const isSignedOut = SessionContext.useSelector((state) => state.matches({ account: 'signedOut' }));
  const isLoading = useSelector(actorRef, (state) => state.hasTag('loading'));
  const fetchError = useSelector(actorRef, (state) => (state.hasTag('unloaded') ? state.context.errorMessage : null));
  const signInNeeded = useSelector(actorRef, (state) => state.matches('signInNeeded'));
  const { t, message } = useCheckoutWords();
  return (
    <>
      {isLoading && (
        <p role="status" className="checkout-loading">
          {t('checkout.fetch.loading')}
        </p>
      )}
      {fetchError !== null && (
        <div className="checkout-fetch-error">
          <p role="alert">{message(fetchError)}</p>
          <Button onPress={() => actorRef.send({ type: 'checkout.retry' })}>{t('checkout.fetch.retry')}</Button>
          {signInNeeded && isSignedOut && <Button onPress={() => session.send({ type: 'session.openSignIn' })}>{t('checkout.fetch.logIn')}</Button>}
        </div>
      )}
    </>
  );
}

/** The order is loaded and shown (not while a retry loads it again). */
export const selectHasOrder = (state: ReturnType<CheckoutActorRef['getSnapshot']>) => state.context.order !== null && !state.hasTag('unloaded');
