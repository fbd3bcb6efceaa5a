/**
 * The demo catalogue the seed writes into an empty database: five packages with prices in CZK, EUR and USD,
 * their features and tooltips, the FAQ, the page texts, the feature flags and the VAT display setting.
 * Amounts are monthly prices in minor units (cents, haléře) for each billing period in months.
 */
import type { Currency } from '../../contracts/pricelist';
import type { PageTexts } from '../domain/catalogue-snapshot';
import type { PackageLimits } from '../domain/website-fit';

export type BillingPeriod = 1 | 12 | 24;
export interface DiscountedPrice {
  price: bigint;
  /** The regular price; the seed stores the discount in whole percent next to it. */
  original: bigint;
}
export type PriceTable = Record<Currency, Record<BillingPeriod, bigint | DiscountedPrice>>;
export type FeatureValue = string | { value: string; included?: boolean; questionMark?: boolean };

export interface PackageSeed {
  identifier: string;
  name: string;
  label: string;
  className: string;
  version: number;
  highlighted?: boolean;
  prices: PriceTable;
  /** Keyed by feature identifier; a package lists only the features named here. */
  features: Record<string, FeatureValue>;
  /** What a website on this package may use; must agree with the pages, storage and eshop features above. */
  limits: PackageLimits;
}

export type { PackageLimits };

const notIncluded: FeatureValue = { value: 'Not included', included: false };

export const currencies: { code: Currency; warning: string | null }[] = [
  { code: 'CZK', warning: null },
  { code: 'EUR', warning: null },
  {
    code: 'USD',
    warning: 'Prices in US dollars are charged in USD. Your bank may add a currency conversion fee.',
  },
];

export const tooltips: { identifier: string; text: string }[] = [
  { identifier: 'tooltip-domain', text: 'Connect a domain you already own, or buy a new one with the package.' },
  { identifier: 'tooltip-free-domain', text: 'A new .com, .eu or country domain free for the first year when you pay for 12 or 24 months.' },
  { identifier: 'tooltip-storage', text: 'Space for your pages, images, documents and e-mail.' },
  { identifier: 'tooltip-bandwidth', text: 'The data your visitors download each month. Unlimited means fair use: no caps for ordinary websites.' },
  { identifier: 'tooltip-pages', text: 'How many pages your website can have, blog posts not counted.' },
  { identifier: 'tooltip-email', text: 'Mailboxes on your own domain, such as info@yourdomain.com.' },
  { identifier: 'tooltip-eshop', text: 'Sell products online with a cart, payments and order management.' },
  { identifier: 'tooltip-backups', text: 'Copies of your website you can restore with one click.' },
  { identifier: 'tooltip-support', text: 'How our customer care reaches you and how fast it answers.' },
];

/** In the order the price list shows them. */
export const features: { identifier: string; name: string; tooltip: string | null }[] = [
  { identifier: 'domain', name: 'Domain connection', tooltip: 'tooltip-domain' },
  { identifier: 'freeDomain', name: 'Free domain for 1 year', tooltip: 'tooltip-free-domain' },
  { identifier: 'storage', name: 'Storage', tooltip: 'tooltip-storage' },
  { identifier: 'bandwidth', name: 'Bandwidth', tooltip: 'tooltip-bandwidth' },
  { identifier: 'pages', name: 'Pages', tooltip: 'tooltip-pages' },
  { identifier: 'email', name: 'E-mail accounts', tooltip: 'tooltip-email' },
  { identifier: 'eshop', name: 'Online store', tooltip: 'tooltip-eshop' },
  { identifier: 'ssl', name: 'SSL certificate', tooltip: null },
  { identifier: 'backups', name: 'Backups', tooltip: 'tooltip-backups' },
  { identifier: 'support', name: 'Support', tooltip: 'tooltip-support' },
];

