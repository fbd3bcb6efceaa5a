/**
 * The Personal data step (/checkout/:orderIdentifier/personal-data?domain=NAME): the holder (registrant) of each
 * domain of the order and its private registration. Continue saves the holders the shopper changed, through the
 * checkout machine, and goes on to the payment step; ?domain= scrolls to and focuses that domain's holder.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { BILLING_HOLDER_FIELDS, REGISTRANT_FIELDS, missingRegistrantFields, type RegistrantChange, type RegistrantContact, type RegistrantField } from '../../../contracts/checkout';
import { inspectionOptions } from '../../app/inspection';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { AUTOCOMPLETE, CountrySelect } from './BillingForm';
import { PrivateRegistrationSwitch } from './CheckoutItems';
import { CheckoutSteps } from './CheckoutSteps';
import type { CheckoutActorRef } from './checkoutActor';
import { createCheckoutLogic } from './checkoutLogic';
import { useCheckoutWords } from './messages';
import { OrderFetchStatus, selectHasOrder } from './OrderFetchStatus';
import { orderView, type ContactField, type OrderItemView } from './types';
import { useSignInToCheckout } from './useSignInToCheckout';
import './checkout.css';

type Holder = OrderItemView & { domain: string; contact: RegistrantContact };

const NO_ERRORS: Record<string, string> = {};

/** The element of a domain's holder, for ?domain= to scroll to. */
export const holderElementId = (domain: string) => `holder-${domain.replace(/[^\p{L}\p{N}_-]/gu, '-')}`;

const isHolder = (item: OrderItemView): item is Holder => item.type === 'private_registration' && Boolean(item.domain) && item.contact !== undefined;
const sameContact = (a: RegistrantContact, b: RegistrantContact) => REGISTRANT_FIELDS.every(({ name }) => a[name] === b[name]);

export function PersonalDataPage() {
  const { orderIdentifier = '' } = useParams();
  const [params] = useSearchParams();
  return <PersonalDataScreen key={orderIdentifier} orderIdentifier={orderIdentifier} focusDomain={params.get('domain')} />;
}

function PersonalDataScreen({ orderIdentifier, focusDomain }: { orderIdentifier: string; focusDomain: string | null }) {
  const navigate = useNavigate();
  const [logic] = useState(() =>
    createCheckoutLogic({ setHighlightedItem: () => {}, continueToPayment: () => void navigate(`/checkout/${encodeURIComponent(orderIdentifier)}`) }),
  );
  const actorRef = useActorRef(logic, { input: { orderIdentifier, project: '', ref: '', token: '', measuringId: '' }, ...inspectionOptions() });
  const hasOrder = useSelector(actorRef, selectHasOrder);
  const heading = useSignInToCheckout(actorRef, null);
  const { t } = useCheckoutWords();
  return (
    <div className="checkout">
      <title>{t('checkout.step.personalData')}</title>
      <CheckoutSteps actorRef={actorRef} current="Personal data" />
      <h1 ref={heading} tabIndex={-1}>
        {t('checkout.step.personalData')}
      </h1>
      <p className="checkout-draft">{t('checkout.holders.lead')}</p>
      <OrderFetchStatus actorRef={actorRef} />
      {hasOrder && <HoldersForm actorRef={actorRef} focusDomain={focusDomain} />}
    </div>
  );
}

function HoldersForm({ actorRef, focusDomain }: { actorRef: CheckoutActorRef; focusDomain: string | null }) {
  const items = useSelector(actorRef, (state) => state.context.order?.items);
  const country = useSelector(actorRef, (state) => (state.context.order ? orderView(state.context.order).contactInputs.find((input) => input.name === 'country') : undefined));
  const errorMessage = useSelector(actorRef, (state) => state.context.errorMessage);
  const isSaving = useSelector(actorRef, (state) => state.matches({ ready: 'savingRegistrant' }) || state.matches({ ready: 'reloadingPayments' }));
  const isBusy = useSelector(actorRef, (state) => !state.matches({ ready: 'idle' }));
  const holders = useMemo(() => (items ?? []).map((item) => item as OrderItemView).filter(isHolder), [items]);
  const { t, message } = useCheckoutWords();
  // What the shopper types; the order keeps what is saved. A switch pressed meanwhile changes neither.
  const [drafts, setDrafts] = useState<Record<string, RegistrantContact>>(() => Object.fromEntries(holders.map((holder) => [holder.domain, holder.contact])));

  useEffect(() => {
    if (!focusDomain) return;
    const fieldset = document.getElementById(holderElementId(focusDomain));
    fieldset?.scrollIntoView({ block: 'start' });
    fieldset?.focus();
  }, [focusDomain]);

  const save = () => {
    const changed: RegistrantChange[] = holders.flatMap((holder) => {
      const draft = drafts[holder.domain];
      return draft && !sameContact(draft, holder.contact) ? [{ domain: holder.domain, contact: draft }] : [];
    });
    actorRef.send({ type: 'registrant.save', holders: changed });
  };

  return (
    <form
      className="checkout-holders"
      // The server checks each field and its messages go on the fields; a half-typed e-mail can still be saved.
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <div role="alert" className="checkout-error">
        {message(errorMessage)}
      </div>
      {holders.length === 0 && <p>{t('checkout.holders.none')}</p>}
      {holders.map((holder) => (
        <HolderFieldset
          key={holder.domain}
          actorRef={actorRef}
          holder={holder}
          country={country}
          draft={drafts[holder.domain] ?? holder.contact}
          onChange={(name, value) => setDrafts((current) => ({ ...current, [holder.domain]: { ...(current[holder.domain] ?? holder.contact), [name]: value } }))}
          onCopy={(copied) => setDrafts((current) => ({ ...current, [holder.domain]: { ...(current[holder.domain] ?? holder.contact), ...copied } }))}
        />
      ))}
      <p role="status" className="checkout-updating">
        {isSaving ? t('checkout.holders.saving') : isBusy ? t('checkout.updating') : ''}
      </p>
      <Button type="submit" className="checkout-continue" isPending={isBusy}>
        {t('checkout.holders.continue')}
      </Button>
    </form>
  );
}

