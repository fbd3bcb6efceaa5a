/**
 * My services' saved cards (docs/services.md "Saved cards and automatic renewal"): each card in words with Remove,
 * which asks first; the automatic-renewal switch of a service. The myServices machine decides; these draw it.
 */
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ListedService, myServicesMachine } from '../../../machines/myServices';
import { AUTO_RENEW_NEEDS_CARD } from '../../../contracts/saved-cards';
import { serviceTitle } from '../../../contracts/services';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useFocusWhen } from '../../ui/useFocusWhen';

type MyServicesActorRef = ActorRefFrom<typeof myServicesMachine>;

export function SavedCards({ actorRef }: { actorRef: MyServicesActorRef }) {
  const cards = useSelector(actorRef, (state) => state.context.cards);
  const notice = useSelector(actorRef, (state) => (state.context.notice?.serviceId === null ? state.context.notice : null));
  const cardToRemove = useSelector(actorRef, (state) => state.context.cardToRemove);
  const isConfirming = useSelector(actorRef, (state) => state.matches({ loaded: 'confirmingRemoval' }));
  const isRemoving = useSelector(actorRef, (state) => state.matches({ loaded: 'removingCard' }));
  // The removed card's button is gone: the focus goes to the section's heading, where the notice is read.
  const heading = useFocusWhen<HTMLHeadingElement>(notice !== null && !isRemoving, notice);
  return (
    <section className="services-group" aria-labelledby="saved-cards-heading">
      <h2 id="saved-cards-heading" tabIndex={-1} ref={heading}>
        Saved cards
      </h2>
      {notice && (
        <p role={notice.isError ? 'alert' : 'status'} className={notice.isError ? 'field-error' : undefined}>
          {notice.text}
        </p>
      )}
      {cards.length === 0 ? (
        <p>No card is saved. Tick "Save this card for automatic renewals" when you pay by card, and your services renew themselves with it.</p>
      ) : (
        <ul className="services-cards">
          {cards.map((card) => (
            <li key={card.id}>
              {card.description}{' '}
              <Button variant="outline" onPress={() => actorRef.send({ type: 'card.remove', cardId: card.id })} aria-label={`Remove ${card.description}`}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Modal
        isOpen={isConfirming || isRemoving}
        onClose={() => actorRef.send({ type: 'card.keep' })}
        title="Remove this card?"
        isLoading={isRemoving}
        footer={
          <>
            <Button onPress={() => actorRef.send({ type: 'card.removeConfirmed' })}>Remove the card</Button>{' '}
            <Button variant="outline" onPress={() => actorRef.send({ type: 'card.keep' })}>
              Keep it
            </Button>
          </>
        }
      >
        <p>
          {cardToRemove?.description}. It is removed from Stripe as well; with no card saved, your services stop renewing themselves.
        </p>
      </Modal>
    </section>
  );
}

/** A service's automatic renewal: a switch, off and explained while no card is saved. */
export function AutoRenewSwitch({ actorRef, service }: { actorRef: MyServicesActorRef; service: ListedService }) {
  const mayTurnOn = useSelector(actorRef, (state) => service.autoRenew || state.context.cards.length > 0);
  const isSwitching = useSelector(actorRef, (state) => state.context.switching?.serviceId === service.id);
  const refusal = useSelector(actorRef, (state) => (state.context.notice?.serviceId === service.id ? state.context.notice.text : null));
  const whyId = useId();
  return (
    <span className="services-auto-renew">
      <label className="services-switch">
        <input
          type="checkbox"
          role="switch"
          checked={service.autoRenew}
          disabled={!mayTurnOn}
          aria-busy={isSwitching || undefined}
          aria-describedby={mayTurnOn ? undefined : whyId}
          aria-label={`Automatic renewal of the ${serviceTitle(service)}`}
          onChange={(event) => actorRef.send({ type: 'autoRenew.switch', serviceId: service.id, autoRenew: event.currentTarget.checked })}
        />{' '}
        Automatic renewal: {service.autoRenew ? 'on' : 'off'}
      </label>
      {!mayTurnOn && (
        <span id={whyId} className="services-switch-why">
          {AUTO_RENEW_NEEDS_CARD}
        </span>
      )}
      {refusal && (
        <span role="alert" className="field-error">
          {refusal}
        </span>
      )}
    </span>
  );
}
