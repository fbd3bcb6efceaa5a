/**
 * The demo data of the checkout the seed writes (server/setup/seed.ts, seedCheckout): add-ons and plugins with their
 * prices, the TLDs the portal sells with theirs, VAT rates, demo vouchers and a demo order to try the checkout with.
 * Amounts are minor units (cents, haléře) excluding VAT; every price exists in CZK, EUR and USD.
 * The rules these rows feed are in docs/checkout.md.
 */
import type { Currency } from '../../contracts/pricelist';
import { demoAccount } from './catalogue';
import type { OrderItemType, OrderKind, VoucherKind } from './schema';

/** The billing periods add-ons and plugins are sold for, in months. */
export const ADDON_PERIODS = [1, 12, 24] as const;
export type AddonPeriod = (typeof ADDON_PERIODS)[number];

export interface AddonSeed {
  identifier: string;
  kind: 'addon' | 'plugin';
  title: string;
  label: string;
  /** One sentence. */
  info: string;
  showMoreText: string | null;
  kbArticleUrl: string | null;
  /** The price of the whole period (not per month), per currency; a longer period is cheaper per month. */
  prices: Record<Currency, Record<AddonPeriod, bigint>>;
}

/** In the order the checkout offers them; the seed numbers their positions from 1. */
export const addons: AddonSeed[] = [
  {
    identifier: 'extra-storage',
    kind: 'addon',
    title: 'Extra storage 10 GB',
    label: '+10 GB',
    info: 'Ten more gigabytes for pages, images, documents and e-mail.',
    showMoreText: 'The extra space is added to your package at once and stays as long as the add-on is paid.',
    kbArticleUrl: 'https://help.hosting-portal.test/articles/extra-storage',
    prices: {
      CZK: { 1: 4900n, 12: 49000n, 24: 88000n },
      EUR: { 1: 199n, 12: 1990n, 24: 3590n },
      USD: { 1: 219n, 12: 2190n, 24: 3990n },
    },
  },
  {
    identifier: 'email-plus',
    kind: 'addon',
    title: 'Five more mailboxes',
    label: '+5 mailboxes',
    info: 'Five more mailboxes on your own domain, each with 5 GB of space.',
    showMoreText: null,
    kbArticleUrl: 'https://help.hosting-portal.test/articles/mailboxes',
    prices: {
      CZK: { 1: 5900n, 12: 59000n, 24: 105000n },
      EUR: { 1: 249n, 12: 2490n, 24: 4490n },
      USD: { 1: 279n, 12: 2790n, 24: 4990n },
    },
  },
  {
    identifier: 'seo-booster',
    kind: 'plugin',
    title: 'SEO Booster',
    label: 'Get found',
    info: 'Checks every page for search engines and tells you what to improve.',
    showMoreText: 'Weekly reports of titles, descriptions, headings, broken links and page speed, with a fix for each finding.',
    kbArticleUrl: 'https://help.hosting-portal.test/articles/seo-booster',
    prices: {
      CZK: { 1: 9900n, 12: 99000n, 24: 175000n },
      EUR: { 1: 399n, 12: 3990n, 24: 6990n },
      USD: { 1: 449n, 12: 4490n, 24: 7990n },
    },
  },
  {
    identifier: 'cookie-scanner',
    kind: 'plugin',
    title: 'Cookie Scanner',
    label: 'Cookie consent',
    info: 'Finds the cookies your website sets and keeps its consent banner up to date.',
    showMoreText: null,
    kbArticleUrl: 'https://help.hosting-portal.test/articles/cookie-scanner',
    prices: {
      CZK: { 1: 3900n, 12: 39000n, 24: 69000n },
      EUR: { 1: 149n, 12: 1490n, 24: 2690n },
      USD: { 1: 169n, 12: 1690n, 24: 2990n },
    },
  },
];

