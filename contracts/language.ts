/**
 * The languages the portal speaks (docs/frontend.md "Messages in Czech and English"), shared by the server (which
 * renders the price list in one) and the browser (the header's switch).
 */
export const LANGUAGES = ['en', 'cs'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** A visitor's choice, for a year; a signed-in person's is also the account's. */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_DAYS = 365;
/** The address of the price list in one language, for links between them (`<link rel="alternate" hreflang>`). */
export const LANGUAGE_PARAM = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

// A header longer than this is not a browser's; it is not worth parsing.
const MAX_HEADER_LENGTH = 512;

/** The language tags of an Accept-Language header, most preferred first; `*`, refused (q=0) and long headers left out. */
export function rankedLanguageTags(header: string | undefined): string[] {
  if (!header || header.length > MAX_HEADER_LENGTH) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.quality > 0 && entry.tag !== '*' && entry.tag !== '')
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The portal's language an Accept-Language header prefers: the first of its tags, by quality, whose primary subtag
 * is one the portal speaks ('cs-CZ' is Czech); none, English.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  return rankedLanguageTags(header).map((tag) => tag.toLowerCase().split('-')[0]).find(isLanguage) ?? DEFAULT_LANGUAGE;
}
