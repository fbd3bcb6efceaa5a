/**
 * The portal's messages in the visitor's language (docs/frontend.md "Messages in Czech and English"). Lingui's
 * runtime with catalogues compiled ahead of time (src/i18n/locales/*.ts, from the *.json beside them): the
 * browser loads only the current language's, and never parses a message.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { Language } from '../../contracts/language';
import type shell from './locales/en.json';
import type account from './locales/account/en.json';
import type admin from './locales/admin/en.json';
import type checkout from './locales/checkout/en.json';
import type orders from './locales/orders/en.json';
import type publicPages from './locales/public/en.json';
import type services from './locales/services/en.json';

/**
 * A message's id: a key of an English catalogue, the shell's or an area's, which the test of the catalogues holds
 * every language to. An area's message shows only inside its `<AreaMessages>` (areas.ts).
 */
export type MessageId = keyof typeof shell | keyof typeof account | keyof typeof admin | keyof typeof checkout | keyof typeof orders | keyof typeof services | keyof typeof publicPages;
export type MessageValues = Record<string, string | number>;

/** An i18n object with the language's messages loaded and active. */
export function createI18n(language: Language, messages: Messages): I18n {
  return setupI18n({ locale: language, messages: { [language]: messages } });
}

export function LanguageProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** The current language's message for an id; the component renders again when the language changes. */
export function useT(): (id: MessageId, values?: MessageValues) => string {
  const { i18n } = useLingui();
  return (id, values) => i18n._(id, values);
}

/** The language the page is shown in. */
export function useLanguage(): Language {
  return useLingui().i18n.locale as Language;
}
