import { describe, expect, it } from 'vitest';
import { addons, tlds, vatRates, vouchers } from '../../server/db/checkout-catalogue';
import { markOrderPaid } from '../../server/payments/settle';
import { merchantTransactionId } from '../../server/payments/signing';
import { TEST_SECRET } from './app';
import { client, graphql, signInDemo, testClock } from './accounts';
import type { Client } from './accounts';
import { signUpAndConfirm } from '../support/sign-up';
import { COMPLETE_CONTACT, codeOf, mutate, newOrder, ok, readOrder, startCheckoutFile } from './checkout-support';
import type { OrderItemView, OrderView } from './checkout-support';

const clock = testClock('2026-11-21T10:00:00.000Z');
const file = startCheckoutFile(clock);

const sumOf = (order: OrderView) => order.items.reduce((total, item) => total + item.currentVariant.price.amountMinor, 0);
const item = (order: OrderView, predicate: (item: OrderItemView) => boolean) => {
  const found = order.items.find(predicate);
  if (!found) throw new Error('item not found');
  return found;
};
const packageItem = (order: OrderView) => item(order, (candidate) => candidate.type === 'package');
const vatPercent = (country: string) => {
  const rate = vatRates.find((row) => row.countryCode === country)?.rateBasisPoints ?? NaN;
  return String(rate / 100);
};

async function freshOrder(change?: Parameters<typeof newOrder>[2]): Promise<OrderView> {
  const identifier = await newOrder(file.harness.database, clock.now(), change);
  return ok(await readOrder(file.harness.app, file.demo, identifier));
}

/** The finish flow's reload before paying (SPEC.md section 7), for a method of the order. */
const PAY_RELOAD = 'query ($id: String!, $method: String, $tx: String) { paymentMethods(orderIdentifier: $id, lastReloadBeforeSubmit: true, merchantTransactionId: $tx, methodId: $method) { goStraightOn } }';

const signUp = (email: string): Promise<Client> =>
  signUpAndConfirm(file.harness.app, { fullname: 'Someone Else', email, password: 'another-secret-2026' }, client('192.0.2.77'));

