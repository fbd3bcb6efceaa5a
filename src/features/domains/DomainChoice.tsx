import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button as AriaButton, FieldError, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, Text } from 'react-aria-components';
import { useSignedInUser } from '../../app/session';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import type { DomainSearchActorRef } from './DomainsPage';
import { useMyWebsites, type WebsitesState } from './useMyWebsites';
import { useDomainWords } from './words';

/** The key of 'no website' in the select (a domain alone needs none); website names never are empty. */
const NO_WEBSITE = '';

/** The chosen offer: its auth code for a transfer, the website it is for, and Continue to the next step. */
export function DomainChoice({ actorRef }: { actorRef: DomainSearchActorRef }) {
  const chosen = useSelector(actorRef, (state) => (state.matches({ results: 'chosen' }) || state.hasTag('processing') ? state.context.chosen : null));
  const authCode = useSelector(actorRef, (state) => state.context.authCode);
  const authCodeError = useSelector(actorRef, (state) => state.context.authCodeError);
  const orderError = useSelector(actorRef, (state) => state.context.orderError);
  const isProcessing = useSelector(actorRef, (state) => state.hasTag('processing'));
  const user = useSignedInUser();
  const { t, message } = useDomainWords();
  const heading = useRef<HTMLHeadingElement>(null);
  const chosenKey = chosen ? `${chosen.action} ${chosen.domain}` : null;
  // The offer's button is disabled once chosen, which would drop the keyboard's focus: it moves on to the choice.
  useEffect(() => {
    if (chosenKey === null) return;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView?.({ block: 'nearest' });
  }, [chosenKey]);
  if (!chosen) return null;
  return (
    <section className="domain-choice" aria-labelledby="domain-choice-heading">
      <h2 id="domain-choice-heading" ref={heading} tabIndex={-1}>{t(chosen.action === 'transfer' ? 'checkout.domains.transferHeading' : 'checkout.domains.registerHeading', { domain: chosen.domain })}</h2>
      {chosen.action === 'transfer' && (
        <TextField
          label={t('checkout.domains.authCode')}
          name="authCode"
          value={authCode}
          error={message(authCodeError)}
          autoComplete="off"
          description={t('checkout.domains.authCodeHint')}
          isDisabled={isProcessing}
          onChange={(value) => actorRef.send({ type: 'domains.typeAuthCode', authCode: value })}
        />
      )}
      {user ? <WebsiteSelect actorRef={actorRef} userId={user.id} /> : <p>{t('checkout.domains.signInOnContinue')}</p>}
      {orderError && (
        <p role="alert" className="form-error">
          {message(orderError)}
        </p>
      )}
      <Button isDisabled={isProcessing} onPress={() => actorRef.send({ type: 'domains.continue', signedIn: user !== null })}>
        {t('checkout.domains.continue')}
      </Button>
    </section>
  );
}

function WebsiteSelect({ actorRef, userId }: { actorRef: DomainSearchActorRef; userId: string }) {
  const websites = useMyWebsites(userId);
  const withPackage = useSelector(actorRef, (state) => state.context.flow === 'package');
  const project = useSelector(actorRef, (state) => state.context.project);
  const projectError = useSelector(actorRef, (state) => state.context.projectError);
  const isProcessing = useSelector(actorRef, (state) => state.hasTag('processing'));
  const { t, message } = useDomainWords();
  if (websites.status === 'loading') return <p role="status">{t('checkout.domains.loadingWebsites')}</p>;
  if (websites.status === 'failed') return <p role="alert">{message(websites.message)}</p>;
  const names = namesOf(websites);
  if (names.length === 0) {
    return withPackage ? (
      <div className="domain-no-website">
        <p>
          {t('checkout.domains.noWebsite')} <Link to="/websites/new">{t('checkout.domains.createWebsite')}</Link>
        </p>
        {projectError && (
          <p role="alert" className="form-error">
            {message(projectError)}
          </p>
        )}
      </div>
    ) : null;
  }
  const options = withPackage ? names : [NO_WEBSITE, ...names];
  return (
    <Select
      className="domain-website"
      selectedKey={project ?? (withPackage ? null : NO_WEBSITE)}
      onSelectionChange={(key) => actorRef.send({ type: 'domains.chooseWebsite', project: key === null || key === NO_WEBSITE ? null : String(key) })}
      isInvalid={projectError !== null}
      isDisabled={isProcessing}
      placeholder={t('checkout.domains.chooseWebsite')}
    >
      <Label className="text-field-label">{t('checkout.domains.website')}</Label>
      <AriaButton className="domain-website-button">
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </AriaButton>
      <Text slot="description" className="text-field-description">
        {t(withPackage ? 'checkout.domains.websiteForPackage' : 'checkout.domains.websiteOptional')}
      </Text>
      <FieldError className="text-field-error">{message(projectError)}</FieldError>
      <Popover className="domain-website-popover">
        <ListBox className="domain-website-list">
          {options.map((name) => (
            <ListBoxItem key={name} id={name} className="domain-website-option" textValue={name || t('checkout.domains.noWebsiteOption')}>
              {name || t('checkout.domains.noWebsiteOption')}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}

function namesOf(websites: WebsitesState): string[] {
  return websites.status === 'loaded' ? websites.names : [];
}
