import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../../contracts/pricelist-constants';
import { mulDivRoundHalfUp, splitProportionally, sum } from '../../server/domain/checkout/arithmetic';
import { DOMAIN_YEARS, priceOrder, upgradeCredit, variantsOf } from '../../server/domain/checkout/price-order';
import { isValidBusinessId, isValidTaxId } from '../../server/domain/checkout/tax-ids';
import type { OrderItemType, OrderToPrice, PricingCatalogue, StoredItem, VatIdCheck, Voucher } from '../../server/domain/checkout/types';
import { ratePercentText, vatAmount, vatFor } from '../../server/domain/checkout/vat';
import { voucherProblem } from '../../server/domain/checkout/vouchers';

const ITEM_TYPES: OrderItemType[] = ['package', 'addon', 'plugin', 'domain', 'private_registration'];
const amount = (max = 500_000) => fc.bigInt({ min: 0n, max: BigInt(max) });
const periods = [1, 12, 24];

const catalogueArb = (currency: string) =>
  fc
    .record({
      packages: fc.array(fc.tuple(amount(100_000), amount(100_000), amount(100_000), fc.boolean()), { minLength: 1, maxLength: 3 }),
      addons: fc.array(fc.tuple(fc.constantFrom('addon', 'plugin'), amount(), amount(), amount()), { minLength: 0, maxLength: 4 }),
      tlds: fc.array(fc.tuple(amount(), amount(), amount(), amount(10_000), fc.boolean(), fc.boolean()), { minLength: 1, maxLength: 3 }),
      vat: fc.array(fc.tuple(fc.integer({ min: 0, max: 10_000 }), fc.boolean()), { minLength: 1, maxLength: 4 }),
    })
    .map(({ packages, addons, tlds, vat }): PricingCatalogue => ({
      currency,
      packages: new Map(
        packages.map(([one, twelve, twentyFour, freeDomain], index) => [
          `package-${index}`,
          { identifier: `package-${index}`, name: `Package ${index}`, version: 1, freeDomain, monthlyPrices: new Map([[1, one], [12, twelve], [24, twentyFour]]) },
        ]),
      ),
      addons: new Map(
        addons.map(([kind, one, twelve, twentyFour], index) => [
          `addon-${index}`,
          { identifier: `addon-${index}`, kind, title: `Add-on ${index}`, label: '', info: '', showMoreText: null, kbArticleUrl: null, position: index, prices: new Map([[1, one], [12, twelve], [24, twentyFour]]) },
        ]),
      ),
      tlds: new Map(
        tlds.map(([registration, renewal, transfer, privateRegistrationYearly, supportsFreeVoucher, privateRegistration], index) => [
          `t${'abcdefgh'[index]}`,
          { name: `t${'abcdefgh'[index]}`, registration, renewal, transfer, restoration: renewal * 4n, privateRegistrationYearly, supportsFreeVoucher, privateRegistration, position: index, idn: true },
        ]),
      ),
      vatCountries: new Map(
        [['CZ', 2100, true] as const, ...vat.map(([rate, eu], index) => [`X${'ABCD'[index]}`, rate, eu] as const)].map(([code, rate, eu]) => [
          code,
          { countryCode: code, countryName: code, rates: [{ rateBasisPoints: rate, validFrom: '2000-01-01', validTo: null }], eu, vatPrefix: eu ? code : null },
        ]),
      ),
      seller: { countryCode: 'CZ', vatPayer: true },
    }));

const voucherArb = (currency: string) =>
  fc.option(
    fc.oneof(
      fc.record({ kind: fc.constant('percent' as const), percent: fc.integer({ min: 1, max: 100 }), amountMinor: fc.constant(null), currency: fc.constant(null) }),
      fc.record({ kind: fc.constant('fixed' as const), percent: fc.constant(null), amountMinor: fc.bigInt({ min: 1n, max: 2_000_000n }), currency: fc.constantFrom(currency, 'XXX') }),
      fc.record({ kind: fc.constant('free_domain' as const), percent: fc.constant(null), amountMinor: fc.constant(null), currency: fc.constant(null) }),
    ).chain((shape) =>
      fc.subarray(ITEM_TYPES, { minLength: 1 }).map(
        (appliesTo): Voucher => ({ id: 'v', code: 'CODE', text: '', validFrom: null, validUntil: null, usageLimit: null, usedCount: 0, appliesTo, ...shape }),
      ),
    ),
    { nil: null },
  );

