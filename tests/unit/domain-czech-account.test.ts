import { describe, expect, it } from 'vitest';
import { czechDomesticAccount } from '../../server/domain/czech-account';
import { isValidIban } from '../../server/bank-transfer/instructions';

describe('czechDomesticAccount', () => {
  it('writes a Czech IBAN as Czech banks do: prefix-number/bank, without leading zeros', () => {
    expect(czechDomesticAccount('CZ6508000000192000145399')).toBe('19-2000145399/0800');
    expect(czechDomesticAccount('CZ65 0800 0000 1920 0014 5399')).toBe('19-2000145399/0800');
  });

  it('leaves the prefix out when it is zero', () => {
    const iban = 'CZ5855000000001265098001';
    expect(isValidIban(iban)).toBe(true);
    expect(czechDomesticAccount(iban)).toBe('1265098001/5500');
  });

  it('has no domestic form for an account outside Czechia or a malformed one', () => {
    expect(czechDomesticAccount('DE89370400440532013000')).toBeNull();
    expect(czechDomesticAccount('SK3112000000198742637541')).toBeNull();
    expect(czechDomesticAccount('CZ65080000001920001453')).toBeNull();
    expect(czechDomesticAccount('CZ6508000000190000000000')).toBeNull();
  });
});
