import { createHmac } from 'node:crypto';

/**
 * The user hash of visitor tracking (SPEC.md section 1: the visitor id is 'webnode_' + this hash): an HMAC of the
 * account id with the server's secret, so it is the same for an account on every device and at every sign-in, and
 * names the account to nobody who lacks the secret. Shortened to 32 base64url characters (192 bits).
 */
export function trackingUserHash(secret: string, accountId: string): string {
  return createHmac('sha256', secret).update(`tracking-user|${accountId}`).digest('base64url').slice(0, 32);
}