/** A catalogue and an order drawn from it, in one of the three currencies. */
const pricedArb = fc.constantFrom(...CURRENCIES).chain((currency) =>
  catalogueArb(currency).chain((catalogue) => {
    const packageIds = [...catalogue.packages.keys()];
    const addonIds = [...catalogue.addons.keys()];
    const tldNames = [...catalogue.tlds.keys()];
    const countryCodes = [...catalogue.vatCountries.keys()];
    return fc
      .record({
        pkg: fc.option(fc.record({ id: fc.constantFrom(...packageIds), months: fc.constantFrom(...periods), action: fc.constantFrom('buy' as const, 'upgrade' as const, 'downgrade' as const) }), { nil: null }),
        addons: fc.subarray(addonIds).chain((ids) => fc.tuple(...ids.map((id) => fc.constantFrom(...periods).map((months) => ({ id, months }))))),
        domains: fc.uniqueArray(fc.record({ label: fc.constantFrom('a', 'b', 'c'), tld: fc.constantFrom(...tldNames), years: fc.constantFrom(...DOMAIN_YEARS), transfer: fc.boolean(), privateOn: fc.boolean() }), { maxLength: 2, selector: (domain) => `${domain.label}.${domain.tld}` }),
        voucher: voucherArb(currency),
        country: fc.constantFrom('', ...countryCodes),
        company: fc.boolean(),
        vies: fc.constantFrom('valid', 'invalid', 'unavailable', 'none'),
        creditDays: fc.option(fc.integer({ min: -30, max: 800 }), { nil: null }),
      })
      .map(({ pkg, addons, domains, voucher, country, company, vies, creditDays }) => {
        const now = new Date('2026-11-21T12:00:00Z');
        const items: StoredItem[] = [];
        if (pkg) items.push({ id: 'p', type: 'package', packageIdentifier: pkg.id, action: pkg.action, periodMonths: pkg.months });
        for (const addon of addons) {
          const offer = catalogue.addons.get(addon.id);
          if (offer) items.push({ id: `a-${addon.id}`, type: offer.kind, addonIdentifier: addon.id, periodMonths: addon.months });
        }
        for (const domain of domains) {
          const name = `${domain.label}.${domain.tld}`;
          items.push({ id: `d-${name}`, type: 'domain', domain: name, tld: domain.tld, action: domain.transfer ? 'transfer' : 'register', periodMonths: domain.years * 12 });
          items.push({ id: `r-${name}`, type: 'private_registration', domain: name, tld: domain.tld, enabled: domain.privateOn, periodMonths: domain.years * 12, contact: {} });
        }
        const billing: Record<string, string> = country ? { country } : {};
        if (company && country) Object.assign(billing, { companyBilling: 'true', dic: `${country}12345678` });
        const vatIdCheck = vies === 'none' ? null : { vatId: `${country}12345678`, status: vies, consultationNumber: vies === 'valid' ? 'WAPI1' : null, checkedAt: now.toISOString() };
        const order: OrderToPrice = {
          currency,
          items,
          voucher,
          vatIdCheck,
          billing,
          now,
          upgradeCredit: creditDays === null ? null : { currentPackageIdentifier: packageIds[0] ?? '', paidUntil: new Date(now.getTime() + creditDays * 86_400_000) },
        };
        return { catalogue, order, priced: priceOrder(catalogue, order) };
      });
  }),
);

