import { createHmac, timingSafeEqual } from 'node:crypto';

/** Which state of which order, seen by which session, a token vouches for. */
export interface IntegrityClaim {
  orderId: string;
  version: number;
  /** The hash of the session id: a token is good only in the session that received it. */
  sessionKey: string;
}

/**
 * The integrity token of an order version: a mutation must carry the token of the version it was made against,
 * so a change made from a stale page (another tab changed the order meanwhile) is refused, not merged blindly.
 */
export function signIntegrityToken(secret: string, claim: IntegrityClaim): string {
  return `${claim.version}.${mac(secret, claim)}`;
}

/** The version a token claims when it is genuine for this order and session, else undefined. */
export function verifiedTokenVersion(secret: string, orderId: string, sessionKey: string, token: string): number | undefined {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const version = Number(match[1]);
  const expected = Buffer.from(mac(secret, { orderId, version, sessionKey }));
  const given = Buffer.from(match[2] ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected) ? version : undefined;
}

// Order ids are UUIDs and session keys base64url: neither contains '|', so the joined payload is unambiguous.
function mac(secret: string, claim: IntegrityClaim): string {
  return createHmac('sha256', secret).update(`order-integrity|${claim.orderId}|${claim.version}|${claim.sessionKey}`).digest('base64url');
}
