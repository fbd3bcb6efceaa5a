import { describe, expect, it } from 'vitest';
import { AUTH_CODE_MESSAGE, DOMAIN_NAME_MESSAGES } from '../../contracts/domains';
import { client, graphql, signInDemo, testClock } from './accounts';
import { mutate, ok, readOrder, startCheckoutFile } from './checkout-support';
import { HOLDER, codeOf, domainCalls } from './domain-support';

const clock = testClock('2026-11-21T10:00:00.000Z');
const file = startCheckoutFile(clock);
const { search, create, created, choosePackage, setRegistrant, readyToFinish, finish, payCovered } = domainCalls(file);

describe('Query.domainSearch', () => {
  it('tells taken, transferable and available names apart, with prices in the requested currency', async () => {
    expect((await search('example.com')).data?.exact).toMatchObject({ domain: 'example.com', availability: 'TAKEN' });
    expect((await search('moving-house.com')).data?.exact).toMatchObject({ availability: 'TRANSFERABLE' });
    const free = await search('  WWW.My-Bakery-2026.com ', 'CZK');
    expect(free.data?.exact).toMatchObject({ domain: 'my-bakery-2026.com', tld: 'com', availability: 'AVAILABLE', registration: { amountMinor: 32900, currency: 'CZK' }, supportsFreeVoucher: true });
    expect((await search('my-bakery-2026')).data?.exact).toMatchObject({ domain: 'my-bakery-2026.com', registration: { currency: 'EUR' } });
  });

  it('suggests the label in every other TLD, available ones first, then in TLD order', async () => {
    const { data } = await search('example.com');
    // example.net, .org and .io are taken, so .eu, .cz and .de come first.
    expect(data?.suggestions.map((offer) => `${offer.domain}:${offer.availability}`)).toEqual([
      'example.eu:AVAILABLE',
      'example.cz:AVAILABLE',
      'example.de:AVAILABLE',
      'example.net:TAKEN',
      'example.org:TAKEN',
      'example.io:TAKEN',
    ]);
  });

  it('shows internationalised names in Unicode and suggests only TLDs that accept them', async () => {
    const { data } = await search('Café.com');
    expect(data?.exact).toMatchObject({ domain: 'café.com', asciiDomain: 'xn--caf-dma.com', availability: 'AVAILABLE' });
    expect(data?.suggestions.map((offer) => offer.tld)).toEqual(['net', 'org', 'eu', 'de']);
    expect((await search('xn--caf-dma.com')).data?.exact.domain).toBe('café.com');
  });

  it('refuses invalid names, TLDs not sold and accented names where the TLD takes none, with readable messages', async () => {
    expect((await search('my_bakery.com')).error).toMatchObject({ message: DOMAIN_NAME_MESSAGES.CHARACTERS, extensions: { code: 'INVALID_DOMAIN_NAME' } });
    expect((await search('a'.repeat(301))).error?.extensions?.code).toBe('INVALID_DOMAIN_NAME');
    expect((await search('bakery.xyz')).error).toMatchObject({ message: 'We do not sell .xyz domains yet', extensions: { code: 'TLD_NOT_OFFERED' } });
    expect((await search('kavárna.cz')).error).toMatchObject({ message: 'Domains ending in .cz cannot contain accented letters', extensions: { code: 'IDN_NOT_SUPPORTED' } });
  });
});

