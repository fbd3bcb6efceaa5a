/**
 * What an order identifier is, defined once for the order it is given to, the payments and checkout that look it up,
 * and the bank statements that find it in a payer's reference: 'ORD-' and 8 capital letters or digits. New ones take
 * their 8 characters from Crockford's base32 (no I, L, O or U, so an identifier read aloud or typed is not mistaken);
 * the demo orders were named by hand (ORD-DEMO2026) and are identifiers all the same.
 */
import { randomBytes } from 'node:crypto';

/** Crockford's base32. */
const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const PREFIX = 'ORD-';
const CODE_LENGTH = 8;
const SHAPE = `${PREFIX}[0-9A-Z]{${CODE_LENGTH}}`;
/** A whole identifier, for rules kept as patterns (a form's fields). */
export const ORDER_IDENTIFIER_PATTERN = new RegExp(`^${SHAPE}$`);
// Not a part of a longer word: 'ORD-AB12CD345' names no order.
const WITHIN = new RegExp(`(?<![0-9A-Z])${SHAPE}(?![0-9A-Z])`, 'g');

/** 'ORD-' and 8 base32 characters (40 random bits). */
export function newOrderIdentifier(): string {
  let code = '';
  for (const byte of randomBytes(CODE_LENGTH)) code += BASE32[byte % 32];
  return `${PREFIX}${code}`;
}

/** Whether the value is an order identifier, as written (capitals): anything else names no order and costs no query. */
export function isOrderIdentifier(value: string): boolean {
  return ORDER_IDENTIFIER_PATTERN.test(value);
}

/** Whether the value (in capitals) can begin an order identifier: 'ORD', 'ORD-7K', a whole one. */
export function isOrderIdentifierBeginning(value: string): boolean {
  if (value.length === 0) return false;
  if (value.length <= PREFIX.length) return PREFIX.startsWith(value);
  return value.startsWith(PREFIX) && value.length <= PREFIX.length + CODE_LENGTH && /^[0-9A-Z]+$/.test(value.slice(PREFIX.length));
}

/** The order identifiers a text names, in any case, as payers write them in a payment's reference. */
export function orderIdentifiersIn(text: string): string[] {
  return [...text.toUpperCase().matchAll(WITHIN)].map((match) => match[0]);
}

/** The 40-bit number a base32 identifier stands for; null for one with other characters (the demo orders). */
export function orderIdentifierNumber(identifier: string): bigint | null {
  if (!isOrderIdentifier(identifier)) return null;
  let number = 0n;
  for (const char of identifier.slice(PREFIX.length)) {
    const digit = BASE32.indexOf(char);
    if (digit < 0) return null;
    number = number * 32n + BigInt(digit);
  }
  return number;
}
