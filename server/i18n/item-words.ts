/**
 * The words an order's items are named with (server/domain/checkout/item-title.ts) from the server's catalogue, in a
 * language: the checkout, My orders and the back office (server/orders/order-words.ts), and the invoice's lines
 * (server/invoices/document-words.ts). English is the catalogue's, the SPEC's words exactly.
 */
import type { Language } from '../../contracts/language';
import type { ItemWords } from '../domain/checkout/item-title';
import { serverT } from './index';

const made = new Map<Language, ItemWords>();

export function itemWords(language: Language): ItemWords {
  let words = made.get(language);
  if (!words) {
    const t = serverT(language);
    words = {
      packageTitle: (name) => t('order.item.package', { name }),
      domain: (domain) => t('order.item.domain', { domain }),
      transfer: (domain) => t('order.item.transfer', { domain }),
      privateRegistration: (domain) => t('order.item.privateRegistration', { domain }),
      months: (count) => t('invoice.months', { count }),
      years: (count) => t('invoice.years', { count }),
      until: (date) => t('order.item.until', { date }),
      untilWithPackage: (date, packageName) => t('order.item.untilWithPackage', { date, packageName }),
    };
    made.set(language, words);
  }
  return words;
}