describe('the order query', () => {
  it('shows the whole order, priced by the server, with totals that add up to the cent', async () => {
    const order = await freshOrder();
    expect(order).toMatchObject({ status: 'DRAFT', type: 'DOMAIN_WITH_PACKAGE', vatRate: vatPercent('CZ'), reverseCharge: false, coveredByVoucher: false, voucher: null });
    expect(order.items.map((entry) => [entry.__typename, entry.checked])).toEqual([
      ['PackageOrderItem', true],
      ['AddonOrderItem', true],
      ['AddonOrderItem', true],
      // The add-ons and plugins not in the order are offered, unchecked.
      ...addons.filter((addon) => !['extra-storage', 'seo-booster'].includes(addon.identifier)).map(() => ['AddonOrderItem', false]),
      ['DomainOrderItem', true],
      ['PrivateRegistrationOrderItem', true],
    ]);
    expect(order.priceWithoutVat.amountMinor).toBe(sumOf(order));
    expect(order.priceWithVat.amountMinor).toBe(order.priceWithoutVat.amountMinor + order.vatAmount.amountMinor);
    expect(order.vatAmount.amountMinor).toBe(Math.round((order.priceWithoutVat.amountMinor * 21) / 100));
    expect(order.price).toEqual(expect.objectContaining({ amountMinor: order.priceWithVat.amountMinor, currency: 'EUR' }));
    expect(order.priceWithVat.formatted).toMatch(/^€[\d,]+\.\d{2}$/);
    expect(order.paymentSuccessUrl).toBe(`/checkout/${order.identifier}/success`);
    expect(order.paymentFailUrl).toBe(`/checkout/${order.identifier}/failed`);
    const country = order.contactInputs.find((input) => input.name === 'country');
    expect(country?.options?.map((option) => option.value).sort()).toEqual(vatRates.map((row) => row.countryCode).sort());
    expect(country?.selectedOption?.value).toBe('CZ');
    const pkg = packageItem(order);
    expect(pkg.variants.map((variant) => [variant.period, variant.active])).toEqual([[1, false], [12, true], [24, false]]);
    expect(pkg.variants.find((variant) => variant.period === 24)?.recommendationLevel).toBeGreaterThan(pkg.variants.find((variant) => variant.period === 12)?.recommendationLevel ?? 99);
  });

  it('formats money for the visitor\'s language', async () => {
    const order = await freshOrder();
    const response = await file.harness.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { cookie: `portal_session=${file.demo.cookie}`, 'accept-language': 'de-DE' },
      payload: { query: 'query ($id: String!) { order(orderIdentifier: $id) { priceWithVat { amountMinor formatted } } }', variables: { id: order.identifier } },
    });
    const german = response.json() as { data: { order: { priceWithVat: { formatted: string } } } };
    expect(german.data.order.priceWithVat.formatted).toMatch(/^[\d.]+,\d{2}\s€$/);
  });

  it('names the order, its lines, periods and prices in the language chosen with the switch; English stays the SPEC\'s words', async () => {
    const order = await freshOrder();
    const query = 'query ($id: String!) { order(orderIdentifier: $id) { title fullTitle items { title variantsHeader variants { title variantHeader } currentVariant { priceExplained } } } }';
    type Named = { title: string; fullTitle: string; items: { title: string; variantsHeader: string; variants: { title: string; variantHeader: string }[]; currentVariant: { priceExplained: string } }[] };
    const named = async (language: string) => {
      const response = await file.harness.app.inject({ method: 'POST', url: '/graphql', headers: { cookie: `portal_session=${file.demo.cookie}; lang=${language}` }, payload: { query, variables: { id: order.identifier } } });
      return (response.json() as { data: { order: Named } }).data.order;
    };
    const english = await named('en');
    const czech = await named('cs');
    expect(english.title).toMatch(/^\S+ package for \S+$/);
    expect(english.items.map((item) => item.variantsHeader)).toContain('Billing period');
    expect(english.items.flatMap((item) => item.variants.map((variant) => variant.title))).toContain('12 months');
    expect(english.items.flatMap((item) => item.variants.map((variant) => variant.variantHeader)).some((header) => / \/ (year|month)$/.test(header))).toBe(true);

    const packageName = /^(\S+) package for/.exec(english.title)?.[1];
    const website = / for (\S+)$/.exec(english.title)?.[1];
    expect(czech.title).toBe(`Balíček ${packageName} pro web ${website}`);
    expect(czech.items.map((item) => item.variantsHeader)).toContain('Fakturační období');
    expect(czech.items.flatMap((item) => item.variants.map((variant) => variant.title))).toContain('12 měsíců');
    expect(czech.items.flatMap((item) => item.variants.map((variant) => variant.variantHeader)).some((header) => / \/ (rok|měsíc)$/.test(header))).toBe(true);
    expect(czech.items[0]?.currentVariant.priceExplained).toMatch(/^\d+ měsíc(e|ů)?: /);
    // No English word of the lines is left in Czech.
    expect(JSON.stringify(czech)).not.toMatch(/package|months?\b|year\b|Billing|Registration|credit|voucher| for /);
  });

  it('names a finished order\'s lines, kept as they were charged, in the language chosen with the switch; English as before finishing', async () => {
    const order = await freshOrder();
    const query = 'query ($id: String!) { order(orderIdentifier: $id) { title items { title } } }';
    const named = async (language: string) => {
      const response = await file.harness.app.inject({ method: 'POST', url: '/graphql', headers: { cookie: `portal_session=${file.demo.cookie}; lang=${language}` }, payload: { query, variables: { id: order.identifier } } });
      return (response.json() as { data: { order: { title: string; items: { title: string }[] } } }).data.order;
    };
    const draftEnglish = await named('en');
    const draftCzech = await named('cs');
    ok(await mutate(file.harness.app, file.demo, 'finishOrder', { orderIdentifier: order.identifier, contact: COMPLETE_CONTACT, paymentServiceName: 'bank-transfer', integrityToken: order.integrityToken }));
    const finishedEnglish = await named('en');
    const finishedCzech = await named('cs');
    // The lines bought (the offers not taken are gone once finished) are named as on the draft, in either language.
    expect(finishedEnglish.title).toBe(draftEnglish.title);
    expect(finishedCzech.title).toBe(draftCzech.title);
    expect(finishedEnglish.items.length).toBeGreaterThanOrEqual(3);
    expect(draftEnglish.items).toEqual(expect.arrayContaining(finishedEnglish.items));
    expect(draftCzech.items).toEqual(expect.arrayContaining(finishedCzech.items));
    const czechTitles = finishedCzech.items.map((item) => item.title);
    expect(czechTitles[0]).toMatch(/^Balíček \S+$/);
    expect(czechTitles).toEqual(expect.arrayContaining([expect.stringMatching(/^Doména \S+$/), expect.stringMatching(/^Soukromá registrace domény \S+$/)]));
    // What is stored: the English line and what its name is made of.
    const stored = await file.harness.database.db.selectFrom('orders').select('priced').where('identifier', '=', order.identifier).executeTakeFirstOrThrow();
    const line = (stored.priced as { lines: { description: string; title?: { kind: string; name: string } }[] }).lines[0];
    expect(line?.description).toBe(draftEnglish.items[0]?.title);
    expect(line?.title?.kind).toBe('package');
    expect(`${line?.title?.name} package`).toBe(line?.description);
  });

  it('formats money in the language chosen with the switch, whatever the browser\'s header says; its region kept when the same language', async () => {
    const order = await freshOrder();
    const formatted = async (headers: Record<string, string>) => {
      const response = await file.harness.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { ...headers, cookie: `portal_session=${file.demo.cookie}; ${headers['cookie'] ?? ''}` },
        payload: { query: 'query ($id: String!) { order(orderIdentifier: $id) { priceWithVat { amountMinor currency } priceWithVatFormatted: priceWithVat { formatted } } }', variables: { id: order.identifier } },
      });
      const { data } = response.json() as { data: { order: { priceWithVat: { amountMinor: number; currency: string }; priceWithVatFormatted: { formatted: string } } } };
      return { ...data.order.priceWithVat, formatted: data.order.priceWithVatFormatted.formatted };
    };
    const czech = await formatted({ 'accept-language': 'en-US', cookie: 'lang=cs' });
    expect(czech.formatted).toBe(new Intl.NumberFormat('cs', { style: 'currency', currency: czech.currency }).format(czech.amountMinor / 100));
    const british = await formatted({ 'accept-language': 'en-GB', cookie: 'lang=en' });
    expect(british.formatted).toBe(new Intl.NumberFormat('en-GB', { style: 'currency', currency: british.currency }).format(british.amountMinor / 100));
  });

  it('shows an order only to its owner: others, and unknown identifiers, get ORDER_NOT_FOUND; signed out, UNAUTHENTICATED', async () => {
    const order = await freshOrder();
    const stranger = await signUp('stranger@example.test');
    expect(codeOf(await readOrder(file.harness.app, stranger, order.identifier))).toBe('ORDER_NOT_FOUND');
    expect(codeOf(await readOrder(file.harness.app, file.demo, 'ORD-NOSUCH00'))).toBe('ORDER_NOT_FOUND');
    expect(codeOf(await readOrder(file.harness.app, client(), order.identifier))).toBe('UNAUTHENTICATED');
    expect(codeOf(await readOrder(file.harness.app, file.demo, 'x'.repeat(500)))).toBe('INVALID_INPUT');
  });
});

