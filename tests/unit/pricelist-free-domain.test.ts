import { describe, expect, it } from 'vitest';
import { showsFreeDomainLabel } from '../../src/features/pricelist/freeDomain';
import { fixtureItem } from '../fixtures/pricelist';

const on = { freeDomainHighlightInPricelist: true };
const off = { freeDomainHighlightInPricelist: false };
const standard = fixtureItem('standard');

describe("'Free domain included' label rule", () => {
  it('shows for a package with a freeDomain feature when the flag is on', () => {
    expect(showsFreeDomainLabel(standard, on)).toBe(true);
  });

  it('never shows when the flag is off', () => {
    expect(showsFreeDomainLabel(standard, off)).toBe(false);
  });

  it('never shows for the limited package, even with a freeDomain feature', () => {
    const limited = { ...fixtureItem('limited'), features: standard.features };
    expect(showsFreeDomainLabel(limited, on)).toBe(false);
  });

  it('follows the operators: not for the package they put in the promo box, and for limited once it is out of it', () => {
    const limited = { ...fixtureItem('limited'), features: standard.features };
    expect(showsFreeDomainLabel(standard, on, 'standard')).toBe(false);
    expect(showsFreeDomainLabel(limited, on, 'standard')).toBe(true);
    expect(showsFreeDomainLabel(limited, on, null)).toBe(true);
  });

  it('does not show for a package without a freeDomain feature', () => {
    expect(showsFreeDomainLabel(fixtureItem('mini'), on)).toBe(false);
  });
});
