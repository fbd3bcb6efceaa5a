/**
 * Every language's compiled messages at once, the shell's and every area's (areas.ts), for the server's rendering
 * and the tests; the browser loads only its language's shell (load-catalogue.ts) and each area with its page.
 */
import type { I18n, Messages } from '@lingui/core';
import type { Language } from '../../contracts/language';
import { markAllAreasLoaded } from './areas';
import { createI18n } from './i18n';
import { messages as cs } from './locales/cs';
import { messages as en } from './locales/en';
import { messages as accountCs } from './locales/account/cs';
import { messages as accountEn } from './locales/account/en';
import { messages as adminCs } from './locales/admin/cs';
import { messages as adminEn } from './locales/admin/en';
import { messages as checkoutCs } from './locales/checkout/cs';
import { messages as checkoutEn } from './locales/checkout/en';
import { messages as ordersCs } from './locales/orders/cs';
import { messages as ordersEn } from './locales/orders/en';
import { messages as publicCs } from './locales/public/cs';
import { messages as publicEn } from './locales/public/en';
import { messages as servicesCs } from './locales/services/cs';
import { messages as servicesEn } from './locales/services/en';

export const CATALOGUES: Record<Language, Messages> = {
  en: { ...en, ...accountEn, ...adminEn, ...checkoutEn, ...ordersEn, ...servicesEn, ...publicEn },
  cs: { ...cs, ...accountCs, ...adminCs, ...checkoutCs, ...ordersCs, ...servicesCs, ...publicCs },
};

/** An i18n object with every message of the language, nothing left to load. */
export function createCompleteI18n(language: Language): I18n {
  const i18n = createI18n(language, CATALOGUES[language]);
  markAllAreasLoaded(i18n, language);
  return i18n;
}
