import { useSelector } from '@xstate/react';
import { actionFor, type DomainAction, type DomainOffer } from '../../../machines/domainSearch';
import { Button } from '../../ui/Button';
import type { MessageId } from '../../i18n/i18n';
import type { DomainSearchActorRef } from './DomainsPage';
import { useDomainWords } from './words';

const AVAILABILITY_WORDS: Record<DomainOffer['availability'], MessageId> = {
  AVAILABLE: 'checkout.domains.available',
  TRANSFERABLE: 'checkout.domains.transferable',
  TAKEN: 'checkout.domains.taken',
};

const ACTION_WORDS: Record<DomainAction, MessageId> = { register: 'checkout.domains.register', transfer: 'checkout.domains.transfer' };

/** The search's progress, its failure with a retry, or its offers: the exact name first, then other endings. */
export function DomainResults({ actorRef }: { actorRef: DomainSearchActorRef }) {
  const isSearching = useSelector(actorRef, (state) => state.hasTag('searching'));
  const searchError = useSelector(actorRef, (state) => (state.matches('searchFailed') ? state.context.searchError : null));
  // The offers stay in view while the chosen one is being ordered.
  const result = useSelector(actorRef, (state) => (state.matches('results') || state.hasTag('processing') ? state.context.result : null));
  const searched = useSelector(actorRef, (state) => state.context.searched);
  const notice = useSelector(actorRef, (state) => state.context.notice);
  const { t, message } = useDomainWords();

  if (isSearching) return <p role="status">{t('checkout.domains.searching', { name: searched })}</p>;
  if (searchError !== null) {
    return (
      <div role="alert" className="domain-search-failed">
        <p>{message(searchError)}</p>
        <Button variant="outline" onPress={() => actorRef.send({ type: 'domains.retry' })}>
          {t('checkout.domains.tryAgain')}
        </Button>
      </div>
    );
  }
  if (!result) return null;
  return (
    <section className="domain-results" aria-labelledby="domain-results-heading">
      {notice && (
        <p role="alert" className="domain-notice">
          {message(notice)}
        </p>
      )}
      <h2 id="domain-results-heading">{t('checkout.domains.resultsFor', { name: result.exact.domain })}</h2>
      <ul className="domain-offers" aria-label={t('checkout.domains.yourName')}>
        <OfferItem actorRef={actorRef} offer={result.exact} />
      </ul>
      {result.suggestions.length > 0 && (
        <>
          <h2>{t('checkout.domains.otherEndings')}</h2>
          <ul className="domain-offers" aria-label={t('checkout.domains.otherEndings')}>
            {result.suggestions.map((offer) => (
              <OfferItem key={offer.domain} actorRef={actorRef} offer={offer} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function OfferItem({ actorRef, offer }: { actorRef: DomainSearchActorRef; offer: DomainOffer }) {
  const action = actionFor(offer.availability);
  const isChosen = useSelector(actorRef, (state) => state.context.chosen?.domain === offer.domain);
  const isProcessing = useSelector(actorRef, (state) => state.hasTag('processing'));
  const firstYear = action === 'transfer' ? offer.transfer : offer.registration;
  const { t, price } = useDomainWords();
  return (
    <li className={isChosen ? 'domain-offer domain-offer--chosen' : 'domain-offer'}>
      <article aria-label={offer.domain}>
        <h3 className="domain-offer-name">{offer.domain}</h3>
        <p className={`domain-availability domain-availability--${offer.availability.toLowerCase()}`}>{t(AVAILABILITY_WORDS[offer.availability])}</p>
        {action && (
          <dl className="domain-prices">
            <dt>{t('checkout.domains.firstYear')}</dt>
            <dd>{price(firstYear)}</dd>
            <dt>{t('checkout.domains.renewal')}</dt>
            <dd>{t('checkout.domains.perYear', { price: price(offer.renewal) })}</dd>
            {offer.privateRegistration && (
              <>
                <dt>{t('checkout.domains.privateRegistration')}</dt>
                <dd>{t('checkout.domains.perYear', { price: price(offer.privateRegistration) })}</dd>
              </>
            )}
          </dl>
        )}
        {action && (
          <Button
            variant={isChosen ? 'primary' : 'outline'}
            isDisabled={isProcessing}
            onPress={() => actorRef.send({ type: 'domains.choose', domain: offer.domain, action })}
          >
            {t(ACTION_WORDS[action])} <span className="visually-hidden">{offer.domain}</span>
          </Button>
        )}
        {isChosen && <p className="domain-chosen-mark">{t('checkout.domains.chosen')}</p>}
      </article>
    </li>
  );
}
