import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 (key: the session secret) of a purpose and fields, base64url. The purpose keeps a signature made
 * for one thing (a gateway request) from passing as another (the gateway's answer); the fields are JSON-encoded,
 * so no separator inside a value can make two different lists sign alike.
 */
export function sign(secret: string, purpose: string, fields: readonly string[]): string {
  return createHmac('sha256', secret).update(JSON.stringify([purpose, ...fields])).digest('base64url');
}

/** Compares in constant time, so the time of a refusal tells nothing about the right signature. */
export function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function verify(secret: string, purpose: string, fields: readonly string[], signature: string): boolean {
  return sameSignature(signature, sign(secret, purpose, fields));
}

/**
 * The MerchantTransactionID of an order and payment method: the same at every reload, so the finish flow can
 * send back the one it was given and the server can tell that it made it, for this order and this method.
 */
export function merchantTransactionId(secret: string, orderId: string, method: string): string {
  return `TX-${sign(secret, 'merchant-transaction', [orderId, method]).slice(0, 32)}`;
}

export function isMerchantTransactionId(secret: string, orderId: string, method: string, given: string): boolean {
  return sameSignature(given, merchantTransactionId(secret, orderId, method));
}
