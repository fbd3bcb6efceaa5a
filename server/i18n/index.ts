/**
 * The server's words in the recipient's language (docs/frontend.md "Messages in Czech and English"): e-mails and the
 * invoice and credit-note PDFs. Lingui's runtime with the server's catalogue compiled ahead of time
 * (server/i18n/locales/*.ts from the *.json beside them), one i18n object per language, made once; numbers, dates and
 * money through Intl in that language. No React: templates and PDFs call `serverT(language)`.
 */
import { setupI18n, type I18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../contracts/language';
import { formatMoney, type Money } from '../domain/money';
import type englishCatalogue from './locales/en.json';
import { messages as cs } from './locales/cs';
import { messages as en } from './locales/en';

/** A message's id: a key of the server's English catalogue, which the catalogue test holds Czech to. */
export type ServerMessageId = keyof typeof englishCatalogue;
export type ServerMessageValues = Record<string, string | number>;
export type ServerT = (id: ServerMessageId, values?: ServerMessageValues) => string;

const I18NS: Record<Language, I18n> = {
  en: setupI18n({ locale: 'en', messages: { en } }),
  cs: setupI18n({ locale: 'cs', messages: { cs } }),
};

/** The language's message for an id. */
export function serverT(language: Language): ServerT {
  const i18n = I18NS[language];
  return (id, values) => i18n._(id, values);
}

/** The English message for an id: the words the server answers with, which a request in another language gets translated (server/http/error-language.ts). */
export const english: ServerT = serverT('en');

/** A stored language ('en', 'cs', null, or anything older rows hold) as one the server speaks: English unless it is Czech. */
export function languageOrDefault(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * The Intl locale of each language. English is British English, as the e-mails' dates always were ('28 November
 * 2026'); Czech writes '28. listopadu 2026'.
 */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-GB', cs: 'cs-CZ' };

/** An amount of money in the language ('€12.10', '12,10 €'). English keeps the locale the e-mails always used ('en'). */
export function formatMoneyIn(language: Language, money: Money): string {
  return formatMoney(money, language === 'en' ? 'en' : INTL_LOCALES[language]);
}

/** A day (periods end at midnight UTC): '28 November 2026', '28. listopadu 2026'. */
export function formatDayIn(language: Language, iso: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}

/** A moment, in UTC and saying so: '28 November 2026 at 14:00 UTC', '28. listopadu 2026 v 14:00 UTC'. */
export function formatDateTimeIn(language: Language, iso: string): string {
  return `${new Intl.DateTimeFormat(INTL_LOCALES[language], { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;
}

/** A number in the language ('1,234.5', '1 234,5'). */
export function formatNumberIn(language: Language, value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(INTL_LOCALES[language], options).format(value);
}