describe('updateOrderServicePeriod', () => {
  it('changes the billing period of an item and its price, and answers with a new token', async () => {
    const order = await freshOrder();
    const pkg = packageItem(order);
    const changed = ok(await mutate(file.harness.app, file.demo, 'updateOrderServicePeriod', { orderIdentifier: order.identifier, hash: pkg.hash, period: 'month', units: 24, integrityToken: order.integrityToken }));
    const after = packageItem(changed);
    expect(after.period).toBe(24);
    expect(after.currentVariant.basePrice.amountMinor).toBe(pkg.variants.find((variant) => variant.period === 24)?.price.amountMinor);
    expect(changed.integrityToken).not.toBe(order.integrityToken);
    expect(changed.priceWithoutVat.amountMinor).toBe(sumOf(changed));
    // As stored: only the package changed.
    const stored = ok(await readOrder(file.harness.app, file.demo, order.identifier));
    expect(stored.items.map((entry) => [entry.type, entry.period])).toEqual(changed.items.map((entry) => [entry.type, entry.period]));
    expect(item(stored, (entry) => entry.type === 'private_registration').period).toBe(item(order, (entry) => entry.type === 'private_registration').period);
    // A year is twelve months: the same variant asked for in years.
    const inYears = ok(await mutate(file.harness.app, file.demo, 'updateOrderServicePeriod', { orderIdentifier: order.identifier, hash: pkg.hash, period: 'year', units: 1, integrityToken: changed.integrityToken }));
    expect(packageItem(inYears).period).toBe(12);
  });

  it('keeps the private registration of a domain as long as the domain', async () => {
    const order = await freshOrder();
    const domain = item(order, (entry) => entry.type === 'domain');
    const changed = ok(await mutate(file.harness.app, file.demo, 'updateOrderServicePeriod', { orderIdentifier: order.identifier, hash: domain.hash, period: 'year', units: 3, integrityToken: order.integrityToken }));
    expect(item(changed, (entry) => entry.type === 'domain').period).toBe(36);
    expect(item(changed, (entry) => entry.type === 'private_registration').period).toBe(36);
    const stored = ok(await readOrder(file.harness.app, file.demo, order.identifier));
    expect(item(stored, (entry) => entry.type === 'private_registration').period).toBe(36);
  });

  it('refuses a period the item is not sold for, an unknown item, a stale token and a forged one, changing nothing', async () => {
    const order = await freshOrder();
    const pkg = packageItem(order);
    const base = { orderIdentifier: order.identifier, hash: pkg.hash, period: 'month', units: 12, integrityToken: order.integrityToken };
    expect(codeOf(await mutate(file.harness.app, file.demo, 'updateOrderServicePeriod', { ...base, units: 7 }))).toBe('INVALID_PERIOD');
    expect(codeOf(await mutate(file.harness.app, file.demo, 'updateOrderServicePeriod', { ...base, units: -12 }))).toBe('INVALID_PERIOD');
    expect(codeOf(await mutate(file.harness.app, file.demo, 'updateOrderServicePeriod', { ...base, hash: 'no-such-item' }))).toBe('ITEM_NOT_FOUND');
    expect(codeOf(await mutate(file.harness.app, file.demo, 'updateOrderServicePeriod', { ...base, hash: 'offer:email-plus' }))).toBe('ITEM_NOT_FOUND');
    expect(codeOf(await mutate(file.harness.app, file.demo, 'updateOrderServicePeriod', { ...base, integrityToken: `1.${'A'.repeat(43)}` }))).toBe('INVALID_INTEGRITY_TOKEN');
    expect(codeOf(await mutate(file.harness.app, file.demo, 'updateOrderServicePeriod', { ...base, integrityToken: 'nonsense' }))).toBe('INVALID_INTEGRITY_TOKEN');
    expect((await mutate(file.harness.app, file.demo, 'updateOrderServicePeriod', { ...base, period: 'week' })).errors?.[0]?.message).toMatch(/"week" does not exist in "PeriodUnit" enum/);
    // Nothing was written: the first token is still the current one.
    expect(ok(await readOrder(file.harness.app, file.demo, order.identifier)).integrityToken).toBe(order.integrityToken);
  });

  it('lets only one of two clients holding the same version change the order; the other gets INVALID_INTEGRITY_TOKEN', async () => {
    const order = await freshOrder();
    const pkg = packageItem(order);
    const first = await mutate(file.harness.app, file.demo, 'updateOrderServicePeriod', { orderIdentifier: order.identifier, hash: pkg.hash, period: 'month', units: 1, integrityToken: order.integrityToken });
    const second = await mutate(file.harness.app, file.demo, 'updateOrderServicePeriod', { orderIdentifier: order.identifier, hash: pkg.hash, period: 'month', units: 24, integrityToken: order.integrityToken });
    expect(packageItem(ok(first)).period).toBe(1);
    expect(codeOf(second)).toBe('INVALID_INTEGRITY_TOKEN');
    expect(packageItem(ok(await readOrder(file.harness.app, file.demo, order.identifier))).period).toBe(1);
  });

  it('lets exactly one of many parallel changes of the same version through', async () => {
    const order = await freshOrder();
    const pkg = packageItem(order);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        mutate(file.harness.app, file.demo, 'updateOrderServicePeriod', { orderIdentifier: order.identifier, hash: pkg.hash, period: 'month', units: index % 2 === 0 ? 1 : 24, integrityToken: order.integrityToken }),
      ),
    );
    expect(results.filter((result) => result.order).length).toBe(1);
    expect(new Set(results.filter((result) => !result.order).map(codeOf))).toEqual(new Set(['INVALID_INTEGRITY_TOKEN']));
    const stored = await file.harness.database.db.selectFrom('orders').select('version').where('identifier', '=', order.identifier).executeTakeFirstOrThrow();
    expect(stored.version).toBe(2);
  });

  it('refuses a token issued to another session of the same account', async () => {
    const order = await freshOrder();
    const otherDevice = await signInDemo(file.harness.app, client('192.0.2.9'));
    const result = await mutate(file.harness.app, otherDevice, 'updateOrderServicePeriod', { orderIdentifier: order.identifier, hash: packageItem(order).hash, period: 'month', units: 1, integrityToken: order.integrityToken });
    expect(codeOf(result)).toBe('INVALID_INTEGRITY_TOKEN');
  });
});

