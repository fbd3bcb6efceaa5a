/**
 * The Domain name step's words in the page's language (the checkout area, docs/frontend.md "Messages in Czech and
 * English"): the machine and the contracts carry English messages and stay pure, so their known ones are mapped to the
 * catalogue's ids here; a message it does not know (the server's own, with a domain's name in it) is shown as it came.
 */
import { AUTH_CODE_MESSAGE, DOMAIN_NAME_MESSAGES } from '../../../contracts/domains';
import { ORDER_FAILED_MESSAGE, SEARCH_FAILED_MESSAGE, WEBSITE_REQUIRED_MESSAGE, type DomainPrice } from '../../../machines/domainSearch';
import { useLanguage, useT, type MessageId } from '../../i18n/i18n';

/** The English messages by the id of their words. */
const KNOWN_MESSAGES: Record<string, MessageId> = {
  [DOMAIN_NAME_MESSAGES.EMPTY]: 'checkout.domains.error.empty',
  [DOMAIN_NAME_MESSAGES.TOO_SHORT]: 'checkout.domains.error.tooShort',
  [DOMAIN_NAME_MESSAGES.TOO_LONG]: 'checkout.domains.error.tooLong',
  [DOMAIN_NAME_MESSAGES.CHARACTERS]: 'checkout.domains.error.characters',
  [DOMAIN_NAME_MESSAGES.HYPHEN_EDGE]: 'checkout.domains.error.hyphenEdge',
  [DOMAIN_NAME_MESSAGES.HYPHEN_34]: 'checkout.domains.error.hyphen34',
  [DOMAIN_NAME_MESSAGES.SUBDOMAIN]: 'checkout.domains.error.subdomain',
  [DOMAIN_NAME_MESSAGES.PUNYCODE]: 'checkout.domains.error.punycode',
  [DOMAIN_NAME_MESSAGES.TLD]: 'checkout.domains.error.tld',
  [AUTH_CODE_MESSAGE]: 'checkout.domains.error.authCode',
  [WEBSITE_REQUIRED_MESSAGE]: 'checkout.domains.error.website',
  // server/orders/domain-orders.ts PROJECT_REQUIRED: the server's refusal of an order without a website.
  [`${WEBSITE_REQUIRED_MESSAGE}.`]: 'checkout.domains.error.websiteRefused',
  [SEARCH_FAILED_MESSAGE]: 'checkout.domains.error.searchFailed',
  [ORDER_FAILED_MESSAGE]: 'checkout.domains.error.orderFailed',
  // useMyWebsites: the list failed without a message of its own.
  'Your websites could not be loaded.': 'checkout.domains.websitesFailed',
};

/** A price in the page's language: English as the server wrote it, another language by Intl from the amount. */
function formatPrice(price: DomainPrice, language: string): string {
  if (language === 'en') return price.formatted;
  const format = new Intl.NumberFormat(language, { style: 'currency', currency: price.currency, trailingZeroDisplay: 'stripIfInteger' });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(price.amountMinor / 10 ** digits);
}

export function useDomainWords() {
  const t = useT();
  const language = useLanguage();
  return {
    t,
    /** A message the machine or the server gave, in the page's language when it is one the portal knows. */
    message: <Text extends string | null>(text: Text): Text => {
      const id = text === null ? undefined : KNOWN_MESSAGES[text];
      return (id ? t(id) : text) as Text;
    },
    price: (price: DomainPrice) => formatPrice(price, language),
  };
}