describe('Mutation.createDomainOrder', () => {
  it('needs a signed-in account', async () => {
    expect(codeOf(await create({ domain: 'sign-in-first.com', action: 'register' }, client('192.0.2.91')))).toBe('UNAUTHENTICATED');
  });

  it('registers a free name: a domain order with its private registration and the holder e-mail prefilled', async () => {
    const { data } = await create({ domain: 'café-order.com', action: 'register' });
    expect(data?.nextUrl).toBe(`/checkout/${data?.orderIdentifier}/personal-data`);
    const order = ok(await readOrder(file.harness.app, file.demo, data?.orderIdentifier ?? ''));
    expect(order).toMatchObject({ type: 'DOMAIN', domainNames: ['café-order.com'], status: 'DRAFT' });
    expect(order.items.map((item) => [item.__typename, item.domain, item.checked])).toEqual([
      ['DomainOrderItem', 'café-order.com', true],
      ['PrivateRegistrationOrderItem', 'café-order.com', true],
    ]);
    expect(order.items[1]).toMatchObject({ missingAnyPersonalData: true });
  });

  it('refuses taken names and names that cannot be transferred', async () => {
    const taken = await create({ domain: 'example.com', action: 'register' });
    expect(taken.error).toMatchObject({ extensions: { code: 'DOMAIN_TAKEN' } });
    expect(taken.error?.message).toContain('example.com');
    expect(codeOf(await create({ domain: 'moving-house.com', action: 'register' }))).toBe('DOMAIN_TAKEN');
    expect(codeOf(await create({ domain: 'nobody-has-this.com', action: 'transfer', authCode: 'MOVE-2026-OK' }))).toBe('DOMAIN_NOT_TRANSFERABLE');
    expect(codeOf(await create({ domain: 'example.com', action: 'transfer', authCode: 'MOVE-2026-OK' }))).toBe('DOMAIN_TAKEN');
    expect(codeOf(await create({ domain: 'bad name', action: 'register' }))).toBe('INVALID_DOMAIN_NAME');
    expect(codeOf(await create({ domain: 'bakery.xyz', action: 'register' }))).toBe('TLD_NOT_OFFERED');
    expect(codeOf(await create({ domain: 'kavárna.cz', action: 'register' }))).toBe('IDN_NOT_SUPPORTED');
  });

  it('transfers a name held elsewhere only with its auth code', async () => {
    expect((await create({ domain: 'moving-house.com', action: 'transfer' })).error).toMatchObject({ message: AUTH_CODE_MESSAGE, extensions: { code: 'INVALID_AUTH_CODE' } });
    expect(codeOf(await create({ domain: 'moving-house.com', action: 'transfer', authCode: 'WRONG-CODE-1' }))).toBe('INVALID_AUTH_CODE');
    const order = await created({ domain: 'moving-house.com', action: 'transfer', authCode: 'MOVE-2026-OK' });
    expect(order).toMatchObject({ transfer: true, domainNames: ['moving-house.com'] });
    expect(order.items[0]?.title).toBe('Transfer of moving-house.com');
  });

  it('checks the website: PROJECT_NOT_FOUND, and PROJECT_REQUIRED for a package', async () => {
    expect(codeOf(await create({ domain: 'site-check.com', action: 'register', projectName: 'not-mine' }))).toBe('PROJECT_NOT_FOUND');
    expect(codeOf(await create({ domain: 'site-check.com', action: 'register', withPackage: true }))).toBe('PROJECT_REQUIRED');
    const { data } = await create({ domain: 'site-check.com', action: 'register', projectName: 'demo-shop', withPackage: true });
    expect(data?.nextUrl).toBe(`/checkout/${data?.orderIdentifier}/package`);
    expect(ok(await readOrder(file.harness.app, file.demo, data?.orderIdentifier ?? ''))).toMatchObject({ type: 'DOMAIN_WITH_PACKAGE', mainOrderType: 'DOMAIN_WITH_PACKAGE' });
  });
});