describe('order pricing (property tests in CZK, EUR and USD)', () => {
  it('makes every total the sum of its items, to the minor unit, and never negative', () => {
    fc.assert(
      fc.property(pricedArb, ({ priced }) => {
        expect(priced.priceWithoutVat).toBe(sum(priced.items.map((item) => item.price)));
        for (const item of priced.items) {
          expect(item.price).toBeGreaterThanOrEqual(0n);
          expect(item.price).toBe(item.basePrice - item.levelDiscount - item.voucherDiscount);
          if (!item.checked) expect(item.price).toBe(0n);
        }
        expect(priced.priceWithVat).toBe(priced.priceWithoutVat + priced.vatAmount);
        expect(priced.priceBeforeVoucher).toBe(sum(priced.items.map((item) => item.basePrice - item.levelDiscount)));
      }),
    );
  });

  it('adds the VAT of the billing country, rounded half up, or none under reverse charge confirmed by VIES', () => {
    fc.assert(
      fc.property(pricedArb, ({ catalogue, order, priced }) => {
        const country = catalogue.vatCountries.get(order.billing.country || 'CZ');
        const reverse = order.billing.companyBilling === 'true' && country !== undefined && country.eu && country.countryCode !== 'CZ' && order.vatIdCheck?.status === 'valid';
        expect(priced.reverseCharge).toBe(reverse);
        const rate = reverse ? 0 : (country?.rates[0]?.rateBasisPoints ?? 0);
        expect(priced.vatRateBasisPoints).toBe(rate);
        // VAT is the exact product, rounded: never more than half a minor unit away from it.
        const exactTimes2 = priced.priceWithoutVat * BigInt(rate) * 2n;
        const roundedTimes2 = priced.vatAmount * 10_000n * 2n;
        expect(roundedTimes2 - exactTimes2).toBeLessThanOrEqual(10_000n);
        expect(exactTimes2 - roundedTimes2).toBeLessThan(10_000n);
      }),
    );
  });

  it('discounts with the voucher exactly as its kind says, and only the items it applies to', () => {
    fc.assert(
      fc.property(pricedArb, ({ order, priced }) => {
        const voucher = order.voucher;
        const discounts = priced.items.map((item) => item.voucherDiscount);
        if (!voucher) {
          expect(discounts.every((discount) => discount === 0n)).toBe(true);
          expect(priced.coveredByVoucher).toBe(false);
          return;
        }
        priced.items.forEach((item) => {
          const net = item.basePrice - item.levelDiscount;
          const eligible = item.checked && voucher.appliesTo.includes(item.type);
          if (!eligible) expect(item.voucherDiscount).toBe(0n);
          if (voucher.kind === 'percent' && eligible) expect(item.voucherDiscount).toBe(mulDivRoundHalfUp(net, BigInt(voucher.percent ?? 0), 100n));
          if (voucher.kind === 'free_domain') {
            if (item.type !== 'domain') expect(item.voucherDiscount).toBe(0n);
            expect(item.firstYearFree).toBe(item.voucherDiscount > 0n);
          }
        });
        if (voucher.kind === 'fixed') {
          const eligibleTotal = sum(priced.items.filter((item) => item.checked && voucher.appliesTo.includes(item.type)).map((item) => item.basePrice - item.levelDiscount));
          const expected = voucher.currency === order.currency ? ((voucher.amountMinor ?? 0n) < eligibleTotal ? (voucher.amountMinor ?? 0n) : eligibleTotal) : 0n;
          expect(sum(discounts)).toBe(expected);
        }
        expect(priced.coveredByVoucher).toBe(priced.priceBeforeVoucher > 0n && priced.priceWithoutVat === 0n);
      }),
    );
  });

  it('credits an upgrade with the unused part of the current package, never beyond the new price', () => {
    fc.assert(
      fc.property(pricedArb, ({ order, priced }) => {
        for (const item of priced.items) {
          if (item.type !== 'package') expect(item.levelDiscount).toBe(0n);
          expect(item.levelDiscount).toBeLessThanOrEqual(item.basePrice);
          const upgrade = 'action' in item.source && item.source.action === 'upgrade';
          if (!upgrade || !order.upgradeCredit || order.upgradeCredit.paidUntil <= order.now) expect(item.levelDiscount).toBe(0n);
          // Nothing of the credit disappears unsaid: what the price cannot take is the forfeited part, and only then.
          expect(item.levelDiscountForfeited).toBeGreaterThanOrEqual(0n);
          if (item.levelDiscountForfeited > 0n) expect(item.levelDiscount).toBe(item.basePrice);
          if (item.type !== 'package' || !item.checked) expect(item.levelDiscountForfeited).toBe(0n);
        }
      }),
    );
  });

  it('forfeits exactly the credit beyond the new price', () => {
    fc.assert(
      fc.property(pricedArb, ({ catalogue, order, priced }) => {
        for (const item of priced.items) {
          if (item.type !== 'package' || !item.checked || !('action' in item.source) || item.source.action !== 'upgrade') continue;
          expect(item.levelDiscount + item.levelDiscountForfeited).toBe(upgradeCredit(catalogue, order));
        }
      }),
    );
  });

  it('offers every add-on and plugin not in an order that has a package, unchecked and free', () => {
    fc.assert(
      fc.property(pricedArb, ({ catalogue, order, priced }) => {
        const offered = priced.items.filter((item) => item.hash.startsWith('offer:'));
        const inOrder = order.items.filter((item) => item.type === 'addon' || item.type === 'plugin').length;
        const hasPackage = order.items.some((item) => item.type === 'package');
        expect(offered).toHaveLength(hasPackage ? catalogue.addons.size - inOrder : 0);
        for (const item of offered) expect([item.checked, item.price]).toEqual([false, 0n]);
      }),
    );
  });
});

