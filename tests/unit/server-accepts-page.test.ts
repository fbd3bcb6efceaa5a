import { describe, expect, it } from 'vitest';
import { acceptsPage } from '../../server/pricelist/page';

describe('acceptsPage: who gets the home page as HTML', () => {
  it.each([
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', true],
    ['*/*', true],
    ['text/*', true],
    [undefined, true],
    ['', true],
    ['TEXT/HTML', true],
    ['application/json', false],
    ['application/json, text/html;q=0', false],
    ['image/avif,image/webp', false],
    ['*/*;q=0.0, application/json', false],
  ])('%s: %s', (accept, expected) => {
    expect(acceptsPage(accept)).toBe(expected);
  });
});