describe('Mutation.chooseOrderPackage', () => {
  it('puts FREEDOMAIN on with a package that has a free domain, and takes it off with one that has none', async () => {
    const order = await created({ domain: 'free-first-year.com', action: 'register', projectName: 'demo-shop', withPackage: true });
    expect(codeOf(await finish(order))).toBe('PACKAGE_NOT_CHOSEN');
    const withStandard = ok(await choosePackage(order, 'standard'));
    expect(withStandard.voucher?.code).toBe('FREEDOMAIN');
    const domainItem = withStandard.items.find((item) => item.type === 'domain');
    expect(domainItem?.currentVariant).toMatchObject({ firstYearFree: true, price: { amountMinor: 0 } });
    const withMini = ok(await choosePackage(withStandard, 'mini'));
    expect(withMini.voucher).toBeNull();
    expect(withMini.items.filter((item) => item.type === 'package').map((item) => item.title)).toEqual(['Mini package']);
  });

  it('keeps a voucher the customer chose, whatever the package', async () => {
    const order = await created({ domain: 'own-voucher.com', action: 'register', projectName: 'demo-shop', withPackage: true });
    const withVoucher = ok(await mutate(file.harness.app, file.demo, 'updateOrderVoucher', { orderIdentifier: order.identifier, code: 'WELCOME10', integrityToken: order.integrityToken }));
    const withStandard = ok(await choosePackage(withVoucher, 'standard'));
    expect(withStandard.voucher?.code).toBe('WELCOME10');
    expect(ok(await choosePackage(withStandard, 'mini')).voucher?.code).toBe('WELCOME10');
  });

  it('refuses orders without a package step and package choices that do not fit', async () => {
    const domainOnly = await created({ domain: 'no-package-step.com', action: 'register' });
    expect(codeOf(await choosePackage(domainOnly, 'standard'))).toBe('NOT_A_PACKAGE_STEP');
    const order = await created({ domain: 'package-checks.com', action: 'register', projectName: 'demo-blog', withPackage: true });
    expect(codeOf(await choosePackage(order, 'no-such-package', 'upgrade'))).toBe('PACKAGE_NOT_FOUND');
    expect(codeOf(await choosePackage(order, 'standard', 'buy'))).toBe('INVALID_PACKAGE_ACTION');
    expect(codeOf(await choosePackage(order, 'standard', 'upgrade', 999))).toBe('PACKAGE_VERSION_CHANGED');
    expect(codeOf(await choosePackage({ ...order, integrityToken: 'forged' }, 'standard', 'upgrade'))).toBe('INVALID_INTEGRITY_TOKEN');
  });
});

describe('Mutation.updateRegistrantContact', () => {
  it('saves the holder, incomplete too, by the Unicode or the ASCII name', async () => {
    const order = await created({ domain: 'holder-café.com', action: 'register' });
    const partial = ok(await setRegistrant(order, 'xn--holder-caf-k7a.com', [{ name: 'firstname', value: 'Jana' }]));
    expect(partial.items[1]).toMatchObject({ missingAnyPersonalData: true });
    const complete = ok(await setRegistrant(partial, 'holder-café.com', HOLDER));
    expect(complete.items[1]).toMatchObject({ missingAnyPersonalData: false });
  });

  it('private registration takes the domain in either form too', async () => {
    const order = await created({ domain: 'privát.com', action: 'register' });
    const off = ok(await mutate(file.harness.app, file.demo, 'updateOrderPrivateRegistration', { orderIdentifier: order.identifier, domain: 'privát.com', enable: false, integrityToken: order.integrityToken }));
    expect(off.items.find((item) => item.type === 'private_registration')).toMatchObject({ domain: 'privát.com', checked: false });
  });

  it('answers INVALID_CONTACT with a message per field, and ITEM_NOT_FOUND for another domain', async () => {
    const order = await created({ domain: 'holder-errors.com', action: 'register' });
    const result = await setRegistrant(order, 'holder-errors.com', [
      { name: 'street', value: 'x' },
      { name: 'email', value: 'not-an-email' },
      { name: 'phone', value: 'call me' },
      { name: 'zip', value: '!' },
      { name: 'countryCode', value: 'XX' },
      { name: 'ico', value: '12345678' },
      { name: 'dic', value: '1' },
      { name: 'city', value: 'x'.repeat(101) },
    ]);
    expect(codeOf(result)).toBe('INVALID_CONTACT');
    expect(result.errors?.[0]?.extensions?.errors).toEqual({
      street: 'Unknown field',
      email: 'Please enter a valid e-mail address',
      phone: 'Please enter a valid phone number',
      zip: 'Please enter a valid postcode',
      countryCode: 'Please choose a country from the list',
      ico: 'Please enter a valid Business ID',
      dic: 'Please enter a valid DIČ',
      city: 'At most 100 characters',
    });
    expect(codeOf(await setRegistrant(order, 'other-name.com', HOLDER))).toBe('ITEM_NOT_FOUND');
  });
});