describe('updateOrderPrivateRegistration', () => {
  it('switches private registration off and on, and the price follows', async () => {
    const order = await freshOrder();
    const domain = order.domainNames[0] ?? '';
    const privateItem = item(order, (entry) => entry.type === 'private_registration');
    const off = ok(await mutate(file.harness.app, file.demo, 'updateOrderPrivateRegistration', { orderIdentifier: order.identifier, domain, enable: false, integrityToken: order.integrityToken }));
    const offItem = item(off, (entry) => entry.type === 'private_registration');
    expect([offItem.checked, offItem.currentVariant.price.amountMinor]).toEqual([false, 0]);
    expect(off.priceWithoutVat.amountMinor).toBe(order.priceWithoutVat.amountMinor - privateItem.currentVariant.price.amountMinor);
    const on = ok(await mutate(file.harness.app, file.demo, 'updateOrderPrivateRegistration', { orderIdentifier: order.identifier, domain, enable: true, period: 1, integrityToken: off.integrityToken }));
    expect(item(on, (entry) => entry.type === 'private_registration').checked).toBe(true);
    expect(on.priceWithoutVat.amountMinor).toBe(order.priceWithoutVat.amountMinor);
  });

  it('refuses an unknown domain, a period beyond the domain\'s and a TLD without private registration', async () => {
    const order = await freshOrder();
    const base = { orderIdentifier: order.identifier, domain: order.domainNames[0], enable: false, integrityToken: order.integrityToken };
    expect(codeOf(await mutate(file.harness.app, file.demo, 'updateOrderPrivateRegistration', { ...base, domain: 'elsewhere.com' }))).toBe('ITEM_NOT_FOUND');
    expect(codeOf(await mutate(file.harness.app, file.demo, 'updateOrderPrivateRegistration', { ...base, period: 2 }))).toBe('INVALID_PERIOD');
    const locked = tlds.find((tld) => !tld.privateRegistration)?.name ?? 'cz';
    const czOrder = await freshOrder((seed) => ({ ...seed, items: seed.items.map((entry) => ('tld' in entry ? { ...entry, tld: locked, domain: `locked-${seed.identifier.toLowerCase()}.${locked}` } : entry)) }));
    const lockedItem = item(czOrder, (entry) => entry.type === 'private_registration');
    expect([lockedItem.disabled, lockedItem.privateChangeDisabled, lockedItem.checked]).toEqual([true, true, false]);
    expect(codeOf(await mutate(file.harness.app, file.demo, 'updateOrderPrivateRegistration', { orderIdentifier: czOrder.identifier, domain: czOrder.domainNames[0], enable: true, integrityToken: czOrder.integrityToken }))).toBe('PRIVATE_REGISTRATION_LOCKED');
  });
});

describe('addOrderAdditionalItem and deleteOrderAdditionalItem', () => {
  it('adds an add-on on offer and removes it again', async () => {
    const order = await freshOrder();
    const offered = item(order, (entry) => entry.hash === 'offer:email-plus');
    const added = ok(await mutate(file.harness.app, file.demo, 'addOrderAdditionalItem', { orderIdentifier: order.identifier, itemIdentifier: 'email-plus', period: 24, integrityToken: order.integrityToken }));
    const addedItem = item(added, (entry) => entry.identifier === 'email-plus');
    expect([addedItem.checked, addedItem.period, addedItem.hash.startsWith('offer:')]).toEqual([true, 24, false]);
    expect(added.priceWithoutVat.amountMinor).toBe(order.priceWithoutVat.amountMinor + (offered.variants.find((variant) => variant.period === 24)?.price.amountMinor ?? NaN));
    const removed = ok(await mutate(file.harness.app, file.demo, 'deleteOrderAdditionalItem', { orderIdentifier: order.identifier, hash: addedItem.hash, integrityToken: added.integrityToken }));
    expect(item(removed, (entry) => entry.identifier === 'email-plus').checked).toBe(false);
    expect(removed.priceWithoutVat.amountMinor).toBe(order.priceWithoutVat.amountMinor);
  });

  it('refuses an add-on already in the order, an unknown one, a period it is not sold for, and deleting what is not an add-on', async () => {
    const order = await freshOrder();
    const base = { orderIdentifier: order.identifier, integrityToken: order.integrityToken };
    expect(codeOf(await mutate(file.harness.app, file.demo, 'addOrderAdditionalItem', { ...base, itemIdentifier: 'extra-storage' }))).toBe('ITEM_ALREADY_IN_ORDER');
    expect(codeOf(await mutate(file.harness.app, file.demo, 'addOrderAdditionalItem', { ...base, itemIdentifier: 'no-such-addon' }))).toBe('ITEM_NOT_FOUND');
    expect(codeOf(await mutate(file.harness.app, file.demo, 'addOrderAdditionalItem', { ...base, itemIdentifier: 'email-plus', period: 5 }))).toBe('INVALID_PERIOD');
    expect(codeOf(await mutate(file.harness.app, file.demo, 'deleteOrderAdditionalItem', { ...base, hash: packageItem(order).hash }))).toBe('ITEM_NOT_REMOVABLE');
    expect(codeOf(await mutate(file.harness.app, file.demo, 'deleteOrderAdditionalItem', { ...base, hash: 'offer:email-plus' }))).toBe('ITEM_NOT_FOUND');
  });
});

