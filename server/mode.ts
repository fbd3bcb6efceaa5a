import { DEMO_SELLER } from './tax/seller';
import { DEMO_TRANSFER_ACCOUNT } from './payments/config';
import { VIES_STAND_IN_PATH } from './tax/vies-stand-in';

/**
 * PORTAL_MODE, the portal's own switch (ARCHITECTURE.md, Modes). `demo`, the default and what `npm start` runs, has
 * the conveniences for trying the portal on one machine (server/demo.ts, the demo seed); `production` has none of
 * them and refuses to start without the settings a real business needs (productionProblems).
 */
export const PORTAL_MODES = ['demo', 'production'] as const;
export type PortalMode = (typeof PORTAL_MODES)[number];

/**
 * OPERATOR_2FA: whether operators must sign in with two factors. `optional` (the default, also in demo mode): each
 * operator may turn it on; `required`: an operator without it reaches only the console's Security page until it is on.
 */
export const OPERATOR_TWO_FACTOR_POLICIES = ['optional', 'required'] as const;
export type OperatorTwoFactorPolicy = (typeof OPERATOR_TWO_FACTOR_POLICIES)[number];

/** A setting production refuses, in the words of the start-up error: the variable (or variables) and why. */
export interface SettingProblem {
  name: string;
  message: string;
}

/** The variables production checks, as they were read (an empty one counts as unset). */
export type ProductionSettings = Partial<
  Record<
    | 'SMTP_URL'
    | 'PUBLIC_URL'
    | 'SELLER_NAME'
    | 'SELLER_ADDRESS'
    | 'SELLER_VAT_ID'
    | 'SELLER_COMPANY_ID'
    | 'STRIPE_SECRET_KEY'
    | 'STRIPE_PUBLISHABLE_KEY'
    | 'STRIPE_WEBHOOK_SECRET'
    | 'BANK_TRANSFER_ACCOUNT_NAME'
    | 'BANK_TRANSFER_IBAN'
    | 'BANK_TRANSFER_BIC'
    | 'VIES_URL',
    string
  >
>;

/** The lines of SELLER_ADDRESS ("Street 1|110 00 Praha 1|Czechia"). */
export function addressLines(value: string): string[] {
  return value
    .split('|')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

const SELLER_VARIABLES = {
  SELLER_NAME: { demo: DEMO_SELLER.name, what: 'name' },
  SELLER_ADDRESS: { demo: DEMO_SELLER.addressLines.join('|'), what: 'address' },
  SELLER_VAT_ID: { demo: DEMO_SELLER.vatId, what: 'VAT ID' },
  SELLER_COMPANY_ID: { demo: DEMO_SELLER.companyId, what: 'company registration number' },
} as const;

export const PAYMENT_METHOD_VARIABLES = 'STRIPE_* or BANK_TRANSFER_*';

/**
 * Every setting production cannot run without, or that still holds a demonstration value, each named once: e-mail
 * must really be sent (SMTP_URL) with links to the portal's https:// address (PUBLIC_URL), invoices must name the
 * real seller (SELLER_*), and at least one real payment method must take the money (the Stripe keys, or a bank
 * account of the seller's own for transfers). Empty when production may start.
 */
export function productionProblems(settings: ProductionSettings): SettingProblem[] {
  const problems: SettingProblem[] = [];
  if (settings.SMTP_URL === undefined) {
    problems.push({ name: 'SMTP_URL', message: 'must be set in production: sign-up links, password resets and invoices are e-mailed' });
  }
  if (settings.PUBLIC_URL === undefined) {
    problems.push({ name: 'PUBLIC_URL', message: "must be set in production to the portal's https:// address: e-mailed links start with it" });
  } else if (!settings.PUBLIC_URL.startsWith('https://')) {
    problems.push({ name: 'PUBLIC_URL', message: 'must be an https:// address in production: e-mailed links carry sign-in and reset tokens' });
  }
  for (const [name, seller] of Object.entries(SELLER_VARIABLES) as [keyof typeof SELLER_VARIABLES, (typeof SELLER_VARIABLES)[keyof typeof SELLER_VARIABLES]][]) {
    const value = settings[name];
    if (value === undefined) {
      problems.push({ name, message: `must be set in production: it is the seller's ${seller.what} on every invoice` });
    } else if ((name === 'SELLER_ADDRESS' ? addressLines(value).join('|') : value) === seller.demo) {
      problems.push({ name, message: `is the demonstration seller's ${seller.what}: production invoices must name the real seller` });
    }
  }
  const stripe = settings.STRIPE_SECRET_KEY !== undefined && settings.STRIPE_PUBLISHABLE_KEY !== undefined && settings.STRIPE_WEBHOOK_SECRET !== undefined;
  const bank = settings.BANK_TRANSFER_ACCOUNT_NAME !== undefined && settings.BANK_TRANSFER_IBAN !== undefined && settings.BANK_TRANSFER_BIC !== undefined;
  if (settings.BANK_TRANSFER_IBAN === DEMO_TRANSFER_ACCOUNT.iban) {
    problems.push({ name: 'BANK_TRANSFER_IBAN', message: "is the demonstration account's IBAN: production needs the seller's own account" });
  } else if (!stripe && !bank) {
    problems.push({
      name: PAYMENT_METHOD_VARIABLES,
      message:
        'production needs at least one real payment method: the Stripe keys (STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET) ' +
        'or the bank account for transfers (BANK_TRANSFER_ACCOUNT_NAME, BANK_TRANSFER_IBAN, BANK_TRANSFER_BIC)',
    });
  }
  if (settings.VIES_URL !== undefined && new URL(settings.VIES_URL).pathname.replace(/\/+$/, '').endsWith(VIES_STAND_IN_PATH)) {
    problems.push({ name: 'VIES_URL', message: "is the demonstration stand-in's address: production checks VAT IDs with the EU's VIES (leave VIES_URL unset)" });
  }
  return problems;
}

/** MAIL_FROM when unset: the demonstration address in demo mode; in production, no-reply at PUBLIC_URL's host. */
export function defaultMailFrom(mode: PortalMode, publicUrl: string | undefined, demoFrom: string): string {
  if (mode === 'demo' || publicUrl === undefined) return demoFrom;
  return `Hosting Portal <no-reply@${new URL(publicUrl).hostname}>`;
}