describe('finishing and paying domain orders', () => {
  it('of two orders for the same free name finished at once, exactly one awaits payment', async () => {
    const first = await readyToFinish('only-one-wins.com');
    const second = await readyToFinish('only-one-wins.com');
    const results = await Promise.all([finish(first), finish(second)]);
    expect(results.filter((result) => result.order?.status === 'AWAITING_PAYMENT')).toHaveLength(1);
    const refused = results.find((result) => result.errors);
    expect(refused?.errors?.[0]).toMatchObject({ message: 'Someone else has just ordered only-one-wins.com. Please search for another name.', extensions: { code: 'DOMAIN_TAKEN' } });
    expect((await search('only-one-wins.com')).data?.exact.availability).toBe('TAKEN');
    // The refused order stays a draft at its version: nothing of it was written.
    const loser = refused === results[0] ? first : second;
    expect(ok(await readOrder(file.harness.app, file.demo, loser.identifier))).toMatchObject({ status: 'DRAFT', integrityToken: loser.integrityToken });
  });

  it('a reservation lasts 14 days: after that the name is free again', async () => {
    const order = await readyToFinish('lapsing-name.com');
    ok(await finish(order));
    expect((await search('lapsing-name.com')).data?.exact.availability).toBe('TAKEN');
    clock.advanceMinutes(14 * 24 * 60 + 1);
    expect((await search('lapsing-name.com')).data?.exact.availability).toBe('AVAILABLE');
    // Signed in again: the session has expired meanwhile.
    file.demo = await signInDemo(file.harness.app, client());
  });

  it('once paid, the domain is registered for the website, which gets its package', async () => {
    const order = await created({ domain: 'paid-bakery.com', action: 'register', projectName: 'demo-shop', withPackage: true });
    const withPackage = ok(await choosePackage(order, 'standard'));
    const covered = ok(await mutate(file.harness.app, file.demo, 'updateOrderVoucher', { orderIdentifier: order.identifier, code: 'COVERALL', integrityToken: withPackage.integrityToken }));
    const ready = ok(await setRegistrant(covered, 'paid-bakery.com', HOLDER));
    const finished = ok(await finish(ready, 'gateway'));
    expect(finished).toMatchObject({ status: 'AWAITING_PAYMENT', coveredByVoucher: true });

    const orderId = await payCovered(order.identifier);

    const registry = await file.harness.database.db.selectFrom('domain_registry').selectAll().where('name', '=', 'paid-bakery.com').executeTakeFirstOrThrow();
    expect(registry).toMatchObject({ status: 'registered', order_id: orderId, reserved_until: null });
    const item = await file.harness.database.db.selectFrom('order_items').select('registration').where('order_id', '=', orderId).where('type', '=', 'domain').executeTakeFirstOrThrow();
    expect(item.registration).toBe('registered');
    expect((await search('paid-bakery.com')).data?.exact.availability).toBe('TAKEN');

    const websites = await graphql(file.harness.app, file.demo, '{ myWebsites { name domains currentPackage { identifier } } }');
    expect((websites.data?.myWebsites as { name: string }[]).find((website) => website.name === 'demo-shop')).toEqual({
      name: 'demo-shop',
      domains: ['paid-bakery.com'],
      currentPackage: { identifier: 'standard' },
    });
  });
});
