import { useSelector } from '@xstate/react';
import { Switch } from 'react-aria-components';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { TextField } from '../../ui/TextField';
import type { CheckoutActorRef } from './checkoutActor';
import { useCheckoutWords } from './messages';
import { orderView, type ContactField } from './types';

const COMPANY_BILLING = 'companyBilling';
/** Shown only with company billing on. */
const COMPANY_FIELDS = new Set(['company', 'ic', 'dic']);
/** The VAT ID decides reverse charge: leaving it prices the order again. */
const VAT_FIELD = 'dic';

export const AUTOCOMPLETE: Record<string, string> = {
  firstname: 'given-name',
  surname: 'family-name',
  email: 'email',
  phone: 'tel',
  street: 'street-address',
  city: 'address-level2',
  zip: 'postal-code',
  country: 'country',
  countryCode: 'country',
  address: 'street-address',
  company: 'organization',
};

const EMPTY: Record<string, string> = {};

/** The id of a billing input, for the error summary's links (the country select builds the same one). */
const billingFieldId = (name: string) => `billing-${name}`;

/**
 * The billing errors of a refused finish, as GOV.UK's error summary at the top of the checkout form, in the order
 * of the form's fields, each linking to its field.
 */
export function BillingErrorSummary({ actorRef }: { actorRef: CheckoutActorRef }) {
  const fields = useSelector(actorRef, (state) => (state.context.order ? orderView(state.context.order).contactInputs : []));
  const errors = useSelector(actorRef, (state) => state.context.billingErrors ?? EMPTY);
  const words = useCheckoutWords();
  const listed = fields.flatMap((field) => {
    const message = errors[field.name];
    return message ? [{ fieldId: billingFieldId(field.name), text: `${words.fieldLabel(field.name, field.label)}: ${words.message(message)}` }] : [];
  });
  return <ErrorSummary id="checkout-error-summary" errors={listed} title={words.t('checkout.errorSummary.title')} />;
}

/** The billing contact of order.contactInputs, the company-billing switch and the server's field errors. */
export function BillingForm({ actorRef }: { actorRef: CheckoutActorRef }) {
  const fields = useSelector(actorRef, (state) => (state.context.order ? orderView(state.context.order).contactInputs : []));
  const billing = useSelector(actorRef, (state) => state.context.billing);
  const errors = useSelector(actorRef, (state) => state.context.billingErrors ?? EMPTY);
  const vatIdStatus = useSelector(actorRef, (state) => (state.context.order ? (orderView(state.context.order).vatIdCheck?.status ?? null) : null));
  const vatIdMessage = useSelector(actorRef, (state) => (state.context.order ? (orderView(state.context.order).vatIdCheck?.message ?? null) : null));
  const companyBilling = billing[COMPANY_BILLING] === 'true';
  const words = useCheckoutWords();

  const fieldOf = (field: ContactField) => {
    const value = billing[field.name] ?? '';
    // VIES refusing the VAT ID is an error at the field; VIES unavailable is not (the ID may be right): said below it.
    const error = words.message(errors[field.name] ?? (field.name === VAT_FIELD && vatIdStatus === 'INVALID' ? vatIdMessage : null));
    const label = words.fieldLabel(field.name, field.label);
    if (field.name === COMPANY_BILLING) {
      return (
        <Switch
          key={field.name}
          className="switch"
          isSelected={companyBilling}
          onChange={(enabled) => {
            actorRef.send({ type: 'billing.toggleCompany', enabled });
            actorRef.send({ type: 'billing.recalculateVat' });
          }}
        >
          <span className="switch-track" aria-hidden="true" />
          {label}
        </Switch>
      );
    }
    if (COMPANY_FIELDS.has(field.name) && !companyBilling) return null;
    if (field.type === 'select') {
      return <CountrySelect key={field.name} field={field} label={label} value={value} error={error} onChange={(country) => actorRef.send({ type: 'billing.changeCountry', country })} />;
    }
    const input = (
      <TextField
        key={field.name}
        id={billingFieldId(field.name)}
        label={words.requiredLabel(label, field.required)}
        name={field.name}
        value={value}
        error={error}
        type={field.type === 'email' ? 'email' : 'text'}
        autoComplete={AUTOCOMPLETE[field.name]}
        onChange={(next) => actorRef.send({ type: 'billing.change', name: field.name, value: next })}
      />
    );
    if (field.name !== VAT_FIELD) return input;
    return (
      <div key={field.name} onBlur={() => actorRef.send({ type: 'billing.recalculateVat' })}>
        {input}
        {/* Always present, so that what VIES said is announced when it arrives; an invalid ID's words are the field's error. */}
        <p id={`${billingFieldId(field.name)}-vies`} role="status" className={vatIdStatus === 'INVALID' ? 'visually-hidden' : 'text-field-description'}>
          {companyBilling ? vatIdMessage : null}
        </p>
      </div>
    );
  };

  return (
    <section className="checkout-section" aria-labelledby="checkout-billing-heading">
      <h2 id="checkout-billing-heading">{words.t('checkout.billing.heading')}</h2>
      <div className="checkout-billing">{fields.map(fieldOf)}</div>
    </section>
  );
}

interface CountrySelectProps {
  field: ContactField;
  /** Tells the select apart where several forms show one (default: billing). */
  idPrefix?: string;
  /** The field's label in the page's language (the field's own without one). */
  label?: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}

/** A native select: its options come from the server and the browser's own list is the most usable on phones. */
export function CountrySelect({ field, idPrefix = 'billing', label = field.label, value, error, onChange }: CountrySelectProps) {
  const id = `${idPrefix}-${field.name}`;
  const { t, requiredLabel } = useCheckoutWords();
  return (
    <div className="text-field">
      <label className="text-field-label" htmlFor={id}>
        {requiredLabel(label, field.required)}
      </label>
      <select
        id={id}
        name={field.name}
        className="text-field-input"
        value={value}
        autoComplete={AUTOCOMPLETE[field.name]}
        aria-invalid={error !== null || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {!value && <option value="">{t('checkout.billing.chooseCountry')}</option>}
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
