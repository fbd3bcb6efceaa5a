import { BUSINESS_ID_MESSAGE, TAX_ID_MESSAGE, isValidBusinessId, isValidTaxId } from './tax-ids';
import { euVatPrefixes } from './vat';
import type { PricingCatalogue } from './types';
import { BILLING_HOLDER_FIELDS, REGISTRANT_FIELDS as REGISTRANT_PAGE_FIELDS, type RegistrantField } from '../../../contracts/checkout';

/** The billing contact inputs of an order, in display order. */
export interface ContactField {
  name: string;
  type: 'text' | 'email' | 'tel' | 'select' | 'checkbox';
  label: string;
  maxLength: number;
  /** Required to finish the order (company fields: only with company billing). */
  required: boolean;
  /** Shown and checked only with company billing on. */
  company: boolean;
  pattern: string | null;
  message: string | null;
}

const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
const PHONE_PATTERN = '^\\+?[0-9 ()-]{6,20}$';
const ZIP_PATTERN = '^[A-Za-z0-9 -]{3,10}$';

const text = (name: string, label: string, maxLength: number, required = true): ContactField => ({ name, type: 'text', label, maxLength, required, company: false, pattern: null, message: null });
const firstname = text('firstname', 'First name', 100);
const surname = text('surname', 'Surname', 100);
const email: ContactField = { name: 'email', type: 'email', label: 'E-mail', maxLength: 254, required: true, company: false, pattern: EMAIL_PATTERN, message: 'Please enter a valid e-mail address' };
const phone: ContactField = { name: 'phone', type: 'tel', label: 'Phone', maxLength: 20, required: false, company: false, pattern: PHONE_PATTERN, message: 'Please enter a valid phone number' };
const city = text('city', 'City', 100);
const zip: ContactField = { name: 'zip', type: 'text', label: 'Postcode', maxLength: 10, required: true, company: false, pattern: ZIP_PATTERN, message: 'Please enter a valid postcode' };
const country = (name: string): ContactField => ({ name, type: 'select', label: 'Country', maxLength: 2, required: true, company: false, pattern: '^[A-Z]{2}$', message: 'Please choose a country from the list' });
const company = { ...text('company', 'Company name', 200), company: true };
const businessId = (name: string): ContactField => ({ name, type: 'text', label: 'Business ID (IČO)', maxLength: 8, required: true, company: true, pattern: '^[0-9]{8}$', message: BUSINESS_ID_MESSAGE });
const taxId: ContactField = { name: 'dic', type: 'text', label: 'Tax ID (DIČ)', maxLength: 15, required: false, company: true, pattern: '^[A-Za-z]{2}[0-9A-Za-z]{2,13}$', message: TAX_ID_MESSAGE };

export const CONTACT_FIELDS: readonly ContactField[] = [
  firstname,
  surname,
  email,
  phone,
  text('street', 'Street and number', 200),
  city,
  zip,
  country('country'),
  { name: 'companyBilling', type: 'checkbox', label: 'I am buying for a company', maxLength: 5, required: false, company: false, pattern: '^true$', message: null },
  company,
  businessId('ic'),
  taxId,
];

/** The registrant fields (SPEC's private registration contact), as the personal data page lists them. */
export const REGISTRANT_FIELDS: readonly RegistrantField[] = REGISTRANT_PAGE_FIELDS.map((field) => field.name);
/** The registrant fields a domain needs; a private registration item missing any of them blocks finishing. */
const REGISTRANT_REQUIRED: readonly string[] = REGISTRANT_PAGE_FIELDS.filter((field) => field.required).map((field) => field.name);

/**
 * A contact form: its fields, which of them hold the country, the IČO and the DIČ, the field that switches the
 * company fields on (none: they count whenever filled), and what a country the portal does not serve is told.
 */
export interface ContactForm {
  fields: readonly ContactField[];
  byName: ReadonlyMap<string, ContactField>;
  country: string;
  businessId: string;
  taxId: string;
  companySwitch: string | null;
  countryMessage: string;
  /** What INVALID_CONTACT says of the whole form. */
  invalidMessage: string;
}

function contactForm(fields: readonly ContactField[], form: Omit<ContactForm, 'fields' | 'byName'>): ContactForm {
  return { fields, byName: new Map(fields.map((field) => [field.name, field])), ...form };
}

/** The billing contact of an order. */
export const BILLING_FORM = contactForm(CONTACT_FIELDS, { country: 'country', businessId: 'ic', taxId: 'dic', companySwitch: 'companyBilling', countryMessage: 'We cannot bill to this country yet', invalidMessage: 'Please check the highlighted billing details.' });

/** The registrant (holder) of a domain: the same checks under the registries' field names. */
export const REGISTRANT_FORM = contactForm(
  [
    firstname,
    surname,
    email,
    { ...phone, required: true },
    text('address', 'Street and number', 200),
    city,
    zip,
    country('countryCode'),
    text('state', 'State or region', 100, false),
    company,
    businessId('ico'),
    taxId,
  ].map((field) => ({ ...field, required: REGISTRANT_REQUIRED.includes(field.name), company: false })),
  { country: 'countryCode', businessId: 'ico', taxId: 'dic', companySwitch: null, countryMessage: 'Please choose a country from the list', invalidMessage: 'Please check the highlighted details of the domain holder.' },
);