/** In the order the price list shows them; the first, `limited`, is the cheapest. */
export const packages: PackageSeed[] = [
  {
    identifier: 'limited',
    name: 'Limited',
    label: 'Your own domain',
    className: 'package package--limited',
    version: 1,
    prices: {
      CZK: { 1: 6900n, 12: 4900n, 24: 3900n },
      EUR: { 1: 299n, 12: 199n, 24: 169n },
      USD: { 1: 329n, 12: 229n, 24: 189n },
    },
    features: {
      domain: 'Connect or buy',
      storage: '500 MB',
      bandwidth: '1 GB a month',
      pages: '5',
      email: notIncluded,
      eshop: notIncluded,
      ssl: 'Included',
      backups: notIncluded,
      support: 'E-mail',
    },
    limits: { maxPages: 5, storageMb: 500, eshop: false },
  },
  {
    identifier: 'mini',
    name: 'Mini',
    label: 'For a start',
    className: 'package package--mini',
    version: 1,
    prices: {
      CZK: { 1: 14900n, 12: 9900n, 24: 8900n },
      EUR: { 1: 599n, 12: 399n, 24: 349n },
      USD: { 1: 649n, 12: 449n, 24: 399n },
    },
    features: {
      domain: 'Connect or buy',
      storage: '2 GB',
      bandwidth: '10 GB a month',
      pages: '20',
      email: '1 mailbox',
      eshop: notIncluded,
      ssl: 'Included',
      backups: 'Weekly',
      support: 'E-mail',
    },
    limits: { maxPages: 20, storageMb: 2048, eshop: false },
  },
  {
    identifier: 'standard',
    name: 'Standard',
    label: 'Most popular',
    className: 'package package--standard',
    version: 1,
    highlighted: true,
    prices: {
      CZK: { 1: 29900n, 12: 19900n, 24: 17900n },
      EUR: { 1: 1199n, 12: 799n, 24: 699n },
      USD: { 1: 1299n, 12: 899n, 24: 799n },
    },
    features: {
      domain: 'Connect or buy',
      freeDomain: 'Included',
      storage: '10 GB',
      bandwidth: { value: 'Unlimited', questionMark: true },
      pages: '100',
      email: '5 mailboxes',
      eshop: 'Up to 20 products',
      ssl: 'Included',
      backups: 'Daily',
      support: 'E-mail and chat',
    },
    limits: { maxPages: 100, storageMb: 10240, eshop: true },
  },
  {
    identifier: 'profi',
    name: 'Profi',
    label: 'For growing websites',
    className: 'package package--profi',
    version: 1,
    prices: {
      CZK: { 1: 49900n, 12: { price: 29900n, original: 39900n }, 24: { price: 27900n, original: 35900n } },
      EUR: { 1: 1999n, 12: { price: 1199n, original: 1599n }, 24: { price: 1099n, original: 1399n } },
      USD: { 1: 2199n, 12: { price: 1349n, original: 1799n }, 24: { price: 1199n, original: 1549n } },
    },
    features: {
      domain: 'Connect or buy',
      freeDomain: 'Included',
      storage: '50 GB',
      bandwidth: { value: 'Unlimited', questionMark: true },
      pages: 'Unlimited',
      email: '20 mailboxes',
      eshop: 'Up to 500 products',
      ssl: 'Included',
      backups: 'Daily',
      support: 'Priority e-mail and chat',
    },
    limits: { maxPages: null, storageMb: 51200, eshop: true },
  },
  {
    identifier: 'business',
    name: 'Business',
    label: 'For online stores',
    className: 'package package--business',
    version: 1,
    prices: {
      CZK: { 1: 79900n, 12: 59900n, 24: 54900n },
      EUR: { 1: 3199n, 12: 2399n, 24: 2199n },
      USD: { 1: 3499n, 12: 2599n, 24: 2399n },
    },
    features: {
      domain: 'Connect or buy',
      freeDomain: 'Included',
      storage: '100 GB',
      bandwidth: { value: 'Unlimited', questionMark: true },
      pages: 'Unlimited',
      email: '50 mailboxes',
      eshop: 'Unlimited products',
      ssl: 'Included',
      backups: 'Daily, kept for 30 days',
      support: 'Priority, with phone',
    },
    limits: { maxPages: null, storageMb: 102400, eshop: true },
  },
];

