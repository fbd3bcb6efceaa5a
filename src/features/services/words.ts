/**
 * My services' words in the page's language (the services area, docs/frontend.md "Messages in Czech and English"):
 * what the server sends as codes (a service's kind and status, a saved card's and a charged card's brand and digits,
 * the last automatic charge's outcome) and the machines' English messages by their message. The machines stay free of i18n; a text
 * none of these know is shown as sent.
 */
import { AUTO_RENEW_NEEDS_CARD, cardBrandName, type AutomaticCharge, type CardName } from '../../../contracts/saved-cards';
import { registrationEnded as endedRegistration, registrationNotRenewed as notRenewedRegistration, runsByDomainDates } from '../../../contracts/services';
import { CONFIRM_SETUP_FAILED_MESSAGE, START_SETUP_FAILED_MESSAGE } from '../../../machines/cardSetup';
import { LOAD_SERVICES_FAILED_MESSAGE, REMOVE_CARD_FAILED_MESSAGE, SWITCH_FAILED_MESSAGE, type ListedCard, type ListedService } from '../../../machines/myServices';
import { CANCEL_FAILED_MESSAGE, CHOOSE_FAILED_MESSAGE } from '../../../machines/packageDowngrade';
import { useLanguage, useT, type MessageId } from '../../i18n/i18n';
import { formatDate } from '../orders/format';

type Kind = ListedService['kind'];

export const KIND_IDS: Record<Kind, MessageId> = {
  package: 'services.kind.package',
  addon: 'services.kind.addon',
  plugin: 'services.kind.plugin',
  domain: 'services.kind.domain',
  private_registration: 'services.kind.privateRegistration',
};

const STATUS_IDS: Record<ListedService['status'], MessageId> = {
  active: 'services.status.active',
  expiring: 'services.status.expiring',
  grace: 'services.status.grace',
  redemption: 'services.status.redemption',
  expired: 'services.status.expired',
  released: 'services.status.released',
};

/** The services' rules of what a private registration says (contracts/services.ts), for a listed service. */
export const registrationEnded = (service: Pick<ListedService, 'kind' | 'status'>) => endedRegistration(service.kind, service.status);
export const registrationNotRenewed = (service: Pick<ListedService, 'status' | 'notRenewed'>) => notRenewedRegistration(service.notRenewed, service.status);

/** A website's service's title without and with its website (contracts/services.ts serviceTitle). */
const TITLE_IDS: Record<'package' | 'addon' | 'plugin', [MessageId, MessageId]> = {
  package: ['services.serviceTitle.package', 'services.serviceTitle.packageFor'],
  addon: ['services.serviceTitle.addon', 'services.serviceTitle.addonFor'],
  plugin: ['services.serviceTitle.plugin', 'services.serviceTitle.pluginFor'],
};

/** The English texts the machines carry, by their message (the saved-card calls' refusals come in the page's language: the server says them by their code). */
const KNOWN_TEXTS: Record<string, MessageId> = {
  [LOAD_SERVICES_FAILED_MESSAGE]: 'services.loadFailed',
  [REMOVE_CARD_FAILED_MESSAGE]: 'services.cards.removeFailed',
  [SWITCH_FAILED_MESSAGE]: 'services.autoRenew.switchFailed',
  [START_SETUP_FAILED_MESSAGE]: 'services.addCard.startFailed',
  [CONFIRM_SETUP_FAILED_MESSAGE]: 'services.addCard.confirmFailed',
  [CHOOSE_FAILED_MESSAGE]: 'services.downgrade.chooseFailed',
  [CANCEL_FAILED_MESSAGE]: 'services.next.cancelFailed',
  [AUTO_RENEW_NEEDS_CARD]: 'services.autoRenew.needsCard',
};

const CHARGE_IDS: Record<AutomaticCharge['outcome'], [MessageId, MessageId]> = {
  renewed: ['services.charge.renewed', 'services.charge.renewedWithCard'],
  charged: ['services.charge.charged', 'services.charge.chargedWithCard'],
  needsConfirmation: ['services.charge.needsConfirmation', 'services.charge.needsConfirmationWithCard'],
  failed: ['services.charge.failed', 'services.charge.failedWithCard'],
};

export interface ServiceWords {
  t: ReturnType<typeof useT>;
  /** A date of the API in the page's language. */
  date: (iso: string) => string;
  /** The status in words (contracts/services.ts serviceStatusWords). */
  status: (service: Pick<ListedService, 'kind' | 'status' | 'notRenewed'>) => string;
  /** 'Mini package for demo-blog', 'domain example.com' (contracts/services.ts serviceTitle). */
  title: (service: Pick<ListedService, 'kind' | 'name' | 'website'>) => string;
  /** A saved card ('Visa ending 4242, expires 12/2030') or a charged card ('Visa ending 4242') by its brand and digits. */
  card: (card: CardName & Partial<Pick<ListedCard, 'expMonth' | 'expYear'>>) => string;
  /** What the last automatic charge did (contracts/saved-cards.ts automaticChargeSentence). */
  charge: (charge: AutomaticCharge) => string;
  /** A machine's or a call's message. */
  message: (text: string) => string;
}

export function useServiceWords(): ServiceWords {
  const t = useT();
  const language = useLanguage();
  const date = (iso: string) => formatDate(iso, language);
  const card: ServiceWords['card'] = ({ brand, last4, expMonth, expYear }) => {
    const values = { brand: cardBrandName(brand) ?? t('services.card.noBrand'), last4 };
    return expMonth === undefined || expYear === undefined ? t('services.card.name', values) : t('services.card.description', { ...values, month: String(expMonth).padStart(2, '0'), year: String(expYear) });
  };
  return {
    t,
    date,
    card,
    status: (service) => {
      if (registrationEnded(service)) return t('services.status.registrationEnded');
      if (registrationNotRenewed(service)) return t('services.status.notRenewed');
      return t(runsByDomainDates(service.kind) && service.status === 'grace' ? 'services.status.domainGrace' : STATUS_IDS[service.status]);
    },
    title: (service) => {
      if (service.kind === 'domain') return t('services.serviceTitle.domain', { name: service.name });
      if (service.kind === 'private_registration') return t('services.serviceTitle.privateRegistration', { name: service.name });
      const [alone, forWebsite] = TITLE_IDS[service.kind];
      return service.website ? t(forWebsite, { name: service.name, website: service.website }) : t(alone, { name: service.name });
    },
    charge: (charge) => {
      const [alone, withCard] = CHARGE_IDS[charge.outcome];
      // A charged card the server named only in words is said as sent.
      const charged = charge.chargedCard ? card(charge.chargedCard) : charge.card;
      const sentence = charged ? t(withCard, { date: date(charge.chargedAt), card: charged }) : t(alone, { date: date(charge.chargedAt) });
      if (charge.outcome !== 'failed' && charge.outcome !== 'needsConfirmation') return sentence;
      return `${sentence} ${charge.nextTryOn ? t('services.charge.nextTry', { date: date(charge.nextTryOn) }) : t('services.charge.noNextTry')}`;
    },
    message: (text) => {
      const id = KNOWN_TEXTS[text];
      return id ? t(id) : text;
    },
  };
}
