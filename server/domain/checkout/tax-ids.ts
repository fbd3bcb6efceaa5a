/** Czech business and tax identifiers, and the well-formedness of EU VAT IDs. */

export const BUSINESS_ID_MESSAGE = 'Please enter a valid Business ID';
export const TAX_ID_MESSAGE = 'Please enter a valid DIČ';

/** IČO: 8 digits, the last a mod-11 check digit over the first seven with weights 8 to 2. */
export function isValidBusinessId(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  let weighted = 0;
  for (let index = 0; index < 7; index += 1) weighted += Number(value[index]) * (8 - index);
  return (11 - (weighted % 11)) % 10 === Number(value[7]);
}

/** The two-letter prefix of a VAT ID (DIČ), upper case, spaces removed; undefined when malformed. */
export function parseTaxId(value: string): { prefix: string; number: string } | undefined {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  const match = /^([A-Z]{2})([0-9A-Z]{2,13})$/.exec(compact);
  if (!match) return undefined;
  const [, prefix = '', number = ''] = match;
  if (prefix === 'CZ' && !/^\d{8,10}$/.test(number)) return undefined;
  return { prefix, number };
}

/** DIČ: a known EU VAT prefix and 2 to 13 letters or digits; CZ with 8 to 10 digits. */
export function isValidTaxId(value: string, euPrefixes: ReadonlySet<string>): boolean {
  const parsed = parseTaxId(value);
  return parsed !== undefined && euPrefixes.has(parsed.prefix);
}
