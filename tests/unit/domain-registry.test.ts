import { describe, expect, it } from 'vitest';
import {
  RESERVATION_DAYS,
  asciiDomain,
  authCodeMatches,
  availabilityOf,
  hashAuthCode,
  offerPrices,
  sortSuggestions,
  suggestionTlds,
  unicodeDomain,
} from '../../server/domain/domains/registry';
import type { TldOffer } from '../../server/domain/checkout/types';

const now = new Date('2026-11-21T10:00:00Z');
const later = new Date(now.getTime() + RESERVATION_DAYS * 24 * 60 * 60 * 1000);
const earlier = new Date(now.getTime() - 1000);

const tld = (name: string, position: number, idn: boolean, privateRegistration = true): TldOffer => ({
  name,
  position,
  idn,
  supportsFreeVoucher: true,
  privateRegistration,
  registration: 100n,
  renewal: 200n,
  transfer: 90n,
  restoration: 800n,
  privateRegistrationYearly: 50n,
});

describe('availabilityOf', () => {
  it('a name without a row, or with a reservation that ran out, is available', () => {
    expect(availabilityOf(undefined, now)).toBe('AVAILABLE');
    expect(availabilityOf({ status: 'reserved', orderId: 'o', reservedUntil: earlier }, now)).toBe('AVAILABLE');
    expect(availabilityOf({ status: 'reserved', orderId: 'o', reservedUntil: now }, now)).toBe('AVAILABLE');
  });

  it('a registered name or a live reservation is taken', () => {
    expect(availabilityOf({ status: 'registered', orderId: null, reservedUntil: null }, now)).toBe('TAKEN');
    expect(availabilityOf({ status: 'reserved', orderId: 'o', reservedUntil: later }, now)).toBe('TAKEN');
  });

  it('a name held elsewhere is transferable unless a finished transfer order reserves it', () => {
    expect(availabilityOf({ status: 'held_elsewhere', orderId: null, reservedUntil: null }, now)).toBe('TRANSFERABLE');
    expect(availabilityOf({ status: 'held_elsewhere', orderId: 'o', reservedUntil: earlier }, now)).toBe('TRANSFERABLE');
    expect(availabilityOf({ status: 'held_elsewhere', orderId: 'o', reservedUntil: later }, now)).toBe('TAKEN');
  });
});

describe('suggestions', () => {
  const tlds = [tld('com', 1, true), tld('net', 2, true), tld('cz', 3, false), tld('de', 4, true)];

  it('are the other TLDs, only those taking accented names for an internationalised label', () => {
    expect(suggestionTlds(tlds, 'com', false).map((candidate) => candidate.name)).toEqual(['net', 'cz', 'de']);
    expect(suggestionTlds(tlds, 'com', true).map((candidate) => candidate.name)).toEqual(['net', 'de']);
  });

  it('list available names first, then by TLD position', () => {
    const offers = [
      { tld: 'net', position: 2, availability: 'TAKEN' as const },
      { tld: 'cz', position: 3, availability: 'TRANSFERABLE' as const },
      { tld: 'de', position: 4, availability: 'AVAILABLE' as const },
      { tld: 'org', position: 5, availability: 'AVAILABLE' as const },
    ];
    expect(sortSuggestions(offers).map((offer) => offer.tld)).toEqual(['de', 'org', 'net', 'cz']);
  });
});

describe('prices, auth codes and name forms', () => {
  it('private registration has no price where the TLD has none', () => {
    expect(offerPrices(tld('com', 1, true))).toEqual({ registration: 100n, renewal: 200n, transfer: 90n, privateRegistration: 50n });
    expect(offerPrices(tld('cz', 1, false, false)).privateRegistration).toBeNull();
  });

  it('auth codes are compared by their hashes, exactly', () => {
    const stored = hashAuthCode('MOVE-2026-OK');
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(authCodeMatches('MOVE-2026-OK', stored)).toBe(true);
    expect(authCodeMatches('move-2026-ok', stored)).toBe(false);
    expect(authCodeMatches('MOVE-2026-OK', null)).toBe(false);
  });

  it('turns names between their Unicode and ASCII forms', () => {
    expect(unicodeDomain('xn--caf-dma.com')).toBe('café.com');
    expect(unicodeDomain('example.com')).toBe('example.com');
    expect(asciiDomain(' Café.com ')).toBe('xn--caf-dma.com');
    expect(asciiDomain('xn--caf-dma.com')).toBe('xn--caf-dma.com');
  });
});
