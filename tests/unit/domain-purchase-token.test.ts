import { describe, expect, it } from 'vitest';
import { isValidPurchaseToken, signPurchaseOffer } from '../../server/domain/purchase-token';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const offer = { identifier: 'standard', version: 3, project: 'my-site', ref: 'pricelist' };

describe('purchase tokens', () => {
  it('are HMAC-SHA256 in base64url over identifier|version|project|ref', async () => {
    const { createHmac } = await import('node:crypto');
    const expected = createHmac('sha256', SECRET).update('standard|3|my-site|pricelist').digest('base64url');
    expect(signPurchaseOffer(SECRET, offer)).toBe(expected);
    expect(signPurchaseOffer(SECRET, offer)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('verify for the offer they were made for', () => {
    expect(isValidPurchaseToken(SECRET, offer, signPurchaseOffer(SECRET, offer))).toBe(true);
  });

  it.each([
    ['another package', { ...offer, identifier: 'profi' }],
    ['a newer package version', { ...offer, version: 4 }],
    ['another website', { ...offer, project: 'other-site' }],
    ['another ref', { ...offer, ref: 'newsletter' }],
  ])('do not verify for %s', (_name, changed) => {
    expect(isValidPurchaseToken(SECRET, changed, signPurchaseOffer(SECRET, offer))).toBe(false);
  });

  it('do not verify under another secret, nor when malformed', () => {
    const token = signPurchaseOffer(SECRET, offer);
    expect(isValidPurchaseToken('another-secret-of-thirty-two-characters!', offer, token)).toBe(false);
    expect(isValidPurchaseToken(SECRET, offer, token.slice(1))).toBe(false);
    expect(isValidPurchaseToken(SECRET, offer, '')).toBe(false);
  });
});
