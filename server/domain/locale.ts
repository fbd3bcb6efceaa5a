import { rankedLanguageTags } from '../../contracts/language';

export const DEFAULT_LOCALE = 'en';

/**
 * The locale to format numbers for, from an Accept-Language header: the first tag, by preference, that
 * Intl knows. Malformed tags and `*` are skipped; without a usable tag, English.
 */
export function localeFromAcceptLanguage(header: string | undefined): string {
  for (const tag of rankedLanguageTags(header)) {
    const locale = supportedLocale(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

function supportedLocale(tag: string): string | undefined {
  try {
    return Intl.NumberFormat.supportedLocalesOf(tag)[0];
  } catch {
    return undefined;
  }
}