export const MAX_CONTACT_VALUES = 50;
export const REQUIRED_MESSAGE = 'Please fill in this field';

export type ContactErrors = Record<string, string>;

/**
 * Turns the contact values a client sent into the billing contact: trimmed, empty values left out. Unknown names,
 * duplicates and over-long values are errors; so is anything beyond MAX_CONTACT_VALUES entries.
 */
export function normaliseContact(values: readonly { name: string; value: string }[], form: ContactForm = BILLING_FORM): { contact: Record<string, string>; errors: ContactErrors } {
  // Keyed by names the client sent: without a prototype, '__proto__' is a name like any other (and an error).
  const contact: Record<string, string> = Object.create(null) as Record<string, string>;
  const errors: ContactErrors = Object.create(null) as ContactErrors;
  if (values.length > MAX_CONTACT_VALUES) return { contact, errors: { contact: `At most ${MAX_CONTACT_VALUES} contact values can be sent.` } };
  const seen = new Set<string>();
  for (const { name, value } of values) {
    const field = form.byName.get(name);
    const key = name.length > 40 ? `${name.slice(0, 40)}…` : name;
    if (!field) {
      errors[key] = 'Unknown field';
      continue;
    }
    if (seen.has(name)) {
      errors[name] = 'Sent more than once';
      continue;
    }
    seen.add(name);
    const trimmed = value.trim();
    if (trimmed.length > field.maxLength) {
      errors[name] = `At most ${field.maxLength} characters`;
      continue;
    }
    if (trimmed !== '') contact[name] = trimmed;
  }
  return { contact, errors };
}

/**
 * Checks a billing contact. Formats always; required fields only when `requireComplete` (finishing). Company fields
 * count only with company billing on. The country must be one the portal bills to; the DIČ must carry an EU prefix.
 */
export function validateContact(catalogue: PricingCatalogue, contact: Readonly<Record<string, string>>, requireComplete: boolean, form: ContactForm = BILLING_FORM): ContactErrors {
  const errors: ContactErrors = {};
  const companyFields = form.companySwitch === null || contact[form.companySwitch] === 'true';
  for (const field of form.fields) {
    if (field.company && !companyFields) continue;
    const value = contact[field.name];
    if (value === undefined || value === '') {
      if (requireComplete && field.required) errors[field.name] = REQUIRED_MESSAGE;
      continue;
    }
    if (field.pattern !== null && !new RegExp(field.pattern).test(value)) errors[field.name] = field.message ?? 'Please check this value';
  }
  const valid = (name: string) => contact[name] && !errors[name];
  if (valid(form.country) && !catalogue.vatCountries.has(contact[form.country] ?? '')) errors[form.country] = form.countryMessage;
  if (companyFields && valid(form.businessId) && !isValidBusinessId(contact[form.businessId] ?? '')) errors[form.businessId] = BUSINESS_ID_MESSAGE;
  if (companyFields && valid(form.taxId) && !isValidTaxId(contact[form.taxId] ?? '', euVatPrefixes(catalogue))) errors[form.taxId] = TAX_ID_MESSAGE;
  return errors;
}

/** The contact inputs of an order for its billing contact: values, validation and the country options. */
export function contactInputs(catalogue: PricingCatalogue, contact: Readonly<Record<string, string>>) {
  const countries = [...catalogue.vatCountries.values()].sort((a, b) => a.countryName.localeCompare(b.countryName, 'en'));
  const options = countries.map((country) => ({ text: country.countryName, value: country.countryCode }));
  const companyBilling = contact.companyBilling === 'true';
  return CONTACT_FIELDS.map((field, index) => {
    const value = field.name === 'country' ? (contact.country ?? catalogue.seller.countryCode) : (contact[field.name] ?? '');
    return {
      name: field.name,
      value,
      type: field.type,
      label: field.label,
      priority: (index + 1) * 10,
      validation: { required: field.required && (!field.company || companyBilling), maxLength: field.maxLength, pattern: field.pattern, message: field.message },
      options: field.type === 'select' ? options : null,
      selectedOption: field.type === 'select' ? (options.find((option) => option.value === value) ?? null) : null,
    };
  });
}

/**
 * Where a draft's billing form starts when the customer has typed none of it yet: from the first domain holder
 * typed on the personal data step, and the e-mail from the account. Values the customer saved always win.
 */
export function startingBilling(billing: Readonly<Record<string, string>>, start: { accountEmail: string; holders: readonly Readonly<Record<string, string>>[] }): Record<string, string> {
  const typedNothing = BILLING_HOLDER_FIELDS.every(([field]) => !billing[field]?.trim());
  const holder = typedNothing ? start.holders.find((contact) => BILLING_HOLDER_FIELDS.some(([, field]) => contact[field]?.trim())) : undefined;
  const fromHolder = holder ? Object.fromEntries(BILLING_HOLDER_FIELDS.flatMap(([field, holderField]) => (holder[holderField]?.trim() ? [[field, holder[holderField].trim()]] : []))) : {};
  const started: Record<string, string> = { ...fromHolder, ...billing };
  if (!started.email?.trim() && start.accountEmail) started.email = start.accountEmail;
  return started;
}

export function missingRegistrantData(contact: Readonly<Record<string, string>>): boolean {
  return REGISTRANT_REQUIRED.some((field) => !contact[field]?.trim());
}
