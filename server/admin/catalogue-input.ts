import { minorUnitDigits, toDecimalString } from '../domain/money';

/** Why a back-office change (the catalogue, a voucher, a service, the lifecycle's settings) was refused; `errors` names each wrong field (field -> message). */
export class CatalogueEditError extends Error {
  override name = 'CatalogueEditError';
  constructor(
    readonly code: 'INVALID_INPUT' | 'NOT_FOUND' | 'VOUCHER_CODE_TAKEN' | 'SERVICE_UNCHANGED',
    message: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Collects field problems and throws them together, so the operator sees every one at once. */
export class FieldProblems {
  private readonly errors: Record<string, string> = {};
  add(field: string, message: string): void {
    this.errors[field] ??= message;
  }
  throwIfAny(): void {
    const fields = Object.keys(this.errors);
    if (fields.length === 0) return;
    throw new CatalogueEditError('INVALID_INPUT', fields.length === 1 ? (this.errors[fields[0] ?? ''] ?? '') : 'Please correct the highlighted fields.', this.errors);
  }
}

/**
 * An amount an operator typed as a decimal ("7.49", "199") in minor units of the currency: digits, at most the
 * currency's fraction digits after a dot or comma, and above zero. Undefined (with the problem noted) otherwise.
 */
export function parseAmount(text: string, currency: string, field: string, problems: FieldProblems): bigint | undefined {
  const digits = minorUnitDigits(currency);
  const match = /^(\d{1,9})(?:[.,](\d+))?$/.exec(text.trim());
  if (!match || (match[2] !== undefined && match[2].length > digits)) {
    problems.add(field, digits === 0 ? `Enter a whole amount in ${currency}, e.g. 199.` : `Enter an amount in ${currency} with at most ${digits} decimals, e.g. 7.49.`);
    return undefined;
  }
  const amount = BigInt(match[1] ?? '0') * 10n ** BigInt(digits) + BigInt((match[2] ?? '').padEnd(digits, '0') || '0');
  if (amount <= 0n) {
    problems.add(field, `The amount must be more than zero.`);
    return undefined;
  }
  return amount;
}

/** Minor units as the decimal an operator edits, e.g. 749n EUR -> "7.49". */
export function decimalAmount(amountMinor: bigint, currency: string): string {
  return toDecimalString(amountMinor, minorUnitDigits(currency));
}

/** A required text of at most `max` characters, trimmed. */
export function requiredText(text: string, field: string, label: string, max: number, problems: FieldProblems): string {
  const trimmed = text.trim();
  if (trimmed.length === 0) problems.add(field, `${label} is required.`);
  else if (trimmed.length > max) problems.add(field, `${label} must be at most ${max} characters.`);
  return trimmed;
}