describe('updateOrderVoucher', () => {
  it('applies a percent voucher to every item, in any letter case, and removes it with code null', async () => {
    const order = await freshOrder();
    const welcome = vouchers.find((voucher) => voucher.code === 'WELCOME10');
    const applied = ok(await mutate(file.harness.app, file.demo, 'updateOrderVoucher', { orderIdentifier: order.identifier, code: ' welcome10 ', integrityToken: order.integrityToken }));
    expect(applied.voucher).toEqual({ code: 'WELCOME10', text: welcome?.text });
    expect(applied.priceWithoutVat.amountMinor).toBe(sumOf(applied));
    applied.items.forEach((entry, index) => {
      const before = order.items[index]?.currentVariant.price.amountMinor ?? NaN;
      expect(entry.currentVariant.price.amountMinor).toBe(before - Math.round(before / 10));
    });
    expect(applied.originalPriceFormatted).toBe(order.priceWithVat.formatted);
    const removed = ok(await mutate(file.harness.app, file.demo, 'updateOrderVoucher', { orderIdentifier: order.identifier, code: null, integrityToken: applied.integrityToken }));
    expect([removed.voucher, removed.priceWithVat.amountMinor, removed.originalPriceFormatted]).toEqual([null, order.priceWithVat.amountMinor, null]);
  });

  it('marks an order the voucher pays in full as covered', async () => {
    const order = await freshOrder();
    const covered = ok(await mutate(file.harness.app, file.demo, 'updateOrderVoucher', { orderIdentifier: order.identifier, code: 'COVERALL', integrityToken: order.integrityToken }));
    expect([covered.coveredByVoucher, covered.priceWithVat.amountMinor, covered.vatAmount.amountMinor]).toEqual([true, 0, 0]);
  });

  it('makes the first year of a domain free with the free-domain voucher', async () => {
    const order = await freshOrder();
    const freed = ok(await mutate(file.harness.app, file.demo, 'updateOrderVoucher', { orderIdentifier: order.identifier, code: 'FREEDOMAIN', integrityToken: order.integrityToken }));
    const domain = item(freed, (entry) => entry.type === 'domain');
    expect([domain.currentVariant.firstYearFree, domain.currentVariant.free, domain.currentVariant.price.amountMinor]).toEqual([true, true, 0]);
  });

  it('refuses unknown, expired, not yet valid, used-up and inapplicable vouchers with their own codes', async () => {
    const order = await freshOrder();
    const attempt = async (code: string, orderView = order) => codeOf(await mutate(file.harness.app, file.demo, 'updateOrderVoucher', { orderIdentifier: orderView.identifier, code, integrityToken: orderView.integrityToken }));
    expect(await attempt('NO-SUCH-CODE')).toBe('VOUCHER_NOT_FOUND');
    expect(await attempt('')).toBe('VOUCHER_NOT_FOUND');
    expect(await attempt('X'.repeat(300))).toBe('VOUCHER_NOT_FOUND');
    expect(await attempt('EXPIRED')).toBe('VOUCHER_EXPIRED');
    expect(await attempt('NOTYET')).toBe('VOUCHER_NOT_YET_VALID');
    expect(await attempt('USEDUP')).toBe('VOUCHER_USED_UP');
    const czk = await freshOrder((seed) => ({ ...seed, currency: 'CZK' }));
    expect(await attempt('SAVE5EUR', czk)).toBe('VOUCHER_NOT_APPLICABLE');
    const packageOnly = await freshOrder((seed) => ({ ...seed, items: seed.items.filter((entry) => entry.type === 'package') }));
    expect(await attempt('FREEDOMAIN', packageOnly)).toBe('VOUCHER_NOT_APPLICABLE');
  });
});

