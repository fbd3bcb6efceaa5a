import { useSelector } from '@xstate/react';
import { actionFor, type DomainAction, type DomainOffer } from '../../../machines/domainSearch';
import { Button } from '../../ui/Button';
import type { DomainSearchActorRef } from './DomainsPage';

const AVAILABILITY_WORDS: Record<DomainOffer['availability'], string> = {
  AVAILABLE: 'Available',
  TRANSFERABLE: 'Registered elsewhere — transfer it here',
  TAKEN: 'Taken',
};

const ACTION_WORDS: Record<DomainAction, string> = { register: 'Register', transfer: 'Transfer' };

/** The search's progress, its failure with a retry, or its offers: the exact name first, then other endings. */
export function DomainResults({ actorRef }: { actorRef: DomainSearchActorRef }) {
  const isSearching = useSelector(actorRef, (state) => state.hasTag('searching'));
  const searchError = useSelector(actorRef, (state) => (state.matches('searchFailed') ? state.context.searchError : null));
  // The offers stay in view while the chosen one is being ordered.
  const result = useSelector(actorRef, (state) => (state.matches('results') || state.hasTag('processing') ? state.context.result : null));
  const searched = useSelector(actorRef, (state) => state.context.searched);
  const notice = useSelector(actorRef, (state) => state.context.notice);

  if (isSearching) return <p role="status">Searching for {searched}…</p>;
  if (searchError !== null) {
    return (
      <div role="alert" className="domain-search-failed">
        <p>{searchError}</p>
        <Button variant="outline" onPress={() => actorRef.send({ type: 'domains.retry' })}>
          Try again
        </Button>
      </div>
    );
  }
  if (!result) return null;
  return (
    <section className="domain-results" aria-labelledby="domain-results-heading">
      {notice && (
        <p role="alert" className="domain-notice">
          {notice}
        </p>
      )}
      <h2 id="domain-results-heading">Results for {result.exact.domain}</h2>
      <ul className="domain-offers" aria-label="Your domain name">
        <OfferItem actorRef={actorRef} offer={result.exact} />
      </ul>
      {result.suggestions.length > 0 && (
        <>
          <h2>Other endings</h2>
          <ul className="domain-offers" aria-label="Other endings">
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
  return (
    <li className={isChosen ? 'domain-offer domain-offer--chosen' : 'domain-offer'}>
      <article aria-label={offer.domain}>
        <h3 className="domain-offer-name">{offer.domain}</h3>
        <p className={`domain-availability domain-availability--${offer.availability.toLowerCase()}`}>{AVAILABILITY_WORDS[offer.availability]}</p>
        {action && (
          <dl className="domain-prices">
            <dt>First year</dt>
            <dd>{firstYear.formatted}</dd>
            <dt>Renewal</dt>
            <dd>{offer.renewal.formatted} per year</dd>
            {offer.privateRegistration && (
              <>
                <dt>Private registration</dt>
                <dd>{offer.privateRegistration.formatted} per year</dd>
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
            {ACTION_WORDS[action]} <span className="visually-hidden">{offer.domain}</span>
          </Button>
        )}
        {isChosen && <p className="domain-chosen-mark">Chosen</p>}
      </article>
    </li>
  );
}