describe('variants', () => {
  it('mark savings against the shortest period and rank them, the best saving highest', () => {
    const variants = variantsOf('package', new Map([[1, 1000n], [12, 9600n], [24, 16800n]]), 12);
    expect(variants.map((variant) => [variant.months, variant.savings, variant.recommendationLevel, variant.active])).toEqual([
      [1, null, 0, false],
      [12, 2400n, 1, true],
      [24, 7200n, 2, false],
    ]);
    expect(variantsOf('domain', new Map([[12, 1000n], [24, 2200n]]), 24).map((variant) => [variant.interval, variant.savings])).toEqual([
      [{ units: 1, period: 'year' }, null],
      [{ units: 2, period: 'year' }, null],
    ]);
  });
});

describe('money arithmetic', () => {
  it('splits an amount in proportion so that the parts add up exactly', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.array(fc.bigInt({ min: 0n, max: 10n ** 9n }), { minLength: 1, maxLength: 12 }), (total, weights) => {
        const parts = splitProportionally(total, weights);
        const weightSum = sum(weights);
        expect(sum(parts)).toBe(weightSum === 0n ? 0n : total);
        parts.forEach((part, index) => {
          if (weights[index] === 0n) expect(part).toBe(0n);
          expect(part).toBeGreaterThanOrEqual(0n);
        });
      }),
    );
  });

  it('shows VAT rates without trailing zeros', () => {
    expect([2100, 810, 2550, 0, 1700].map(ratePercentText)).toEqual(['21', '8.1', '25.5', '0', '17']);
    expect(vatAmount(1000n, 2100)).toBe(210n);
    expect(vatAmount(5n, 1000)).toBe(1n);
  });
});

const businessIdArb = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 7, maxLength: 7 }).map((digits) => {
  const weighted = digits.reduce((total, digit, index) => total + digit * (8 - index), 0);
  return `${digits.join('')}${(11 - (weighted % 11)) % 10}`;
});

