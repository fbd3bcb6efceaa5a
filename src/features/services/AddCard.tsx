/**
 * My services' Add a card (docs/services.md "Saved cards and automatic renewal"): a card saved without a payment.
 * Add a card starts a SetupIntent and opens the card field (the focus goes into it); Save the card confirms it with
 * Stripe.js and keeps the focus while the page waits for Stripe's word; a declined card or a failed authentication is
 * said at the field, announced. Saved, the focus goes to the new card in the list; cancelled or still pending, to Add
 * a card. The cardSetup machine decides; this draws it.
 */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { cardSetupMachine } from '../../../machines/cardSetup';
import { Button } from '../../ui/Button';
import { useFocusWhen } from '../../ui/useFocusWhen';
import { CardField } from '../card-payment/CardField';

export type CardSetupActorRef = ActorRefFrom<typeof cardSetupMachine>;

export const CARD_PENDING_TEXT = 'Stripe has not confirmed your card yet. It is listed here as soon as it does: reload this page in a minute.';

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
        <h3 id="add-card-heading">Add a card</h3>
        <p>Nothing is charged now. Stripe keeps the card, and your services that renew themselves are paid with it.</p>
        <CardField publishableKey={publishableKey} error={cardError} offerToSave={false} autoFocus />
        {isSaving && <p role="status">Saving your card with Stripe…</p>}
        <div className="services-dialog-actions">
          <Button type="submit" isPending={isSaving}>
            Save the card
          </Button>
          {!isSaving && (
            <Button variant="outline" onPress={() => actorRef.send({ type: 'card.cancel' })}>
              Cancel
            </Button>
          )}
        </div>
      </form>
    );
  }
  return (
    <div className="services-add-card">
      {isPending && <p role="status">{CARD_PENDING_TEXT}</p>}
      {startError && <p role="alert">{startError}</p>}
      <Button variant="outline" ref={addRef} isPending={isStarting} onPress={() => actorRef.send({ type: 'card.add', knownCardIds: [...knownCardIds] })}>
        Add a card
      </Button>
    </div>
  );
}
