/**
 * My services' Add a card (docs/services.md "Saved cards and automatic renewal"): a card saved without a payment.
 * Add a card starts a SetupIntent and opens the card field (the focus goes into it); Save the card confirms it with
 * Stripe.js and keeps the focus while the page waits for Stripe's word; a declined card or a failed authentication is
 * said at the field, announced. Saved, the focus goes to the new card in the list; cancelled or still pending, to Add
 * a card. The cardSetup machine decides; this draws it.
 */
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { cardSetupMachine } from '../../../machines/cardSetup';
import { Button } from '../../ui/Button';
import { useFocusWhen } from '../../ui/useFocusWhen';
import { useServiceWords } from './words';

// Stripe.js and the card field (with the checkout's words for it) load only when the customer adds a card.
const CardField = lazy(() => import('../card-payment/CardField').then((module) => ({ default: module.CardField })));

export type CardSetupActorRef = ActorRefFrom<typeof cardSetupMachine>;

export function AddCard({ actorRef, knownCardIds }: { actorRef: CardSetupActorRef; knownCardIds: readonly string[] }) {
  const hasForm = useSelector(actorRef, (state) => state.hasTag('form'));
  const isStarting = useSelector(actorRef, (state) => state.matches('starting'));
  const isSaving = useSelector(actorRef, (state) => state.matches('confirming') || state.matches('waiting'));
  const publishableKey = useSelector(actorRef, (state) => state.context.setup?.publishableKey ?? null);
  const cardError = useSelector(actorRef, (state) => (state.matches('refused') ? state.context.errorMessage : null));
  const startError = useSelector(actorRef, (state) => (state.matches('startFailed') ? state.context.errorMessage : null));
  const isPending = useSelector(actorRef, (state) => state.matches('pending'));
  const isCancelled = useSelector(actorRef, (state) => state.matches('cancelled'));
  // The form's buttons are gone: the focus goes back to Add a card.
  const addRef = useFocusWhen<HTMLButtonElement>(isPending || isCancelled);
  const { t, message } = useServiceWords();

  if (hasForm && publishableKey) {
    return (
      <form
        className="services-add-card"
        aria-labelledby="add-card-heading"
        onSubmit={(event) => {
          event.preventDefault();
          actorRef.send({ type: 'card.submit' });
        }}
      >
        <h3 id="add-card-heading">{t('services.addCard.heading')}</h3>
        <p>{t('services.addCard.nothingCharged')}</p>
        <Suspense fallback={<p role="status">{t('services.addCard.loadingCard')}</p>}>
          <CardField publishableKey={publishableKey} error={cardError && message(cardError)} offerToSave={false} autoFocus />
        </Suspense>
        {isSaving && <p role="status">{t('services.addCard.saving')}</p>}
        <div className="services-dialog-actions">
          <Button type="submit" isPending={isSaving}>
            {t('services.addCard.save')}
          </Button>
          {!isSaving && (
            <Button variant="outline" onPress={() => actorRef.send({ type: 'card.cancel' })}>
              {t('services.addCard.cancel')}
            </Button>
          )}
        </div>
      </form>
    );
  }
  return (
    <div className="services-add-card">
      {isPending && <p role="status">{t('services.addCard.pending')}</p>}
      {startError && <p role="alert">{message(startError)}</p>}
      <Button variant="outline" ref={addRef} isPending={isStarting} onPress={() => actorRef.send({ type: 'card.add', knownCardIds: [...knownCardIds] })}>
        {t('services.addCard.heading')}
      </Button>
    </div>
  );
}
