import type { MessageId, MessageValues } from '../../../i18n/i18n';

/** '1 month', '12 months', in the page's language (`t` of useT). */
export const periodText = (months: number, t: (id: MessageId, values?: MessageValues) => string) => t('admin.catalogue.period', { count: months });
