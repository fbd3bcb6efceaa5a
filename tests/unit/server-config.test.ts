import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { DEMO_SELLER } from '../../server/tax/seller';
import { DEMO_TRANSFER_ACCOUNT } from '../../server/payments/config';
import { PRODUCTION_SETTINGS as PRODUCTION } from '../support/production-settings';

describe('configuration', () => {
  it('works with no variables at all', () => {
    expect(loadConfig({})).toEqual({
      mode: 'demo',
      port: 3000,
      host: '0.0.0.0',
      dataDir: resolve('data'),
      databaseUrl: undefined,
      pricelistCurrency: 'EUR',
      staticDir: resolve('dist'),
      sessionSecret: undefined,
      production: true,
      sessionIdleMinutes: 30,
      operatorTwoFactor: 'optional',
      vies: { url: 'http://127.0.0.1:3000/demo/vies' },
      logLevel: 'info',
      trustProxy: undefined,
      payments: { stripe: undefined, transfer: undefined },
      seller: DEMO_SELLER,
      mail: { smtpUrl: undefined, from: 'Hosting Portal <no-reply@hosting-portal.test>', publicUrl: 'http://localhost:3000', sendTimeoutMs: 30_000 },
      backups: { daily: false, retain: 7 },
      tracking: { rudderStackDataPlaneUrl: undefined, amplitudeReplay: false },
      cnbRatesUrl: 'https://www.cnb.cz/cs/financni-trhy/devizovy-trh/kurzy-devizoveho-trhu/kurzy-devizoveho-trhu/denni_kurz.txt',
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/portal',
      DATABASE_URL: 'postgres://portal:secret@db:5432/portal',
      PRICELIST_CURRENCY: 'CZK',
      STATIC_DIR: '/srv/portal',
      SESSION_SECRET: 's'.repeat(32),
      NODE_ENV: 'production',
      SESSION_IDLE_MINUTES: '45',
      OPERATOR_2FA: 'required',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'loopback, 10.0.0.0/8',
      STRIPE_SECRET_KEY: 'sk_test_0123456789',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_0123456789',
      STRIPE_WEBHOOK_SECRET: 'whsec_0123456789',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
      BANK_TRANSFER_ACCOUNT_NAME: 'Portal Ltd',
      BANK_TRANSFER_IBAN: 'DE89370400440532013000',
      BANK_TRANSFER_BIC: 'COBADEFFXXX',
      SELLER_NAME: 'Portal Ltd',
      SELLER_ADDRESS: 'Hlavní 1 | 602 00 Brno|| Czechia',
      SELLER_VAT_ID: 'CZ87654321',
      SELLER_COMPANY_ID: '87654321',
      SELLER_COUNTRY: 'SK',
      SELLER_VAT_PAYER: 'no',
      SMTP_URL: 'smtps://mailer:p%40ss@mail.example.com:465',
      MAIL_FROM: 'Portal <hello@portal.example>',
      PUBLIC_URL: 'https://portal.example/',
      MAIL_SEND_TIMEOUT_SECONDS: '12',
      BACKUP_DAILY: 'on',
      BACKUP_RETAIN: '14',
      CNB_RATES_URL: 'http://rates.internal:8080/cnb/denni_kurz.txt',
      VITE_RUDDERSTACK_WRITE_KEY: 'rudder-write-key',
      VITE_RUDDERSTACK_DATA_PLANE_URL: 'https://dataplane.example/v1',
      VITE_AMPLITUDE_API_KEY: 'amplitude-key',
      VIES_URL: 'https://vies.example/rest-api',
    });
    expect(config).toEqual({
      mode: 'demo',
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/portal',
      databaseUrl: 'postgres://portal:secret@db:5432/portal',
      pricelistCurrency: 'CZK',
      staticDir: '/srv/portal',
      sessionSecret: 's'.repeat(32),
      production: true,
      sessionIdleMinutes: 45,
      operatorTwoFactor: 'required',
      vies: { url: 'https://vies.example/rest-api' },
      logLevel: 'warn',
      trustProxy: ['loopback', '10.0.0.0/8'],
      payments: {
        stripe: { secretKey: 'sk_test_0123456789', publishableKey: 'pk_test_0123456789', webhookSecret: 'whsec_0123456789', apiUrl: 'http://127.0.0.1:12111', methods: ['card', 'checkout'] },
        transfer: { accountName: 'Portal Ltd', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
      },
      seller: { name: 'Portal Ltd', addressLines: ['Hlavní 1', '602 00 Brno', 'Czechia'], vatId: 'CZ87654321', companyId: '87654321', countryCode: 'SK', vatPayer: false },
      mail: { smtpUrl: 'smtps://mailer:p%40ss@mail.example.com:465', from: 'Portal <hello@portal.example>', publicUrl: 'https://portal.example', sendTimeoutMs: 12_000 },
      backups: { daily: true, retain: 14 },
      tracking: { rudderStackDataPlaneUrl: 'https://dataplane.example/v1', amplitudeReplay: true },
      cnbRatesUrl: 'http://rates.internal:8080/cnb/denni_kurz.txt',
    });
  });

  it("refuses a CNB_RATES_URL that is no http(s) address", () => {
    for (const wrong of ['www.cnb.cz/denni_kurz.txt', 'ftp://cnb.cz/denni_kurz.txt', 'https://']) {
      expect(() => loadConfig({ CNB_RATES_URL: wrong })).toThrow(`CNB_RATES_URL: must be the http:// or https:// address of the daily rate file (got "${wrong}")`);
    }
  });

  it("lets pages reach RudderStack only when the browser build would use it (a write key and an http(s) data plane)", () => {
    expect(loadConfig({ VITE_RUDDERSTACK_DATA_PLANE_URL: 'https://dataplane.example' }).tracking.rudderStackDataPlaneUrl).toBeUndefined();
    expect(loadConfig({ VITE_RUDDERSTACK_WRITE_KEY: 'key', VITE_RUDDERSTACK_DATA_PLANE_URL: 'not a url' }).tracking.rudderStackDataPlaneUrl).toBeUndefined();
    expect(loadConfig({ VITE_RUDDERSTACK_WRITE_KEY: 'key', VITE_RUDDERSTACK_DATA_PLANE_URL: 'ftp://dataplane.example' }).tracking.rudderStackDataPlaneUrl).toBeUndefined();
  });

  it('offers the card form and Stripe Checkout with the Stripe keys, or only the ways STRIPE_METHODS names', () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_0123456789', STRIPE_PUBLISHABLE_KEY: 'pk_test_0123456789', STRIPE_WEBHOOK_SECRET: 'whsec_0123456789' };
    expect(loadConfig(keys).payments.stripe?.methods).toEqual(['card', 'checkout']);
    expect(loadConfig({ ...keys, STRIPE_METHODS: 'checkout' }).payments.stripe?.methods).toEqual(['checkout']);
    expect(loadConfig({ ...keys, STRIPE_METHODS: ' checkout , card ' }).payments.stripe?.methods).toEqual(['checkout', 'card']);
    for (const wrong of ['paypal', 'card,', 'card,card,checkout']) {
      expect(() => loadConfig({ ...keys, STRIPE_METHODS: wrong })).toThrow('STRIPE_METHODS: must be card, checkout, or both separated by a comma (card,checkout)');
    }
  });

  it('is production-like unless NODE_ENV asks for development or test', () => {
    expect(loadConfig({}).production).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).production).toBe(true);
    expect(loadConfig({ NODE_ENV: 'staging' }).production).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).production).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).production).toBe(false);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', SESSION_SECRET: '' })).toMatchObject({ port: 3000, databaseUrl: undefined, sessionSecret: undefined });
  });

  it.each([
    ['PORT', '0', 'must be a port number from 1 to 65535'],
    ['PORT', '65536', 'must be a port number from 1 to 65535'],
    ['PORT', '3000abc', 'must be a port number from 1 to 65535'],
    ['PRICELIST_CURRENCY', 'eur', 'must be one of CZK, EUR, USD'],
    ['DATABASE_URL', 'mysql://db/portal', 'must be a postgres:// or postgresql:// connection string'],
    ['SESSION_SECRET', 'short', 'must be at least 32 characters long'],
    ['STRIPE_PUBLISHABLE_KEY', 'sk_test_0123456789', 'must be a Stripe publishable key (pk_...)'],
    ['STRIPE_API_URL', 'ftp://stripe.example', 'must be an http:// or https:// origin, such as http://127.0.0.1:12111'],
    ['BANK_TRANSFER_IBAN', 'CZ6508000000192000145398', 'must be an IBAN with a valid check number, without spaces'],
    ['BANK_TRANSFER_BIC', 'gibaczpx', 'must be a BIC of 8 or 11 capital letters and digits'],
    ['SELLER_ADDRESS', ' | ', 'must hold at least one address line (lines separated by |)'],
    ['MAIL_FROM', 'Portal <not-an-address>', 'must be an e-mail address, or a name and an address in angle brackets'],
    ['PUBLIC_URL', 'portal.example', 'must be an http:// or https:// origin, such as https://portal.example.com'],
    ['MAIL_SEND_TIMEOUT_SECONDS', '0', 'must be a whole number of seconds from 1 to 300'],
    ['SELLER_VAT_ID', 'cz87654321', 'must be a VAT ID: two capital letters and 2 to 13 letters or digits, such as CZ12345679'],
    ['SELLER_COUNTRY', 'Czechia', 'must be the country code of two capital letters, such as CZ'],
    ['SELLER_VAT_PAYER', 'true', 'must be yes or no'],
  ])('rejects %s=%s with a message naming it and the rule', (name, value, rule) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(`${name}: ${rule} (got "${value}")`);
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'x', PRICELIST_CURRENCY: 'GBP' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toMatch(/^Invalid configuration:\n {2}PORT: .*\n {2}PRICELIST_CURRENCY: /);
    }
  });

  it('never prints an SMTP address it refuses: it may hold a password', () => {
    const value = 'http://mailer:secret@mail.example.com';
    expect(() => loadConfig({ SMTP_URL: value })).toThrow(`SMTP_URL: must be an smtp:// or smtps:// address, such as smtp://user:password@mail.example.com:587 (got ${value.length} characters, not shown)`);
  });

  it('never prints a Stripe secret it refuses', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_live_oops-a-publishable-key' })).toThrow('STRIPE_SECRET_KEY: must be a Stripe secret key (sk_...) (got 30 characters, not shown)');
  });

  it('wants all three Stripe keys or none, and all three bank details or none', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_0123456789' })).toThrow(
      'STRIPE_PUBLISHABLE_KEY: must be set together with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (not set)',
    );
    expect(() => loadConfig({ BANK_TRANSFER_IBAN: 'DE89370400440532013000' })).toThrow('BANK_TRANSFER_BIC: must be set together with BANK_TRANSFER_ACCOUNT_NAME and BANK_TRANSFER_IBAN');
  });
});

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('production mode (PORTAL_MODE=production)', () => {
  it('is demo unless PORTAL_MODE says production, and refuses another value', () => {
    expect(loadConfig({}).mode).toBe('demo');
    expect(loadConfig({ PORTAL_MODE: 'demo' }).mode).toBe('demo');
    expect(loadConfig(PRODUCTION).mode).toBe('production');
    expect(() => loadConfig({ PORTAL_MODE: 'live' })).toThrow('PORTAL_MODE: must be one of demo, production (got "live")');
  });

  it('keeps daily backups in production unless BACKUP_DAILY=off, and in demo mode only when asked', () => {
    expect(loadConfig(PRODUCTION).backups).toEqual({ daily: true, retain: 7 });
    expect(loadConfig({ ...PRODUCTION, BACKUP_DAILY: 'off' }).backups.daily).toBe(false);
    expect(loadConfig({}).backups.daily).toBe(false);
    expect(loadConfig({ BACKUP_DAILY: 'on', BACKUP_RETAIN: '3' }).backups).toEqual({ daily: true, retain: 3 });
  });

  it('starts with the real settings, with either payment method alone', () => {
    expect(loadConfig(PRODUCTION)).toMatchObject({
      mode: 'production',
      seller: { name: 'Portal Ltd', addressLines: ['Hlavní 1', '602 00 Brno', 'Czechia'], vatId: 'CZ87654321', companyId: '87654321' },
      mail: { from: 'Hosting Portal <no-reply@portal.example>', publicUrl: 'https://portal.example' },
    });
    const { BANK_TRANSFER_ACCOUNT_NAME: _name, BANK_TRANSFER_IBAN: _iban, BANK_TRANSFER_BIC: _bic, ...withoutBank } = PRODUCTION;
    const stripe = { STRIPE_SECRET_KEY: 'sk_live_0123456789', STRIPE_PUBLISHABLE_KEY: 'pk_live_0123456789', STRIPE_WEBHOOK_SECRET: 'whsec_0123456789' };
    expect(loadConfig({ ...withoutBank, ...stripe }).payments).toMatchObject({ stripe: { secretKey: 'sk_live_0123456789' }, transfer: undefined });
  });

  it("asks the EU's VIES in production, demo mode's own stand-in otherwise, and refuses the stand-in in production", () => {
    expect(loadConfig(PRODUCTION).vies).toEqual({ url: 'https://ec.europa.eu/taxation_customs/vies/rest-api' });
    expect(loadConfig({ PORT: '3310' }).vies).toEqual({ url: 'http://127.0.0.1:3310/demo/vies' });
    expect(configError({ ...PRODUCTION, VIES_URL: 'http://127.0.0.1:3000/demo/vies/' })).toContain(
      "VIES_URL: is the demonstration stand-in's address: production checks VAT IDs with the EU's VIES (leave VIES_URL unset)",
    );
    expect(configError({ VIES_URL: 'ec.europa.eu' })).toContain('VIES_URL: must be an http:// or https:// address');
  });

  it('names every missing setting in one message', () => {
    const message = configError({ PORTAL_MODE: 'production' });
    expect(message.split('\n')).toEqual([
      'Invalid configuration:',
      '  SMTP_URL: must be set in production: sign-up links, password resets and invoices are e-mailed (not set)',
      "  PUBLIC_URL: must be set in production to the portal's https:// address: e-mailed links start with it (not set)",
      "  SELLER_NAME: must be set in production: it is the seller's name on every invoice (not set)",
      "  SELLER_ADDRESS: must be set in production: it is the seller's address on every invoice (not set)",
      "  SELLER_VAT_ID: must be set in production: it is the seller's VAT ID on every invoice (not set)",
      "  SELLER_COMPANY_ID: must be set in production: it is the seller's company registration number on every invoice (not set)",
      '  STRIPE_* or BANK_TRANSFER_*: production needs at least one real payment method: the Stripe keys (STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET) ' +
        'or the bank account for transfers (BANK_TRANSFER_ACCOUNT_NAME, BANK_TRANSFER_IBAN, BANK_TRANSFER_BIC)',
    ]);
  });

  it('names the missing settings together with the other bad variables', () => {
    const message = configError({ ...PRODUCTION, SMTP_URL: '', PORT: 'x' });
    expect(message).toMatch(/^Invalid configuration:\n {2}PORT: .*\n {2}SMTP_URL: must be set in production/);
  });

  it('refuses the demonstration values: the demo seller and the demo bank account', () => {
    const message = configError({
      ...PRODUCTION,
      SELLER_NAME: DEMO_SELLER.name,
      SELLER_ADDRESS: DEMO_SELLER.addressLines.join(' | '),
      SELLER_VAT_ID: DEMO_SELLER.vatId,
      SELLER_COMPANY_ID: DEMO_SELLER.companyId,
      BANK_TRANSFER_ACCOUNT_NAME: DEMO_TRANSFER_ACCOUNT.accountName,
      BANK_TRANSFER_IBAN: DEMO_TRANSFER_ACCOUNT.iban,
      BANK_TRANSFER_BIC: DEMO_TRANSFER_ACCOUNT.bic,
    });
    for (const [name, what] of [
      ['SELLER_NAME', 'name'],
      ['SELLER_ADDRESS', 'address'],
      ['SELLER_VAT_ID', 'VAT ID'],
      ['SELLER_COMPANY_ID', 'company registration number'],
    ]) {
      expect(message).toContain(`  ${name ?? ''}: is the demonstration seller's ${what ?? ''}: production invoices must name the real seller`);
    }
    expect(message).toContain("  BANK_TRANSFER_IBAN: is the demonstration account's IBAN: production needs the seller's own account");
    expect(message).not.toContain('SMTP_URL');
  });

  it('wants an https:// PUBLIC_URL', () => {
    expect(configError({ ...PRODUCTION, PUBLIC_URL: 'http://portal.example' })).toContain(
      'PUBLIC_URL: must be an https:// address in production: e-mailed links carry sign-in and reset tokens (got "http://portal.example")',
    );
    expect(() => loadConfig({ PUBLIC_URL: 'http://localhost:3000' })).not.toThrow();
  });
});
