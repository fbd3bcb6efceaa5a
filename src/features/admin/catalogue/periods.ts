import type { MessageId, MessageValues } from '../../../i18n/i18n';

type Translate = (id: MessageId, values?: MessageValues) => string;

/** '1 month', '12 months', in the page's language (`t` of useT). */
export const periodText = (months: number, t: Translate) => t('admin.catalogue.period', { count: months });

/** A price's currency and billing period, 'CZK, 12 months': what a price's fields are labelled by. */
export const pricePeriodText = (price: { currency: string; periodMonths: number } | undefined, t: Translate) => (price ? t('admin.catalogue.pricePeriod', { currency: price.currency, count: price.periodMonths }) : '');
