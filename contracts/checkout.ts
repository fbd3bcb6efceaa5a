/**
 * What the checkout's machines need to know of an order and its payment methods: the fields of the GraphQL
 * schema (server/schema/schema.graphql) they read. Types only, so the machines stay free of the network layer.
 */

export interface CheckoutOrderItem {
  type: string;
  hash: string;
  checked: boolean;
  /** Domain and private registration items. */
  domain?: string;
  /** Add-on and plugin items. */
  identifier?: string;
  /** Private registration items: the registrant data is incomplete, which blocks finishing. */
  missingAnyPersonalData?: boolean;
  /** Private registration items: the domain's holder (registrant) as the server holds it. */
  contact?: RegistrantContact;
  period: number;
}

/** The holder of a domain: SPEC.md section 3's private registration contact, by the schema's field names. */
export interface RegistrantContact {
  address: string;
  city: string;
  company: string;
  countryCode: string;
  dic: string;
  email: string;
  firstname: string;
  ico: string;
  phone: string;
  state: string;
  surname: string;
  zip: string;
}

export type RegistrantField = keyof RegistrantContact;

/** A changed holder to save with updateRegistrantContact: the domain and its contact as typed. */
export interface RegistrantChange {
  domain: string;
  contact: RegistrantContact;
}

export interface CheckoutOrder {
  identifier: string;
  /** The website the order is for (the secure card payment names it); null for a domain alone. */
  project?: string | null;
  /** DRAFT until finishOrder sends it; AWAITING_PAYMENT after (a declined payment can be tried again); PAID; EXPIRED (a bank transfer past its days); CANCELLED. */
  status?: string;
  /** An order awaiting a bank transfer past its 14 days (Order.expired). */
  expired?: boolean;
  /** How to pay by bank transfer: set only while the order awaits a transfer. */
  paymentInstructions?: unknown;
  /** PACKAGE, DOMAIN, DOMAIN_WITH_PACKAGE, RENEWAL or ADDON. */
  type?: string;
  integrityToken: string;
  paymentSuccessUrl: string;
  paymentFailUrl: string;
  coveredByVoucher: boolean;
  items: CheckoutOrderItem[];
  /** The billing contact as the server holds it. */
  contactInputs: PaymentMethodInput[];
}

export interface PaymentMethodInput {
  name: string;
  value: string;
}

export interface CheckoutPaymentMethod {
  name: string;
  /** 'stripe' is paid with a card through Stripe Elements; the rest by posting a form to url. */
  type: string;
  elementId: string;
  oppositeElementId: string | null;
  url: string | null;
  inputs: PaymentMethodInput[];
  /** The method to show open when the shopper has chosen none. */
  open: boolean;
}

export interface CheckoutPayments {
  methods: CheckoutPaymentMethod[];
  /** Nothing to pay at a provider now: go to the success URL. */
  goStraightOn: boolean;
}

/** How a checkout call failed: the first GraphQL error's code and message, and field errors when given. */
export interface CheckoutFailure {
  code: string | null;
  message: string;
  /** Contact input name -> message (finishOrder's extensions.errors). */
  fieldErrors: Record<string, string> | null;
}

export const INVALID_INTEGRITY_TOKEN = 'INVALID_INTEGRITY_TOKEN';
/** The general message when a failure carries none of its own. */
export const CHECKOUT_GENERAL_ERROR = 'Something went wrong. Please try again.';
/** SPEC.md section 5: the messages for a bad business ID (ic) and tax ID (dic). */
export const CONTACT_FIELD_MESSAGES: Record<string, string> = {
  ic: 'Please enter a valid Business ID',
  ico: 'Please enter a valid Business ID',
  dic: 'Please enter a valid DIČ',
};
/** SPEC.md section 9: how long the warning icon of an item missing personal data is highlighted. */
export const WARNING_HIGHLIGHT_MS = 500;
/** The query parameter carrying the measuring id on the success and fail URLs. */
export const MEASURING_ID_PARAMETER = 'mid';

/**
 * The checkout's query parameter that asks a signed-out visitor to sign in with this e-mail filled in: a renewal link
 * opened signed out adds the e-mail it was sent to. It signs nobody in.
 */
export const CHECKOUT_SIGN_IN_PARAM = 'signin';

/** The code of a call refused because nobody is signed in (the session ended, or there was none). */
export const SIGN_IN_NEEDED = 'UNAUTHENTICATED';

/**
 * Why a checkout opened signed out shows no order (the server shows an order only to the signed-in account that made
 * it), above the page's Log in button.
 */
export const CHECKOUT_SIGNED_OUT_MESSAGE = 'You are not logged in, and an order is shown only to the account it was made in. Log in to see it.';

