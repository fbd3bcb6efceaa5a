export const DEFAULT_LOCALE = 'en';

// A header longer than this is not a browser's; it is not worth parsing.
const MAX_HEADER_LENGTH = 512;

/**
 * The locale to format numbers for, from an Accept-Language header: the first tag, by preference, that
 * Intl knows. Malformed tags and `*` are skipped; without a usable tag, English.
 */
export function localeFromAcceptLanguage(header: string | undefined): string {
  if (!header || header.length > MAX_HEADER_LENGTH) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.quality > 0 && entry.tag !== '*')
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
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
