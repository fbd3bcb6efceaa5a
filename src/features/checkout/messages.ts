/**
 * The checkout's words in the page's language for what the machines and the contracts carry as English text
 * (docs/frontend.md "Messages in Czech and English"): the machines stay pure, so the page maps their known messages
 * to the checkout catalogue's ids here (the refreshed notice: CheckoutPage, which loads the machine anyway). A message it does not know (the server's own, e.g. a GraphQL error) is shown
 * as it came.
 */
import { CHECKOUT_GENERAL_ERROR, CHECKOUT_SIGNED_OUT_MESSAGE, CONTACT_FIELD_MESSAGES } from '../../../contracts/checkout';
import { useLanguage, useT, type MessageId } from '../../i18n/i18n';
import { closedLead, closedWhatToDo, formatOrderDate, type ClosedOrderFacts } from './closed-order';

/** The machine's and the contract's English messages, by the id of their words in the catalogue. */
const KNOWN_MESSAGES: Record<string, MessageId> = {
  [CHECKOUT_GENERAL_ERROR]: 'checkout.error.general',
  [CHECKOUT_SIGNED_OUT_MESSAGE]: 'checkout.error.signedOut',
  [CONTACT_FIELD_MESSAGES.ic ?? '']: 'checkout.error.businessId',
  [CONTACT_FIELD_MESSAGES.dic ?? '']: 'checkout.error.taxId',
  // machines/checkout.ts: finishing or paying with no method chosen.
  'Please choose a payment method.': 'checkout.error.chooseMethod',
  // CheckoutOutcomePage: the outcome's query failed without a message.
  'The order could not be loaded.': 'checkout.error.orderNotLoaded',
};

/** The label of a contact field (billing or a domain holder's) by its name; the server's label for one it does not know. */
const FIELD_LABELS: Record<string, MessageId> = {
  firstname: 'checkout.field.firstname',
  surname: 'checkout.field.surname',
  email: 'checkout.field.email',
  phone: 'checkout.field.phone',
  street: 'checkout.field.street',
  address: 'checkout.field.address',
  city: 'checkout.field.city',
  zip: 'checkout.field.zip',
  state: 'checkout.field.state',
  country: 'checkout.field.country',
  countryCode: 'checkout.field.country',
  companyBilling: 'checkout.field.companyBilling',
  company: 'checkout.field.company',
  ic: 'checkout.field.businessId',
  ico: 'checkout.field.businessId',
  dic: 'checkout.field.taxId',
};

export function useCheckoutWords() {
  const t = useT();
  const language = useLanguage();
  const date = (iso: string) => formatOrderDate(iso, language);
  const hasDomains = (order: Pick<ClosedOrderFacts, 'domainNames'>) => order.domainNames.length > 0;
  return {
    t,
    language,
    date,
    /** A message the machine or the server gave, in the page's language when it is one of the checkout's own. */
    message: (text: string | null): string | null => {
      if (text === null) return null;
      const id = KNOWN_MESSAGES[text];
      return id ? t(id) : text;
    },
    /** A contact field's label; `holder` for a domain holder's, whose company field is called Company. */
    fieldLabel: (name: string, fallback: string, holder = false): string => {
      if (holder && name === 'company') return t('checkout.field.holderCompany');
      const id = FIELD_LABELS[name];
      return id ? t(id) : fallback;
    },
    /** A field's label with '(required)' when it is. */
    requiredLabel: (label: string, required: boolean): string => (required ? t('checkout.field.required', { label }) : label),
    /** 'Please pay by DATE…' for an order awaiting a bank transfer, and what happens after that day. */
    payBy: (order: Pick<ClosedOrderFacts, 'domainNames'>, payBy: string): string => t(hasDomains(order) ? 'checkout.payByWithDomains' : 'checkout.payBy', { date: date(payBy) }),
    /** '<subject> has expired: no payment arrived by DATE…', or '<subject> was cancelled.' */
    closedLead: (subject: string, order: ClosedOrderFacts): string => closedLead(t, subject, order, date),
    /** What the customer can do about an order that can no longer be paid (the contact is in the header). */
    closedWhatToDo: (order: Pick<ClosedOrderFacts, 'expired'>): string => closedWhatToDo(t, order),
    /** A paid order's domains its payment could not register, and what to do; null when all were registered. */
    failedDomains: (failedDomains: readonly string[]): string | null => {
      if (failedDomains.length === 0) return null;
      // British English lists without the serial comma ('a, b and c'), as the SPEC's English does.
      const names = new Intl.ListFormat(language === 'en' ? 'en-GB' : language, { type: 'conjunction' }).format(failedDomains);
      return t('checkout.failedDomains', { names, count: failedDomains.length });
    },
  };
}

export type CheckoutWords = ReturnType<typeof useCheckoutWords>;
