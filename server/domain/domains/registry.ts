/**
 * The rules of the portal's domain registry as plain functions: what a registry row means for a name now, the order
 * a search lists the same label in other TLDs, and the prices of a name. docs/domains.md describes them.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { domainToUnicode } from 'node:url';
import { checkDomainName } from '../../../contracts/domains';
import type { DomainAvailability } from '../../../contracts/domains';
import type { TldOffer } from '../checkout/types';

/** A finished order holds its domains this long while its payment is awaited (a bank transfer takes days). */
export const RESERVATION_DAYS = 14;
/** How long a domain is bought for, in months; the checkout can change the period later. */
export const DOMAIN_PERIOD_MONTHS = 12;

/** What availability needs of a registry row. */
export interface RegistryEntry {
  status: 'registered' | 'held_elsewhere' | 'reserved';
  orderId: string | null;
  reservedUntil: Date | null;
}

function liveReservation(entry: RegistryEntry, now: Date): boolean {
  return entry.orderId !== null && entry.reservedUntil !== null && entry.reservedUntil.getTime() > now.getTime();
}

/**
 * AVAILABLE: no row, or a reservation that has run out. TRANSFERABLE: held at another registrar and not reserved by
 * a finished transfer order. TAKEN: held through the portal (also past its expiry: it is the holder's to renew), or
 * reserved by an order awaiting payment.
 */
export function availabilityOf(entry: RegistryEntry | undefined, now: Date): DomainAvailability {
  if (!entry) return 'AVAILABLE';
  switch (entry.status) {
    case 'registered':
      return 'TAKEN';
    case 'reserved':
      return liveReservation(entry, now) ? 'TAKEN' : 'AVAILABLE';
    case 'held_elsewhere':
      return liveReservation(entry, now) ? 'TAKEN' : 'TRANSFERABLE';
  }
}

/** Available names first, then by the TLD's position in the catalogue. */
export function sortSuggestions<T extends { availability: DomainAvailability; position: number }>(offers: readonly T[]): T[] {
  const rank = (offer: T) => (offer.availability === 'AVAILABLE' ? 0 : 1);
  return [...offers].sort((a, b) => rank(a) - rank(b) || a.position - b.position);
}

/** The yearly prices of a name in a TLD; private registration null where the TLD has none. */
export function offerPrices(tld: TldOffer): { registration: bigint; renewal: bigint; transfer: bigint; privateRegistration: bigint | null } {
  return { registration: tld.registration, renewal: tld.renewal, transfer: tld.transfer, privateRegistration: tld.privateRegistration ? tld.privateRegistrationYearly : null };
}

/** The TLDs other than the searched one that accept the label (accented labels only where the TLD takes them). */
export function suggestionTlds(tlds: readonly TldOffer[], searched: string, internationalised: boolean): TldOffer[] {
  return tlds.filter((tld) => tld.name !== searched && (!internationalised || tld.idn));
}

export function hashAuthCode(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}

/** Compares the hash of a typed auth code with the stored one in constant time. */
export function authCodeMatches(code: string, storedHash: string | null): boolean {
  if (storedHash === null) return false;
  const typed = Buffer.from(hashAuthCode(code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return typed.length === stored.length && timingSafeEqual(typed, stored);
}

/** The Unicode form of a stored (ASCII) name, e.g. 'xn--caf-dma.com' -> 'café.com'. */
export function unicodeDomain(ascii: string): string {
  return domainToUnicode(ascii) || ascii;
}

/** The stored (ASCII) form of a name sent in either form; the input itself (lower case) when it is no valid name. */
export function asciiDomain(input: string): string {
  const checked = checkDomainName(input);
  return checked.ok ? checked.name.ascii : input.trim().toLowerCase();
}
