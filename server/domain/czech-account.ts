/**
 * A Czech bank account as Czech customers write it, from its IBAN: `CZkk BBBB PPPPPP NNNNNNNNNN` holds the bank code
 * (4 digits), the prefix (6) and the account number (10), written domestically as `PREFIX-NUMBER/BANK` without
 * leading zeros, and without the prefix when it is 0 (`19-2000145399/0800`, `2000145399/0800`).
 */
const CZECH_IBAN = /^CZ\d{2}(\d{4})(\d{6})(\d{10})$/;

/** The domestic form of a Czech IBAN; null for any other IBAN. */
export function czechDomesticAccount(iban: string): string | null {
  const parts = CZECH_IBAN.exec(iban.replace(/\s+/g, ''));
  if (!parts) return null;
  const [, bank = '', prefix = '', number = ''] = parts;
  const withoutZeros = (digits: string) => digits.replace(/^0+/, '');
  const account = withoutZeros(number);
  if (account === '') return null;
  const head = withoutZeros(prefix);
  return `${head === '' ? '' : `${head}-`}${account}/${bank}`;
}
