/**
 * My services' saved cards (docs/services.md "Saved cards and automatic renewal"): each card in words with Remove,
 * which asks first; the automatic-renewal switch of a service. The myServices machine decides; these draw it.
 */
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ListedService, myServicesMachine, Notice } from '../../../machines/myServices';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useFocusWhen } from '../../ui/useFocusWhen';
import { AddCard, type CardSetupActorRef } from './AddCard';
import { useServiceWords, type ServiceWords } from './words';

type MyServicesActorRef = ActorRefFrom<typeof myServicesMachine>;

export function SavedCards({ actorRef, cardSetupRef }: { actorRef: MyServicesActorRef; cardSetupRef: CardSetupActorRef }) {
  const cards = useSelector(actorRef, (state) => state.context.cards);
  const cardSetupOffered = useSelector(actorRef, (state) => state.context.cardSetupOffered);
  const notice = useSelector(actorRef, (state) => (state.context.notice?.serviceId === null ? state.context.notice : null));
  const cardToRemove = useSelector(actorRef, (state) => state.context.cardToRemove);
  const isConfirming = useSelector(actorRef, (state) => state.matches({ loaded: 'confirmingRemoval' }));
  const isRemoving = useSelector(actorRef, (state) => state.matches({ loaded: 'removingCard' }));
  // The removed card's button is gone: the focus goes to the section's heading, where the notice is read.
  const heading = useFocusWhen<HTMLHeadingElement>(notice !== null && !isRemoving, notice);
  // A card saved from the form below: the focus goes to it in the list, where it is read out.
  const savedCard = useSelector(cardSetupRef, (state) => (state.matches('saved') ? state.context.savedCard : null));
  const savedRow = useFocusWhen<HTMLLIElement>(savedCard !== null && cards.some((card) => card.id === savedCard.id), savedCard?.id);
  const words = useServiceWords();
  const { t } = words;
  return (
    <section className="services-group" aria-labelledby="saved-cards-heading">
      <h2 id="saved-cards-heading" tabIndex={-1} ref={heading}>
        {t('services.cards.heading')}
      </h2>
      {notice && (
        <p role={notice.isError ? 'alert' : 'status'} className={notice.isError ? 'field-error' : undefined}>
          {noticeText(notice, words)}
        </p>
      )}
      {cards.length === 0 ? (
        <p>{cardSetupOffered ? t('services.cards.noneWithForm') : t('services.cards.none')}</p>
      ) : (
        <ul className="services-cards">
          {cards.map((card) => (
            <li key={card.id} {...(card.id === savedCard?.id ? { tabIndex: -1, ref: savedRow } : {})}>
              {words.card(card)}
              {card.id === savedCard?.id && <span role="status"> {t('services.cards.saved')}</span>}{' '}
              <Button variant="outline" onPress={() => actorRef.send({ type: 'card.remove', cardId: card.id })} aria-label={t('services.cards.removeLabel', { card: words.card(card) })}>
                {t('services.cards.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {cardSetupOffered && <AddCard actorRef={cardSetupRef} knownCardIds={cards.map((card) => card.id)} />}
      <Modal
        isOpen={isConfirming || isRemoving}
        onClose={() => actorRef.send({ type: 'card.keep' })}
        title={t('services.cards.removeTitle')}
        isLoading={isRemoving}
        footer={
          <>
            <Button onPress={() => actorRef.send({ type: 'card.removeConfirmed' })}>{t('services.cards.removeConfirm')}</Button>{' '}
            <Button variant="outline" onPress={() => actorRef.send({ type: 'card.keep' })}>
              {t('services.cards.keepIt')}
            </Button>
          </>
        }
      >
        <p>{t('services.cards.removeWarning', { card: cardToRemove ? words.card(cardToRemove) : '' })}</p>
      </Modal>
    </section>
  );
}

/** The machine's notice of the saved cards ('Visa ending 4242, expires 12/2030 was removed.', or a refusal) in the page's language. */
function noticeText(notice: Notice, words: ServiceWords): string {
  if (notice.isError) return words.message(notice.text);
  return notice.card ? words.t('services.cards.removed', { card: words.card(notice.card) }) : words.t('services.cards.removedUnknown');
}

/** A service's automatic renewal: a switch, off and explained while no card is saved. */
export function AutoRenewSwitch({ actorRef, service }: { actorRef: MyServicesActorRef; service: ListedService }) {
  const mayTurnOn = useSelector(actorRef, (state) => service.autoRenew || state.context.cards.length > 0);
  const isSwitching = useSelector(actorRef, (state) => state.context.switching?.serviceId === service.id);
  const refusal = useSelector(actorRef, (state) => (state.context.notice?.serviceId === service.id ? state.context.notice.text : null));
  const whyId = useId();
  const words = useServiceWords();
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
          aria-label={words.t('services.autoRenew.label', { service: words.title(service) })}
          onChange={(event) => actorRef.send({ type: 'autoRenew.switch', serviceId: service.id, autoRenew: event.currentTarget.checked })}
        />{' '}
        {service.autoRenew ? words.t('services.autoRenew.on') : words.t('services.autoRenew.off')}
      </label>
      {!mayTurnOn && (
        <span id={whyId} className="services-switch-why">
          {words.t('services.autoRenew.needsCard')}
        </span>
      )}
      {refusal && (
        <span role="alert" className="field-error">
          {words.message(refusal)}
        </span>
      )}
    </span>
  );
}
