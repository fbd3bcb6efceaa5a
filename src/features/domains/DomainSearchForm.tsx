import { useSelector } from '@xstate/react';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import type { DomainSearchActorRef } from './DomainsPage';
import { useDomainWords } from './words';

/** The name field and Search; a name that breaks a rule gets its message here and nothing is sent. */
export function DomainSearchForm({ actorRef }: { actorRef: DomainSearchActorRef }) {
  const name = useSelector(actorRef, (state) => state.context.name);
  const nameError = useSelector(actorRef, (state) => (state.matches('invalidName') ? state.context.nameError : null));
  const isSearching = useSelector(actorRef, (state) => state.hasTag('searching'));
  const isProcessing = useSelector(actorRef, (state) => state.hasTag('processing'));
  const { t, message } = useDomainWords();
  return (
    <form
      role="search"
      aria-label={t('checkout.domains.searchLabel')}
      className="domain-search"
      onSubmit={(event) => {
        event.preventDefault();
        actorRef.send({ type: 'domains.search' });
      }}
    >
      <TextField
        label={t('checkout.domains.name')}
        name="domain"
        value={name}
        error={message(nameError)}
        description={t('checkout.domains.nameHint')}
        onChange={(value) => actorRef.send({ type: 'domains.type', name: value })}
        isDisabled={isProcessing}
      />
      <Button type="submit" isPending={isSearching} isDisabled={isProcessing}>
        {t('checkout.domains.search')}
      </Button>
    </form>
  );
}