export interface TldYearlyPrices {
  /** The first year of a new domain. */
  registration: bigint;
  /** Every later year. */
  renewal: bigint;
  /** The first year of a domain moved from another registrar. */
  transfer: bigint;
  /** Restoring a domain out of redemption, on top of its renewal: four years' renewal, as registries charge about that. */
  restoration: bigint;
  /** Per year; 0 where the TLD has no private registration. */
  privateRegistration: bigint;
}

export interface TldSeed {
  name: string;
  /** Whether the free-domain voucher can make the first year free. */
  supportsFreeVoucher: boolean;
  /** Whether the registry allows hiding the registrant. */
  privateRegistration: boolean;
  /** Whether the registry accepts internationalised (accented) names. */
  idn: boolean;
  prices: Record<Currency, TldYearlyPrices>;
}

const privateRegistration: Record<Currency, bigint> = { CZK: 12900n, EUR: 500n, USD: 600n };

function tldPrices(prices: Record<Currency, [registration: bigint, renewal: bigint, transfer: bigint]>, withPrivate: boolean): Record<Currency, TldYearlyPrices> {
  const row = (currency: Currency): TldYearlyPrices => {
    const [registration, renewal, transfer] = prices[currency];
    return { registration, renewal, transfer, restoration: renewal * 4n, privateRegistration: withPrivate ? privateRegistration[currency] : 0n };
  };
  return { CZK: row('CZK'), EUR: row('EUR'), USD: row('USD') };
}

/**
 * In the order the domain search lists them. .cz has no private registration: its registry (CZ.NIC) already
 * publishes only the registrant data the registrant chooses to disclose. .io has neither private registration nor
 * the free first year (its registry's prices are too high for the free-domain offer).
 */
export const tlds: TldSeed[] = [
  { name: 'com', idn: true, supportsFreeVoucher: true, privateRegistration: true, prices: tldPrices({ CZK: [32900n, 39900n, 32900n], EUR: [1290n, 1590n, 1290n], USD: [1390n, 1690n, 1390n] }, true) },
  { name: 'net', idn: true, supportsFreeVoucher: true, privateRegistration: true, prices: tldPrices({ CZK: [37900n, 44900n, 37900n], EUR: [1490n, 1790n, 1490n], USD: [1590n, 1890n, 1590n] }, true) },
  { name: 'org', idn: true, supportsFreeVoucher: true, privateRegistration: true, prices: tldPrices({ CZK: [34900n, 41900n, 34900n], EUR: [1390n, 1690n, 1390n], USD: [1490n, 1790n, 1490n] }, true) },
  { name: 'eu', idn: true, supportsFreeVoucher: true, privateRegistration: true, prices: tldPrices({ CZK: [19900n, 24900n, 19900n], EUR: [790n, 990n, 790n], USD: [890n, 1090n, 890n] }, true) },
  { name: 'cz', idn: false, supportsFreeVoucher: true, privateRegistration: false, prices: tldPrices({ CZK: [17900n, 24900n, 17900n], EUR: [690n, 990n, 690n], USD: [790n, 1090n, 790n] }, false) },
  { name: 'de', idn: true, supportsFreeVoucher: true, privateRegistration: true, prices: tldPrices({ CZK: [22900n, 24900n, 22900n], EUR: [890n, 990n, 890n], USD: [990n, 1090n, 990n] }, true) },
  { name: 'io', idn: false, supportsFreeVoucher: false, privateRegistration: false, prices: tldPrices({ CZK: [119900n, 139900n, 119900n], EUR: [4790n, 5590n, 4790n], USD: [5290n, 6190n, 5290n] }, false) },
];

export interface VatRateSeed {
  countryCode: string;
  countryName: string;
  /** 2100 = 21 %. */
  rateBasisPoints: number;
  eu: boolean;
  /** The prefix of the country's VAT IDs; null outside the EU. */
  vatPrefix: string | null;
}

const euState = (countryCode: string, countryName: string, rateBasisPoints: number, vatPrefix = countryCode): VatRateSeed => ({ countryCode, countryName, rateBasisPoints, eu: true, vatPrefix });
const nonEu = (countryCode: string, countryName: string, rateBasisPoints: number): VatRateSeed => ({ countryCode, countryName, rateBasisPoints, eu: false, vatPrefix: null });