describe('updateBillingDataAndRecalculateVat', () => {
  it('prices VAT for the billing country, and charges none to an EU company abroad (reverse charge)', async () => {
    const order = await freshOrder();
    const german = ok(await mutate(file.harness.app, file.demo, 'updateBillingDataAndRecalculateVat', { orderIdentifier: order.identifier, contact: [{ name: 'country', value: 'DE' }], integrityToken: order.integrityToken }));
    expect([german.vatRate, german.reverseCharge]).toEqual([vatPercent('DE'), false]);
    expect(german.vatAmount.amountMinor).toBe(Math.round((german.priceWithoutVat.amountMinor * Number(vatPercent('DE'))) / 100));
    const company = ok(
      await mutate(file.harness.app, file.demo, 'updateBillingDataAndRecalculateVat', {
        orderIdentifier: order.identifier,
        contact: [{ name: 'country', value: 'DE' }, { name: 'companyBilling', value: 'true' }, { name: 'company', value: 'Beispiel GmbH' }, { name: 'dic', value: 'DE123456789' }, { name: 'ic', value: '' }],
        integrityToken: german.integrityToken,
      }),
    );
    expect([company.vatRate, company.reverseCharge, company.vatAmount.amountMinor, company.companyBilling]).toEqual(['0', true, 0, true]);
    expect(company.priceWithVat.amountMinor).toBe(company.priceWithoutVat.amountMinor);
    expect(company.contactInputs.find((input) => input.name === 'ic')?.value).toBe('');
  });

  it('answers field errors for a bad business ID, tax ID, e-mail, unknown field or country, and writes nothing', async () => {
    const order = await freshOrder();
    const result = await mutate(file.harness.app, file.demo, 'updateBillingDataAndRecalculateVat', {
      orderIdentifier: order.identifier,
      contact: [
        { name: 'companyBilling', value: 'true' },
        { name: 'ic', value: '12345678' },
        { name: 'dic', value: 'CZ123' },
        { name: 'email', value: 'not-an-email' },
        { name: 'favouriteColour', value: 'blue' },
        { name: 'country', value: 'XX' },
      ],
      integrityToken: order.integrityToken,
    });
    expect(codeOf(result)).toBe('INVALID_CONTACT');
    expect(result.errors?.[0]?.extensions?.errors).toEqual({
      ic: 'Please enter a valid Business ID',
      dic: 'Please enter a valid DIČ',
      email: 'Please enter a valid e-mail address',
      favouriteColour: 'Unknown field',
      country: 'We cannot bill to this country yet',
    });
    expect(ok(await readOrder(file.harness.app, file.demo, order.identifier)).integrityToken).toBe(order.integrityToken);
  });
});

