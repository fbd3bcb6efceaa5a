import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a purchase link offers: a package in one version, for a website (or none yet), from a referrer. */
export interface PurchaseOffer {
  identifier: string;
  version: number;
  /** Website name; empty when the visitor has none yet. */
  project: string;
  ref: string;
}

/**
 * Signs a purchase link so that the order step can trust the package version and referrer it carries.
 * A new package version makes old links invalid, so nobody buys an offer that changed under them.
 */
export function signPurchaseOffer(secret: string, offer: PurchaseOffer): string {
  return createHmac('sha256', secret).update(payload(offer)).digest('base64url');
}

export function isValidPurchaseToken(secret: string, offer: PurchaseOffer, token: string): boolean {
  const expected = Buffer.from(signPurchaseOffer(secret, offer));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

// The fields cannot contain "|" (identifiers, website names and refs are restricted), so the join is unambiguous.
function payload(offer: PurchaseOffer): string {
  return [offer.identifier, String(offer.version), offer.project, offer.ref].join('|');
}
