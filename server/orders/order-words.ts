/**
 * The words the server writes an order's lines and title with, in the request's language (docs/frontend.md "Messages
 * in Czech and English"): the items' names and periods (server/domain/checkout/item-title.ts), the order's title, a
 * period's price and how an item's price was reached. English is the catalogue's, the SPEC's words exactly.
 */
import type { Language } from '../../contracts/language';
import type { ItemWords } from '../domain/checkout/item-title';
import { serverT } from '../i18n';
import { itemWords } from '../i18n/item-words';

export interface OrderWords extends ItemWords {
  forWebsite(title: string, website: string): string;
  untilDate(title: string, date: string): string;
  renewal(title: string): string;
  withExtras(title: string, extras: string): string;
  billingPeriod: string;
  registrationPeriod: string;
  perYear(price: string): string;
  perMonth(price: string): string;
  credit(amount: string): string;
  voucher(amount: string): string;
}

const made = new Map<Language, OrderWords>();

export function orderWords(language: Language): OrderWords {
  let words = made.get(language);
  if (!words) {
    const t = serverT(language);
    words = {
      ...itemWords(language),
      forWebsite: (title, website) => t('order.title.forWebsite', { title, website }),
      untilDate: (title, date) => t('order.title.until', { title, date }),
      renewal: (title) => t('order.title.renewal', { title }),
      withExtras: (title, extras) => t('order.title.withExtras', { title, extras }),
      billingPeriod: t('order.variants.billingPeriod'),
      registrationPeriod: t('order.variants.registrationPeriod'),
      perYear: (price) => t('order.price.perYear', { price }),
      perMonth: (price) => t('order.price.perMonth', { price }),
      credit: (amount) => t('order.price.credit', { amount }),
      voucher: (amount) => t('order.price.voucher', { amount }),
    };
    made.set(language, words);
  }
  return words;
}
