/**
 * The language of a request (docs/frontend.md "Messages in Czech and English"): the address's `?lang=` (the links
 * between the languages' pages), else the visitor's choice in the language cookie (set by the header's switch, and
 * from the account's language when a person signs in), else the Accept-Language header, else English.
 */
import type { FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, LANGUAGE_PARAM, isLanguage, languageFromAcceptLanguage, type Language } from '../../contracts/language';
import { localeFromAcceptLanguage } from '../domain/locale';

export interface RequestLanguage {
  language: Language;
  /** Whether the visitor chose it (the address's `?lang=` or the switch's cookie), not the browser's header. */
  chosen: boolean;
  /** The locale numbers, dates and money are formatted for: the language when chosen, else the header's locale. */
  locale: string;
}

export function requestLanguage(request: FastifyRequest, query?: URLSearchParams): RequestLanguage {
  const asked = query?.get(LANGUAGE_PARAM);
  const chosen = isLanguage(asked) ? asked : request.cookies[LANGUAGE_COOKIE];
  const header = request.headers['accept-language'];
  const headerLocale = localeFromAcceptLanguage(header);
  // A chosen language keeps the header's region when it is the same language (en-GB's dates for English).
  if (isLanguage(chosen)) return { language: chosen, chosen: true, locale: sameLanguage(headerLocale, chosen) ? headerLocale : chosen };
  return { language: languageFromAcceptLanguage(header), chosen: false, locale: headerLocale };
}

const sameLanguage = (locale: string, language: Language) => locale.toLowerCase().split('-')[0] === language;

/** The locale a request's numbers, dates and money are written in: its language's (see requestLanguage). */
export const requestLocale = (request: FastifyRequest): string => requestLanguage(request).locale;