/** The first day of the seeded rates: in force since before the portal billed anyone (as migration 0029 dates them). */
export const VAT_RATES_VALID_FROM = '2000-01-01';

/**
 * Standard VAT rates: the 27 EU member states as in force in 2026 to the best of our knowledge, and a few
 * countries outside the EU. DEMO DATA: check every rate against the official list (the European Commission's
 * "VAT rates applied in the Member States") before billing real customers.
 */
export const vatRates: VatRateSeed[] = [
  euState('AT', 'Austria', 2000),
  euState('BE', 'Belgium', 2100),
  euState('BG', 'Bulgaria', 2000),
  euState('HR', 'Croatia', 2500),
  euState('CY', 'Cyprus', 1900),
  euState('CZ', 'Czechia', 2100),
  euState('DK', 'Denmark', 2500),
  euState('EE', 'Estonia', 2400),
  euState('FI', 'Finland', 2550),
  euState('FR', 'France', 2000),
  euState('DE', 'Germany', 1900),
  // Greece's VAT IDs start with EL, not its ISO code.
  euState('GR', 'Greece', 2400, 'EL'),
  euState('HU', 'Hungary', 2700),
  euState('IE', 'Ireland', 2300),
  euState('IT', 'Italy', 2200),
  euState('LV', 'Latvia', 2100),
  euState('LT', 'Lithuania', 2100),
  euState('LU', 'Luxembourg', 1700),
  euState('MT', 'Malta', 1800),
  euState('NL', 'Netherlands', 2100),
  euState('PL', 'Poland', 2300),
  euState('PT', 'Portugal', 2300),
  euState('RO', 'Romania', 2100),
  euState('SK', 'Slovakia', 2300),
  euState('SI', 'Slovenia', 2200),
  euState('ES', 'Spain', 2100),
  euState('SE', 'Sweden', 2500),
  nonEu('GB', 'United Kingdom', 2000),
  nonEu('CH', 'Switzerland', 810),
  nonEu('NO', 'Norway', 2500),
  nonEu('US', 'United States', 0),
];

export interface VoucherSeed {
  /** Upper case. */
  code: string;
  kind: VoucherKind;
  /** percent vouchers only. */
  percent: number | null;
  /** fixed vouchers only, with their currency. */
  amount: { minor: bigint; currency: Currency } | null;
  appliesTo: OrderItemType[];
  text: string;
  validFrom: Date | null;
  validUntil: Date | null;
  usageLimit: number | null;
  usedCount: number;
}

export const ALL_ITEM_TYPES: OrderItemType[] = ['package', 'addon', 'plugin', 'domain', 'private_registration'];

const voucher = (fields: Pick<VoucherSeed, 'code' | 'kind' | 'appliesTo' | 'text'> & Partial<VoucherSeed>): VoucherSeed => ({
  percent: null,
  amount: null,
  validFrom: null,
  validUntil: null,
  usageLimit: null,
  usedCount: 0,
  ...fields,
});

/** Demo codes, one for each case the checkout must handle. */
export const vouchers: VoucherSeed[] = [
  voucher({ code: 'WELCOME10', kind: 'percent', percent: 10, appliesTo: ALL_ITEM_TYPES, text: '10 % off your whole order' }),
  voucher({ code: 'SAVE5EUR', kind: 'fixed', amount: { minor: 500n, currency: 'EUR' }, appliesTo: ['package'], text: '5 EUR off your package' }),
  voucher({ code: 'FREEDOMAIN', kind: 'free_domain', appliesTo: ['domain'], text: 'The first year of your domain for free' }),
  voucher({ code: 'COVERALL', kind: 'percent', percent: 100, appliesTo: ALL_ITEM_TYPES, text: 'Your whole order for free' }),
  voucher({ code: 'EXPIRED', kind: 'percent', percent: 20, appliesTo: ALL_ITEM_TYPES, text: '20 % off, valid until the end of 2020', validUntil: new Date('2020-12-31T23:59:59Z') }),
  voucher({ code: 'NOTYET', kind: 'percent', percent: 25, appliesTo: ALL_ITEM_TYPES, text: '25 % off from 2099', validFrom: new Date('2099-01-01T00:00:00Z') }),
  voucher({ code: 'USEDUP', kind: 'percent', percent: 15, appliesTo: ALL_ITEM_TYPES, text: '15 % off, for one order only', usageLimit: 1, usedCount: 1 }),
];

