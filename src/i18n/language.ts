/**
 * The visitor's language in the browser (docs/frontend.md "Messages in Czech and English"): the page's when the
 * server rendered it, else the address's `?lang=`, the cookie of an earlier choice, the browser's languages, English.
 */
import type { I18n } from '@lingui/core';
import Cookies from 'js-cookie';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_DAYS, LANGUAGE_PARAM, isLanguage, languageFromAcceptLanguage, type Language } from '../../contracts/language';
import { firstPartyCookieOptions } from '../features/consent/consentCookie';
import { loadCatalogue } from './load-catalogue';

export function initialLanguage(serverRendered: boolean): Language {
  const page = document.documentElement.lang;
  if (serverRendered && isLanguage(page)) return page;
  const asked = new URLSearchParams(window.location.search).get(LANGUAGE_PARAM);
  if (isLanguage(asked)) return asked;
  const chosen = Cookies.get(LANGUAGE_COOKIE);
  if (isLanguage(chosen)) return chosen;
  return languageFromAcceptLanguage(navigator.languages.join(','));
}

/** Shows the page in the language from now on: its messages, `<html lang>`, and the cookie that remembers it. */
export async function switchLanguage(i18n: I18n, language: Language): Promise<void> {
  // The catalogue's chunk is fetched once; loading it again only sets the same messages. The areas the page has shown
  // come in the new language too, before it is activated, so no page waits for its words after the switch.
  const [messages] = await Promise.all([loadCatalogue(language), import('./areas').then(({ loadShownAreas }) => loadShownAreas(i18n, language))]);
  i18n.load(language, messages);
  i18n.activate(language);
  document.documentElement.lang = language;
  Cookies.set(LANGUAGE_COOKIE, language, { ...firstPartyCookieOptions(), expires: LANGUAGE_COOKIE_DAYS });
}