export function checkoutFailure(error: unknown): CheckoutFailure {
  if (typeof error === 'object' && error !== null) {
    const value = error as { code?: unknown; message?: unknown; fieldErrors?: unknown };
    const fieldErrors = typeof value.fieldErrors === 'object' && value.fieldErrors !== null ? (value.fieldErrors as Record<string, string>) : null;
    return {
      code: typeof value.code === 'string' ? value.code : null,
      message: typeof value.message === 'string' && value.message ? value.message : CHECKOUT_GENERAL_ERROR,
      fieldErrors,
    };
  }
  return { code: null, message: CHECKOUT_GENERAL_ERROR, fieldErrors: null };
}

/** SPEC.md section 5: the server's field errors, with the business and tax ID messages replaced. */
export function billingFieldErrors(fieldErrors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, message]) => [field, CONTACT_FIELD_MESSAGES[field] ?? message]));
}

/**
 * The personal data page's fields of a domain holder, in the order shown. Those marked required are the ones a
 * registry needs; the server is the authority on whether a holder is complete (missingAnyPersonalData), the list
 * only says which of them are still empty.
 */
export const REGISTRANT_FIELDS: readonly { name: RegistrantField; label: string; required: boolean }[] = [
  { name: 'firstname', label: 'First name', required: true },
  { name: 'surname', label: 'Surname', required: true },
  { name: 'email', label: 'E-mail', required: true },
  { name: 'phone', label: 'Phone', required: true },
  { name: 'address', label: 'Street and number', required: true },
  { name: 'city', label: 'City', required: true },
  { name: 'zip', label: 'Postcode', required: true },
  { name: 'state', label: 'State or region', required: false },
  { name: 'countryCode', label: 'Country', required: true },
  { name: 'company', label: 'Company', required: false },
  { name: 'ico', label: 'Business ID (IČO)', required: false },
  { name: 'dic', label: 'Tax ID (DIČ)', required: false },
];

/**
 * The billing contact's fields and the domain holder's field each is written to: the personal data page copies the
 * billing details into a holder by it, and a domain order's billing form starts from the holder by it (the
 * country is left out: the billing country prices the order, so it changes only when the customer changes it).
 */
export const BILLING_HOLDER_FIELDS = [
  ['firstname', 'firstname'],
  ['surname', 'surname'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['street', 'address'],
  ['city', 'city'],
  ['zip', 'zip'],
] as const satisfies readonly (readonly [string, RegistrantField])[];

/** The required holder fields still empty, by label. */
export function missingRegistrantFields(contact: Readonly<RegistrantContact>): string[] {
  return REGISTRANT_FIELDS.filter((field) => field.required && contact[field.name].trim() === '').map((field) => field.label);
}

/**
 * Whether an order can no longer be paid: cancelled, or a bank transfer past its 14 days (Order.expired: the server
 * decides, by its clock). The checkout shows such an order `closed`; My orders and the outcome pages say the same.
 */
export function isClosedOrder(order: { status?: string; expired?: boolean | null }): boolean {
  return order.status === 'CANCELLED' || order.status === 'EXPIRED' || order.expired === true;
}

/** A domain-with-package order whose package is not chosen yet: its checkout starts at the package step. */
export function awaitsPackageChoice(order: Pick<CheckoutOrder, 'type' | 'items'>): boolean {
  return order.type === 'DOMAIN_WITH_PACKAGE' && !order.items.some((item) => item.type === 'package');
}

/** The success or fail URL with the measuring id appended. */
export function withMeasuringId(url: string, measuringId: string): string {
  if (!measuringId) return url;
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}${MEASURING_ID_PARAMETER}=${encodeURIComponent(measuringId)}`;
}

/** The contact values worth sending: empty ones are left out (SPEC.md section 5). */
export function nonEmptyContact(values: Readonly<Record<string, string>>): PaymentMethodInput[] {
  return Object.entries(values)
    .filter(([, value]) => value.trim() !== '')
    .map(([name, value]) => ({ name, value }));
}

/** The method chosen before an order change, found again in the reloaded list by its elementId or oppositeElementId. */
export function findChosenMethod(methods: readonly CheckoutPaymentMethod[], chosen: Pick<CheckoutPaymentMethod, 'elementId' | 'oppositeElementId'> | null): CheckoutPaymentMethod | null {
  if (!chosen) return null;
  return (
    methods.find((method) => method.elementId === chosen.elementId) ??
    methods.find((method) => (chosen.oppositeElementId !== null && method.elementId === chosen.oppositeElementId) || method.oppositeElementId === chosen.elementId) ??
    null
  );
}
