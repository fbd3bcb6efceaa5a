import { describe, expect, it } from 'vitest';
import { parsePricelistQuery } from '../../server/pricelist/query';

describe('the price list query', () => {
  it('defaults the currency to the configured one and the ref to pricelist', () => {
    expect(parsePricelistQuery({}, 'CZK')).toEqual({ ok: true, value: { project: undefined, feature: undefined, currency: 'CZK', ref: 'pricelist' } });
  });

  it('reads every known parameter, spelling feautre as the product does', () => {
    const parsed = parsePricelistQuery({ project: 'my-site', feautre: 'freeDomain', currency: 'USD', ref: 'blog_post-1' }, 'EUR');
    expect(parsed).toEqual({ ok: true, value: { project: 'my-site', feature: 'freeDomain', currency: 'USD', ref: 'blog_post-1' } });
  });

  it('ignores unknown parameters, even repeated ones', () => {
    expect(parsePricelistQuery({ utm_source: ['a', 'b'], feature: 'x' }, 'EUR').ok).toBe(true);
  });

  it('reports a repeated known parameter by name', () => {
    expect(parsePricelistQuery({ ref: ['a', 'b'] }, 'EUR')).toEqual({
      ok: false,
      problem: { parameter: 'ref', message: 'The parameter ref must be given at most once.' },
    });
  });

  it.each([
    ['currency', 'GBP', 'The parameter currency must be one of CZK, EUR, USD.'],
    ['project', 'My Site', 'The parameter project must be a website name (lowercase letters, digits, hyphens).'],
    ['feautre', '1storage', 'The parameter feautre must be a feature identifier.'],
    ['ref', '', 'The parameter ref must be 1 to 32 letters, digits, hyphens or underscores.'],
  ])('reports a malformed %s with a sentence naming it', (parameter, value, message) => {
    expect(parsePricelistQuery({ [parameter]: value }, 'EUR')).toEqual({ ok: false, problem: { parameter, message } });
  });
});