describe('business and tax IDs', () => {
  it('accepts an IČO exactly when its eighth digit is the mod-11 check digit', () => {
    fc.assert(
      fc.property(businessIdArb, fc.integer({ min: 1, max: 9 }), (ico, shift) => {
        expect(isValidBusinessId(ico)).toBe(true);
        const wrong = `${ico.slice(0, 7)}${(Number(ico[7]) + shift) % 10}`;
        expect(isValidBusinessId(wrong)).toBe(false);
      }),
    );
    expect(['25596641', '27082440', '00006947'].map(isValidBusinessId)).toEqual([true, true, true]);
    expect(['2559664', '255966410', '2559664a', ''].map(isValidBusinessId)).toEqual([false, false, false, false]);
  });

  it('accepts a DIČ with an EU prefix, and for CZ only 8 to 10 digits', () => {
    const eu = new Set(['CZ', 'DE', 'EL']);
    expect(['CZ25596641', 'CZ1234567890', 'cz 255 966 41', 'DE123456789', 'EL123456789'].map((id) => isValidTaxId(id, eu))).toEqual([true, true, true, true, true]);
    expect(['CZ1234567', 'CZ12345678901', 'CZ1234567A', 'US123456789', 'GR123456789', '25596641', ''].map((id) => isValidTaxId(id, eu))).toEqual([false, false, false, false, false, false, false]);
  });

  it('charges no VAT to a company with a VAT ID of another EU country billed there that VIES confirmed, and says so', () => {
    const since = (rateBasisPoints: number) => [{ rateBasisPoints, validFrom: '2000-01-01', validTo: null }];
    const catalogue = {
      vatCountries: new Map([
        ['CZ', { countryCode: 'CZ', countryName: 'Czechia', rates: since(2100), eu: true, vatPrefix: 'CZ' }],
        ['DE', { countryCode: 'DE', countryName: 'Germany', rates: since(1900), eu: true, vatPrefix: 'DE' }],
        ['CH', { countryCode: 'CH', countryName: 'Switzerland', rates: since(810), eu: false, vatPrefix: null }],
      ]),
      seller: { countryCode: 'CZ', vatPayer: true },
    } as unknown as PricingCatalogue;
    const moment = new Date('2026-11-27T10:00:00Z');
    const check = (vatId: string, status: VatIdCheck['status']): VatIdCheck => ({ vatId, status, consultationNumber: status === 'valid' ? 'WAPI1' : null, checkedAt: '2026-11-21T10:00:00.000Z' });
    const rate = (billing: Record<string, string>, vies: VatIdCheck | null = check('DE123456789', 'valid')) => {
      const outcome = vatFor(catalogue, billing, moment, vies);
      return [outcome.rateBasisPoints, outcome.reverseCharge];
    };
    expect(rate({ country: 'DE', companyBilling: 'true', dic: 'DE123456789' })).toEqual([0, true]);
    expect(rate({ country: 'DE', companyBilling: 'true', dic: 'de 123 456 789' })).toEqual([0, true]);
    // Only VIES's yes for the same VAT ID grants it.
    expect(rate({ country: 'DE', companyBilling: 'true', dic: 'DE123456789' }, null)).toEqual([1900, false]);
    expect(rate({ country: 'DE', companyBilling: 'true', dic: 'DE123456789' }, check('DE123456789', 'invalid'))).toEqual([1900, false]);
    expect(rate({ country: 'DE', companyBilling: 'true', dic: 'DE123456789' }, check('DE123456789', 'unavailable'))).toEqual([1900, false]);
    expect(rate({ country: 'DE', companyBilling: 'true', dic: 'DE987654321' })).toEqual([1900, false]);
    expect(vatFor(catalogue, { country: 'DE', companyBilling: 'true', dic: 'DE987654321' }, moment, check('DE123456789', 'valid')).vatIdCheck).toEqual({ vatId: 'DE987654321', status: 'unchecked', consultationNumber: null, checkedAt: null });
    expect(rate({ country: 'DE', dic: 'DE123456789' })).toEqual([1900, false]);
    expect(rate({ country: 'DE', companyBilling: 'true', dic: 'CZ25596641' })).toEqual([1900, false]);
    expect(rate({ country: 'CZ', companyBilling: 'true', dic: 'CZ25596641' })).toEqual([2100, false]);
    expect(rate({ country: 'CH', companyBilling: 'true', dic: 'DE123456789' })).toEqual([810, false]);
    expect(rate({})).toEqual([2100, false]);
  });
});

describe('voucher validity', () => {
  const base: Voucher = { id: 'v', code: 'X', kind: 'percent', percent: 10, amountMinor: null, currency: null, appliesTo: ['package'], text: '', validFrom: null, validUntil: null, usageLimit: null, usedCount: 0 };
  const items = [{ type: 'package' as const, checked: true, price: 1000n, freeFirstYear: null }];
  const now = new Date('2026-11-21T00:00:00Z');
  it('refuses a voucher outside its dates, used up, or discounting nothing in the order', () => {
    expect(voucherProblem(base, 'EUR', items, now)).toBeUndefined();
    expect(voucherProblem({ ...base, validFrom: new Date('2027-01-01') }, 'EUR', items, now)).toBe('VOUCHER_NOT_YET_VALID');
    expect(voucherProblem({ ...base, validUntil: new Date('2026-01-01') }, 'EUR', items, now)).toBe('VOUCHER_EXPIRED');
    expect(voucherProblem({ ...base, usageLimit: 3, usedCount: 3 }, 'EUR', items, now)).toBe('VOUCHER_USED_UP');
    expect(voucherProblem({ ...base, appliesTo: ['domain'] }, 'EUR', items, now)).toBe('VOUCHER_NOT_APPLICABLE');
    expect(voucherProblem({ ...base, kind: 'fixed', percent: null, amountMinor: 500n, currency: 'CZK' }, 'EUR', items, now)).toBe('VOUCHER_NOT_APPLICABLE');
  });
});