describe('finishOrder', () => {
  it('sends a draft order for payment once, with its contact, and then refuses changes', async () => {
    const order = await freshOrder();
    const finished = ok(await mutate(file.harness.app, file.demo, 'finishOrder', { orderIdentifier: order.identifier, contact: [...COMPLETE_CONTACT, { name: 'phone', value: '' }], paymentServiceName: 'bank-transfer', integrityToken: order.integrityToken }));
    expect(finished.status).toBe('AWAITING_PAYMENT');
    expect(finished.paymentSuccessUrl).toBe(`/checkout/${order.identifier}/success`);
    const stored = await file.harness.database.db.selectFrom('orders').select(['status', 'total_minor', 'payment_service_name', 'billing']).where('identifier', '=', order.identifier).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'awaiting_payment', total_minor: BigInt(finished.priceWithVat.amountMinor), payment_service_name: 'bank-transfer', billing: Object.fromEntries(COMPLETE_CONTACT.map(({ name, value }) => [name, value])) });
    const instructions = await graphql(file.harness.app, file.demo, 'query ($id: String!) { order(orderIdentifier: $id) { paymentInstructions { variableSymbol amount { amountMinor currency } } } }', { id: order.identifier });
    expect(instructions.data?.order).toEqual({ paymentInstructions: { variableSymbol: expect.stringMatching(/^\d{10}$/), amount: { amountMinor: finished.priceWithVat.amountMinor, currency: 'EUR' } } });
    const again = await mutate(file.harness.app, file.demo, 'finishOrder', { orderIdentifier: order.identifier, paymentServiceName: 'bank-transfer', integrityToken: finished.integrityToken });
    expect(codeOf(again)).toBe('ORDER_ALREADY_FINISHED');
    expect(codeOf(await mutate(file.harness.app, file.demo, 'updateOrderVoucher', { orderIdentifier: order.identifier, code: 'WELCOME10', integrityToken: finished.integrityToken }))).toBe('ORDER_ALREADY_FINISHED');
  });

  it('answers the missing contact fields, a missing personal data item and an unknown payment method, writing nothing', async () => {
    const order = await freshOrder();
    const base = { orderIdentifier: order.identifier, paymentServiceName: 'bank-transfer', integrityToken: order.integrityToken };
    const incomplete = await mutate(file.harness.app, file.demo, 'finishOrder', { ...base, contact: [{ name: 'firstname', value: 'Jana' }, { name: 'companyBilling', value: 'true' }] });
    expect(codeOf(incomplete)).toBe('INVALID_CONTACT');
    expect(Object.keys(incomplete.errors?.[0]?.extensions?.errors ?? {}).sort()).toEqual(['city', 'company', 'country', 'email', 'ic', 'street', 'surname', 'zip']);
    expect(codeOf(await mutate(file.harness.app, file.demo, 'finishOrder', { ...base, contact: COMPLETE_CONTACT, paymentServiceName: 'cash-in-an-envelope' }))).toBe('PAYMENT_METHOD_NOT_FOUND');
    const missing = await freshOrder((seed) => ({ ...seed, items: seed.items.map((entry) => (entry.type === 'private_registration' ? { ...entry, contact: { ...entry.contact, phone: '' } } : entry)) }));
    expect(item(missing, (entry) => entry.type === 'private_registration').missingAnyPersonalData).toBe(true);
    expect(codeOf(await mutate(file.harness.app, file.demo, 'finishOrder', { orderIdentifier: missing.identifier, contact: COMPLETE_CONTACT, paymentServiceName: 'bank-transfer', integrityToken: missing.integrityToken }))).toBe('MISSING_PERSONAL_DATA');
    for (const view of [order, missing]) expect(ok(await readOrder(file.harness.app, file.demo, view.identifier))).toMatchObject({ status: 'DRAFT', integrityToken: view.integrityToken });
  });

  it('lets an order the voucher pays in full go straight on: the reload before paying marks it paid', async () => {
    const order = await freshOrder();
    const covered = ok(await mutate(file.harness.app, file.demo, 'updateOrderVoucher', { orderIdentifier: order.identifier, code: 'COVERALL', integrityToken: order.integrityToken }));
    const finished = ok(await mutate(file.harness.app, file.demo, 'finishOrder', { orderIdentifier: order.identifier, contact: COMPLETE_CONTACT, paymentServiceName: 'gateway', integrityToken: covered.integrityToken }));
    expect([finished.status, finished.priceWithVat.amountMinor]).toEqual(['AWAITING_PAYMENT', 0]);
    const methodsQuery = `query ($id: String!, $reload: Boolean!, $tx: String, $method: String) {
      paymentMethods(orderIdentifier: $id, lastReloadBeforeSubmit: $reload, merchantTransactionId: $tx, methodId: $method) { goStraightOn methods { name inputs { name value } } }
    }`;
    type Methods = { paymentMethods: { goStraightOn: boolean; methods: { name: string; inputs: { name: string; value: string }[] }[] } };
    const listed = (await graphql(file.harness.app, file.demo, methodsQuery, { id: order.identifier, reload: false })).data as Methods;
    const gateway = listed.paymentMethods.methods.find((method) => method.name === 'gateway');
    const input = (name: string) => gateway?.inputs.find((entry) => entry.name === name)?.value;
    const reloaded = (await graphql(file.harness.app, file.demo, methodsQuery, { id: order.identifier, reload: true, tx: input('MerchantTransactionID'), method: input('MethodID') })).data as Methods;
    expect(reloaded.paymentMethods.goStraightOn).toBe(true);
    expect(ok(await readOrder(file.harness.app, file.demo, order.identifier)).status).toBe('PAID');
  });

  it('lets a shopper whose payment was declined pay again with another method, which the order then waits for', async () => {
    const order = await freshOrder();
    ok(await mutate(file.harness.app, file.demo, 'finishOrder', { orderIdentifier: order.identifier, contact: COMPLETE_CONTACT, paymentServiceName: 'gateway', integrityToken: order.integrityToken }));
    const methodsQuery = `query ($id: String!, $reload: Boolean!, $tx: String, $method: String) {
      paymentMethods(orderIdentifier: $id, lastReloadBeforeSubmit: $reload, merchantTransactionId: $tx, methodId: $method) { goStraightOn methods { name inputs { name value } } }
    }`;
    type Methods = { paymentMethods: { goStraightOn: boolean; methods: { name: string; inputs: { name: string; value: string }[] }[] } };
    const listed = (await graphql(file.harness.app, file.demo, methodsQuery, { id: order.identifier, reload: false })).data as Methods;
    const transfer = listed.paymentMethods.methods.find((method) => method.name === 'bank-transfer');
    const input = (name: string) => transfer?.inputs.find((entry) => entry.name === name)?.value;
    const reloaded = (await graphql(file.harness.app, file.demo, methodsQuery, { id: order.identifier, reload: true, tx: input('MerchantTransactionID'), method: input('MethodID') })).data as Methods;
    expect(reloaded.paymentMethods.goStraightOn).toBe(true);
    const after = await graphql(file.harness.app, file.demo, 'query ($id: String!) { order(orderIdentifier: $id) { status paymentInstructions { variableSymbol } } }', { id: order.identifier });
    expect(after.data?.order).toEqual({ status: 'AWAITING_PAYMENT', paymentInstructions: { variableSymbol: expect.stringMatching(/^\d{10}$/) } });
  });

  it('of 50 parallel calls on one order lets exactly one change its state; the others get a clear error', async () => {
    const order = await freshOrder();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => mutate(file.harness.app, file.demo, 'finishOrder', { orderIdentifier: order.identifier, contact: COMPLETE_CONTACT, paymentServiceName: 'gateway', integrityToken: order.integrityToken })),
    );
    expect(results.filter((result) => result.order?.status === 'AWAITING_PAYMENT')).toHaveLength(1);
    const refusals = results.filter((result) => !result.order).map(codeOf);
    expect(refusals).toHaveLength(49);
    expect(refusals.every((code) => code === 'ORDER_ALREADY_FINISHED' || code === 'INVALID_INTEGRITY_TOKEN')).toBe(true);
    const stored = await file.harness.database.db.selectFrom('orders').select(['status', 'version']).where('identifier', '=', order.identifier).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'awaiting_payment', version: 2 });
  });

  it('counts a voucher\'s use when the order is finished: its last use goes to one order only', async () => {
    await file.harness.database.db.updateTable('voucher').set({ usage_limit: 1, used_count: 0 }).where('code', '=', 'WELCOME10').execute();
    try {
      const [first, second] = [await freshOrder(), await freshOrder()];
      const withVoucher = await Promise.all(
        [first, second].map(async (order) => ok(await mutate(file.harness.app, file.demo, 'updateOrderVoucher', { orderIdentifier: order.identifier, code: 'WELCOME10', integrityToken: order.integrityToken }))),
      );
      const finished = await Promise.all(
        withVoucher.map((order) => mutate(file.harness.app, file.demo, 'finishOrder', { orderIdentifier: order.identifier, contact: COMPLETE_CONTACT, paymentServiceName: 'gateway', integrityToken: order.integrityToken })),
      );
      expect(finished.map((result) => result.order?.status ?? codeOf(result)).sort()).toEqual(['AWAITING_PAYMENT', 'VOUCHER_USED_UP']);
    } finally {
      await file.harness.database.db.updateTable('voucher').set({ usage_limit: null, used_count: 0 }).where('code', '=', 'WELCOME10').execute();
    }
  });
});