/** How long the demo website's current package is still paid when the seed runs, so an upgrade gets a credit. */
export const DEMO_PAID_DAYS_LEFT = 200;

export type DemoOrderItemSeed =
  | { type: 'package'; package: string; action: 'buy' | 'upgrade' | 'downgrade'; periodMonths: number }
  | { type: 'addon' | 'plugin'; addon: string; periodMonths: number }
  | { type: 'domain'; domain: string; tld: string; action: 'register' | 'transfer'; periodMonths: number }
  | { type: 'private_registration'; domain: string; tld: string; enabled: boolean; periodMonths: number; contact: Record<string, string> };

export interface DemoOrderSeed {
  /** Fixed, so the README can name it. */
  identifier: string;
  /** What the order buys; left out, it is derived from the items as for orders made before domains. */
  kind?: OrderKind | undefined;
  accountEmail: string;
  website: string;
  currency: Currency;
  items: DemoOrderItemSeed[];
}

/**
 * A draft order of the demo account for demo-blog (on Mini) holding one of every item type, so the checkout can
 * be tried before the domain search exists. The registrant is a private person: no company, IČO or DIČ.
 */
export const demoOrder: DemoOrderSeed = {
  identifier: 'ORD-DEMO2026',
  kind: 'domain_with_package',
  accountEmail: demoAccount.email,
  website: 'demo-blog',
  currency: 'EUR',
  items: [
    { type: 'package', package: 'standard', action: 'upgrade', periodMonths: 12 },
    { type: 'addon', addon: 'extra-storage', periodMonths: 12 },
    { type: 'plugin', addon: 'seo-booster', periodMonths: 12 },
    { type: 'domain', domain: 'demo-blog.com', tld: 'com', action: 'register', periodMonths: 12 },
    {
      type: 'private_registration',
      domain: 'demo-blog.com',
      tld: 'com',
      enabled: true,
      periodMonths: 12,
      contact: {
        firstname: 'Demo',
        surname: 'Customer',
        email: demoAccount.email,
        phone: '+420 601 123 456',
        address: 'Vinohradská 12',
        city: 'Praha',
        zip: '120 00',
        countryCode: 'CZ',
        company: '',
        ico: '',
        dic: '',
        state: '',
      },
    },
  ],
};

/**
 * A second demo order: a domain alone whose registrant data is incomplete (no phone or address yet), so that
 * finishing it stops at the missing-personal-data warning, as it will for any domain bought without it.
 */
export const demoOrderMissingData: DemoOrderSeed = {
  identifier: 'ORD-DEMO2027',
  kind: 'domain',
  accountEmail: demoAccount.email,
  website: 'demo-blog',
  currency: 'EUR',
  items: [
    { type: 'domain', domain: 'demo-blog.net', tld: 'net', action: 'register', periodMonths: 12 },
    {
      type: 'private_registration',
      domain: 'demo-blog.net',
      tld: 'net',
      enabled: true,
      periodMonths: 12,
      contact: { firstname: 'Demo', surname: 'Customer', email: demoAccount.email, phone: '', address: '', city: '', zip: '', countryCode: '', company: '', ico: '', dic: '', state: '' },
    },
  ],
};

/** Every demo order the seed writes. */
export const demoOrders: DemoOrderSeed[] = [demoOrder, demoOrderMissingData];
