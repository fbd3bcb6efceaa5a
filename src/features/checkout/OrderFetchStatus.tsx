import { useSelector } from '@xstate/react';
import { Button } from '../../ui/Button';
import type { CheckoutActorRef } from './checkoutActor';

/** The order being loaded, or why it could not be, with Retry: the same on every step of the checkout. */
export function OrderFetchStatus({ actorRef }: { actorRef: CheckoutActorRef }) {
  const isLoading = useSelector(actorRef, (state) => state.hasTag('loading'));
  const fetchError = useSelector(actorRef, (state) => (state.matches('fetchFailed') ? state.context.errorMessage : null));
  return (
    <>
      {isLoading && (
        <p role="status" className="checkout-loading">
          Loading your order…
        </p>
      )}
      {fetchError !== null && (
        <div className="checkout-fetch-error">
          <p role="alert">{fetchError}</p>
          <Button onPress={() => actorRef.send({ type: 'checkout.retry' })}>Retry</Button>
        </div>
      )}
    </>
  );
}

/** The order is loaded and shown (not while a retry loads it again). */
export const selectHasOrder = (state: ReturnType<CheckoutActorRef['getSnapshot']>) => state.context.order !== null && !state.matches('fetchFailed');