/** Two drafts, as in two tabs, each upgrading one website (of its own, made like demo-blog) from Mini to Standard. */
async function twoUpgradesOfOneWebsite(): Promise<{ site: string; first: OrderView; second: OrderView }> {
  let site = '';
  const first = await freshOrder((order) => {
    site = order.website;
    return order;
  });
  const second = await freshOrder((order) => ({ ...order, website: site }));
  return { site, first, second };
}

const finishByTransfer = (order: OrderView) =>
  mutate(file.harness.app, file.demo, 'finishOrder', { orderIdentifier: order.identifier, contact: COMPLETE_CONTACT, paymentServiceName: 'bank-transfer', integrityToken: order.integrityToken });

describe('the upgrade credit', () => {
  it('credits the unused days of the current package on an upgrade', async () => {
    await file.harness.database.db.updateTable('websites').set({ package_paid_until: new Date(clock.now().getTime() + 100 * 86_400_000) }).where('name', '=', 'demo-blog').execute();
    const order = await freshOrder();
    const pkg = packageItem(order);
    const credit = pkg.levelDiscountedAmount?.amountMinor ?? 0;
    expect(credit).toBeGreaterThan(0);
    expect(pkg.currentVariant.price.amountMinor).toBe(pkg.currentVariant.basePrice.amountMinor - credit);
    expect(pkg.priceLevelDiscount).toBe(Math.round((credit * 100) / pkg.currentVariant.basePrice.amountMinor));
  });

  it('refuses to finish an upgrade the website already got from another order, which would cost almost nothing and add a year', async () => {
    // Two drafts, in two tabs, each upgrading one website from Mini to Standard; the first is finished and paid.
    const { site, first, second } = await twoUpgradesOfOneWebsite();
    ok(await finishByTransfer(first));
    const { db } = file.harness.database;
    const firstId = (await db.selectFrom('orders').select('id').where('identifier', '=', first.identifier).executeTakeFirstOrThrow()).id;
    expect(await markOrderPaid(db, firstId, clock.now())).toBe(true);
    const website = () => db.selectFrom('websites').innerJoin('package', 'package.id', 'websites.package_id').select(['package.identifier', 'websites.package_paid_until']).where('websites.name', '=', site).executeTakeFirstOrThrow();
    const upgraded = await website();
    expect(upgraded.identifier).toBe('standard');

    const refused = await finishByTransfer(ok(await readOrder(file.harness.app, file.demo, second.identifier)));
    expect(codeOf(refused)).toBe('PACKAGE_CHANGED');
    expect(refused.errors?.[0]?.message).toBe("Your website's package has changed since this order was made, so the order no longer fits it and was not sent. Please choose a package again on the price list.");
    expect(ok(await readOrder(file.harness.app, file.demo, second.identifier)).status).toBe('DRAFT');
    expect(await website()).toEqual(upgraded);
  });
});

describe('an upgrade paid twice over', () => {
  it('refuses to take payment for an upgrade sent before another order changed the website\'s package, charging nothing', async () => {
    // Both drafts upgrading one website from Mini to Standard are sent for payment before either is paid.
    const { first, second } = await twoUpgradesOfOneWebsite();
    for (const order of [first, second]) ok(await finishByTransfer(order));
    const { db } = file.harness.database;
    const idOf = async (identifier: string) => (await db.selectFrom('orders').select('id').where('identifier', '=', identifier).executeTakeFirstOrThrow()).id;
    expect(await markOrderPaid(db, await idOf(first.identifier), clock.now())).toBe(true);

    // The second was priced with a credit for the Mini the website no longer has: paying it is refused, for any method.
    const secondId = await idOf(second.identifier);
    for (const method of ['gateway', 'bank-transfer']) {
      const refused = await graphql(file.harness.app, file.demo, PAY_RELOAD, { id: second.identifier, method, tx: merchantTransactionId(TEST_SECRET, secondId, method) });
      expect(refused.errors?.[0]?.extensions?.code).toBe('PACKAGE_CHANGED');
      expect(refused.errors?.[0]?.message).toBe("Your website's package has changed since this order was sent, so it can no longer be paid and nothing was charged. Please choose a package again on the price list.");
    }
    expect(await db.selectFrom('payments').select('id').where('order_id', '=', secondId).execute()).toEqual([]);
    expect(ok(await readOrder(file.harness.app, file.demo, second.identifier)).status).toBe('AWAITING_PAYMENT');
  });
});

describe('input limits', () => {
  it('answers documents beyond the armour\'s limits with an error, not work', async () => {
    const deep = `query { order(orderIdentifier: "x") { ${'items { '.repeat(12)}hash${' }'.repeat(12)} } }`;
    const result = await graphql(file.harness.app, file.demo, deep);
    expect(result.errors?.length).toBeGreaterThan(0);
  });
});