export const faq: { identifier: string; question: string; answer: string; isShown: boolean }[] = [
  {
    identifier: 'which-package',
    question: 'Which package should I choose?',
    answer: 'Start with the package that covers what your website needs today: pages, storage and whether you sell online. You can move to a larger package at any time and only pay the difference.',
    isShown: true,
  },
  {
    identifier: 'change-package',
    question: 'Can I change my package later?',
    answer: 'Yes. An upgrade takes effect immediately and the unused part of your current package is credited. A downgrade takes effect when the paid period ends.',
    isShown: false,
  },
  {
    identifier: 'own-domain',
    question: 'Can I use a domain I already own?',
    answer: 'Yes. Every package, Limited included, lets you connect a domain registered anywhere. We show you the DNS records to set, and the connection is usually live within a few hours.',
    isShown: false,
  },
  {
    identifier: 'free-domain',
    question: 'How does the free domain work?',
    answer: 'Standard, Profi and Business packages paid for 12 or 24 months include one new domain free for the first year. After that it renews at the regular domain price.',
    isShown: false,
  },
  {
    identifier: 'payment-methods',
    question: 'How can I pay?',
    answer: 'By card, by online bank payment or by bank transfer. Card payments are activated at once; a bank transfer activates the package when the money arrives.',
    isShown: false,
  },
  {
    identifier: 'expiry',
    question: 'What happens when my package expires?',
    answer:
      'We remind you by e-mail 30, 14 and 3 days before the end of the paid period, and on the day it ends, each time with a link to renew. If you do not renew, your website switches to the free version and your content stays safe for 90 days: renew within them and your package is back. After the 90 days the website is archived; we e-mail you a week before.',
    isShown: false,
  },
  {
    identifier: 'vat',
    question: 'Do the prices include VAT?',
    answer: 'No. Prices are shown without VAT; the VAT of your country is added in the checkout according to your billing details.',
    isShown: false,
  },
];

export const pageTexts: PageTexts = {
  heading: 'Choose the package for your website',
  subHeading: 'Every package includes hosting, an SSL certificate and the website builder. Pay monthly, yearly or for two years.',
  faqHeading: 'Frequently asked questions',
  callToActionHeading: 'Not ready to choose yet?',
  callToActionText: 'Create your website for free and pick a package when you are ready to publish.',
  callToActionButtonText: 'Create a website for free',
  purchaseButtonText: 'Purchase',
  priceDescription: 'a month when paid yearly',
};

export const featureFlags: Record<string, boolean> = {
  freeDomainHighlightInPricelist: true,
};

/** Display settings kept as JSON values in the settings table. */
export const settings: Record<string, unknown> = {
  pricesExcludeVat: true,
};

/** The demo account of the README, for trying the portal and for the browser tests. */
export const demoAccount = {
  fullname: 'Demo Customer',
  email: 'demo@hosting-portal.test',
  password: 'demo-portal-2026',
};

/** The demonstration operator of the back office (/admin), named in the README; change or remove it in a real deployment. */
export const demoOperator = {
  fullname: 'Demo Operator',
  email: 'operator@hosting-portal.test',
  password: 'operator-portal-2026',
};

export interface WebsiteSeed {
  name: string;
  /** Identifier of the current package, or null for none. */
  currentPackage: string | null;
  usedPages: number;
  usedStorageMb: number;
  usesEshop: boolean;
}

/**
 * demo-shop has no package yet and is too big for Limited and Mini (an e-shop, 40 pages, 3000 MB), so its price
 * list shows both with unsupported features; demo-blog is small and on Mini, so its price list shows Limited as a
 * downgrade, Mini as current and the rest as upgrades.
 */
export const demoWebsites: WebsiteSeed[] = [
  { name: 'demo-shop', currentPackage: null, usedPages: 40, usedStorageMb: 3000, usesEshop: true },
  { name: 'demo-blog', currentPackage: 'mini', usedPages: 4, usedStorageMb: 150, usesEshop: false },
];
