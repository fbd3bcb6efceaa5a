import { describe, expect, it } from 'vitest';
import { isOrderIdentifier, isOrderIdentifierBeginning, newOrderIdentifier, orderIdentifierNumber, orderIdentifiersIn } from '../../server/domain/order-identifier';
import { variableSymbol } from '../../server/bank-transfer/instructions';

describe('order identifiers, one rule for the order, its payments and the bank statements', () => {
  it('are made as ORD- and 8 characters of Crockford base32, and every one made is an identifier to all who read it', () => {
    for (let made = 0; made < 200; made += 1) {
      const identifier = newOrderIdentifier();
      expect(identifier).toMatch(/^ORD-[0-9A-HJKMNP-TV-Z]{8}$/);
      expect(isOrderIdentifier(identifier)).toBe(true);
      expect(orderIdentifiersIn(`Payment for ${identifier.toLowerCase()}, thank you`)).toEqual([identifier]);
      expect(isOrderIdentifierBeginning(identifier.slice(0, 7))).toBe(true);
      // The variable symbol is the last 10 digits of the 40-bit number the code stands for.
      expect(variableSymbol(identifier)).toBe(((orderIdentifierNumber(identifier) ?? -1n) % 10_000_000_000n).toString().padStart(10, '0'));
    }
  });

  it('take the demo orders named by hand, whose symbol falls back to their characters', () => {
    expect(isOrderIdentifier('ORD-DEMO2026')).toBe(true);
    expect(orderIdentifiersIn('VS ORD-DEMO2026')).toEqual(['ORD-DEMO2026']);
    expect(orderIdentifierNumber('ORD-DEMO2026')).toBeNull();
    expect(variableSymbol('ORD-DEMO2026')).toMatch(/^\d{10}$/);
  });

  it('refuse, alike for payments and statements, what is shorter, longer or of other characters', () => {
    for (const value of ['ORD-1', 'ORD-AB12CD345', 'ORD-AB12CD3', 'ORD AB12CD34', "ORD-' or 1=1", 'ord-ab12cd34', 'XORD-AB12CD34', '']) {
      expect(isOrderIdentifier(value)).toBe(false);
    }
    // Inside a reference only a whole identifier counts, in any case; a longer word names no order.
    expect(orderIdentifiersIn('ORD-AB12CD345 and XORD-AB12CD34')).toEqual([]);
    expect(orderIdentifiersIn('two: ord-ab12cd34, ORD-7K2M9QXA.')).toEqual(['ORD-AB12CD34', 'ORD-7K2M9QXA']);
  });

  it('begin with ORD- for the back office\'s filter, which finds an order by its beginning', () => {
    for (const value of ['O', 'ORD', 'ORD-', 'ORD-7K', 'ORD-7K2M9QXA']) expect(isOrderIdentifierBeginning(value)).toBe(true);
    for (const value of ['', 'RD-', 'ORD-7K2M9QXA1', 'ORD-7K 2', 'DEMO2026']) expect(isOrderIdentifierBeginning(value)).toBe(false);
  });
});
