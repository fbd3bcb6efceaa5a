import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage } from '../../server/domain/locale';

describe('the visitor locale', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['cs-CZ,cs;q=0.9,en;q=0.8', 'cs-CZ'],
    ['de', 'de'],
    ['*', 'en'],
    ['en;q=0.5, fr;q=0.9', 'fr'],
    ['!!!, 12-34, sk', 'sk'],
    ['de;q=0, es', 'es'],
    ['x'.repeat(600), 'en'],
  ])('from Accept-Language %j is %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});
