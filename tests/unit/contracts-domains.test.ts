import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AUTH_CODE_PATTERN, checkDomainName, DOMAIN_NAME_MESSAGES } from '../../contracts/domains';

describe('checkDomainName', () => {
  it.each([
    ['My-Bakery', 'my-bakery.com', 'my-bakery.com', true],
    ['  https://www.Example.ORG/ ', 'example.org', 'example.org', false],
    ['café.de', 'café.de', 'xn--caf-dma.de', false],
    ['münchen.de.', 'münchen.de', 'xn--mnchen-3ya.de', false],
    ['xn--caf-dma.com', 'xn--caf-dma.com', 'xn--caf-dma.com', false],
    [`${'a'.repeat(63)}.eu`, `${'a'.repeat(63)}.eu`, `${'a'.repeat(63)}.eu`, false],
  ])('accepts %j as %s (ASCII %s)', (input, domain, ascii, tldGuessed) => {
    const check = checkDomainName(input);
    expect(check).toMatchObject({ ok: true, name: { domain, ascii, tldGuessed } });
  });

  it.each([
    ['', DOMAIN_NAME_MESSAGES.EMPTY],
    ['.com', DOMAIN_NAME_MESSAGES.EMPTY],
    ['a.com', DOMAIN_NAME_MESSAGES.TOO_SHORT],
    [`${'a'.repeat(64)}.com`, DOMAIN_NAME_MESSAGES.TOO_LONG],
    // 60 accented letters are 60 characters, but far more than 63 in ASCII form.
    [`${'é'.repeat(60)}.com`, DOMAIN_NAME_MESSAGES.TOO_LONG],
    ['my bakery.com', DOMAIN_NAME_MESSAGES.CHARACTERS],
    ['my_bakery.com', DOMAIN_NAME_MESSAGES.CHARACTERS],
    ['bakery!.com', DOMAIN_NAME_MESSAGES.CHARACTERS],
    ['-bakery.com', DOMAIN_NAME_MESSAGES.HYPHEN_EDGE],
    ['bakery-.com', DOMAIN_NAME_MESSAGES.HYPHEN_EDGE],
    ['ab--cd.com', DOMAIN_NAME_MESSAGES.HYPHEN_34],
    ['xn--zz.com', DOMAIN_NAME_MESSAGES.PUNYCODE],
    ['shop.my-bakery.com', DOMAIN_NAME_MESSAGES.SUBDOMAIN],
    ['my-bakery.c0m', DOMAIN_NAME_MESSAGES.TLD],
  ])('refuses %j: %s', (input, message) => {
    expect(checkDomainName(input)).toEqual({ ok: false, message });
  });

  it('gives every accepted name an ASCII form of letters, digits and inner hyphens, at most 63 before the dot', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (input) => {
        const check = checkDomainName(input);
        if (!check.ok) return;
        const { asciiLabel, tld, ascii } = check.name;
        expect(ascii).toBe(`${asciiLabel}.${tld}`);
        expect(asciiLabel).toMatch(/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/);
      }),
    );
  });
});

describe('AUTH_CODE_PATTERN', () => {
  it('takes 6 to 32 visible characters and nothing else', () => {
    expect(AUTH_CODE_PATTERN.test('Ab3$x9')).toBe(true);
    expect(AUTH_CODE_PATTERN.test('short')).toBe(false);
    expect(AUTH_CODE_PATTERN.test('has space1')).toBe(false);
    expect(AUTH_CODE_PATTERN.test('x'.repeat(33))).toBe(false);
  });
});