interface HolderFieldsetProps {
  actorRef: CheckoutActorRef;
  holder: Holder;
  country: ContactField | undefined;
  draft: RegistrantContact;
  onChange: (name: RegistrantField, value: string) => void;
  /** The billing details written into the holder's fields. */
  onCopy: (copied: Partial<RegistrantContact>) => void;
}

/** The billing details as a holder's fields (the billing country too: a holder's country prices nothing). */
function holderFromBilling(billing: Readonly<Record<string, string>>): Partial<RegistrantContact> {
  const copied: Partial<RegistrantContact> = Object.fromEntries(BILLING_HOLDER_FIELDS.flatMap(([field, holderField]) => (billing[field]?.trim() ? [[holderField, billing[field].trim()]] : [])));
  if (billing.country?.trim()) copied.countryCode = billing.country.trim();
  return copied;
}

function HolderFieldset({ actorRef, holder, country, draft, onChange, onCopy }: HolderFieldsetProps) {
  const { domain } = holder;
  const errors = useSelector(actorRef, (state) => state.context.registrantErrors[domain] ?? NO_ERRORS);
  const billing = useSelector(actorRef, (state) => state.context.billing);
  const fromBilling = holderFromBilling(billing);
  const [copied, setCopied] = useState(false);
  const { t, message, fieldLabel, requiredLabel } = useCheckoutWords();
  // The labels of the required fields still empty, in the page's language.
  const missing = missingRegistrantFields(draft).map((label) => fieldLabel(REGISTRANT_FIELDS.find((field) => field.label === label)?.name ?? '', label, true));
  const id = holderElementId(domain);
  return (
    <fieldset id={id} className="checkout-section checkout-holder" tabIndex={-1} aria-describedby={missing.length > 0 || holder.missingAnyPersonalData ? `${id}-missing` : undefined}>
      <legend className="checkout-holder-legend">{domain}</legend>
      {(missing.length > 0 || holder.missingAnyPersonalData) && (
        <p id={`${id}-missing`} className="checkout-missing-data">
          {missing.length > 0 ? t('checkout.holders.missing', { domain, fields: missing.join(', ') }) : t('checkout.holders.incomplete', { domain })} {t('checkout.holders.canContinue')}
        </p>
      )}
      {BILLING_HOLDER_FIELDS.some(([, field]) => fromBilling[field]) && (
        <div className="checkout-holder-copy">
          <Button
            variant="outline"
            onPress={() => {
              onCopy(fromBilling);
              setCopied(true);
            }}
          >
            {t('checkout.holders.copy')}
          </Button>
          <p role="status">{copied ? t('checkout.holders.copied', { domain }) : ''}</p>
        </div>
      )}
      <div className="checkout-billing">
        {REGISTRANT_FIELDS.map((field) => {
          const label = fieldLabel(field.name, field.label, true);
          const error = message(errors[field.name] ?? null);
          if (field.name === 'countryCode') {
            const options = country?.options ?? [];
            return (
              <CountrySelect
                key={field.name}
                idPrefix={id}
                field={{ name: field.name, value: draft.countryCode, type: 'select', label, priority: 0, required: field.required, options }}
                value={draft.countryCode}
                error={error}
                onChange={(value) => onChange(field.name, value)}
              />
            );
          }
          return (
            <TextField
              key={field.name}
              label={requiredLabel(label, field.required)}
              name={`${domain}.${field.name}`}
              value={draft[field.name]}
              error={error}
              type={field.name === 'email' ? 'email' : 'text'}
              autoComplete={AUTOCOMPLETE[field.name]}
              onChange={(value) => onChange(field.name, value)}
            />
          );
        })}
      </div>
      <PrivateRegistrationSwitch actorRef={actorRef} item={holder} domain={domain} />
    </fieldset>
  );
}

export default PersonalDataPage;
