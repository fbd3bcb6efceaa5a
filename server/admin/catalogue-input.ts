import { minorUnitDigits, toDecimalString } from '../domain/money';
import { english } from '../i18n';

/**
 * Why a back-office change (the catalogue, a voucher, a service, the lifecycle's settings) was refused; `errors` names
 * each wrong field (field -> message). The messages are the server catalogue's English (`english(...)`): a Czech
 * request gets the message and each field's in Czech (server/http/error-language.ts).
 */
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
    throw new CatalogueEditError('INVALID_INPUT', fields.length === 1 ? (this.errors[fields[0] ?? ''] ?? '') : english('error.INVALID_INPUT.fields'), this.errors);
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
    problems.add(field, digits === 0 ? english('error.INVALID_INPUT.wholeAmount', { currency }) : english('error.INVALID_INPUT.decimalAmount', { currency, digits }));
    return undefined;
  }
  const amount = BigInt(match[1] ?? '0') * 10n ** BigInt(digits) + BigInt((match[2] ?? '').padEnd(digits, '0') || '0');
  if (amount <= 0n) {
    problems.add(field, english('error.INVALID_INPUT.amountZero'));
    return undefined;
  }
  return amount;
}

/** Minor units as the decimal an operator edits, e.g. 749n EUR -> "7.49". */
export function decimalAmount(amountMinor: bigint, currency: string): string {
  return toDecimalString(amountMinor, minorUnitDigits(currency));
}

/** What a required text is, as its messages name it ('The name is required.'): the `label` of error.INVALID_INPUT.required. */
export type TextLabel = 'name' | 'label' | 'featureValue' | 'title' | 'question' | 'answer' | 'voucherText' | 'reason';

/** A required text of at most `max` characters, trimmed. */
export function requiredText(text: string, field: string, label: TextLabel, max: number, problems: FieldProblems): string {
  const trimmed = text.trim();
  if (trimmed.length === 0) problems.add(field, english('error.INVALID_INPUT.required', { label }));
  else if (trimmed.length > max) problems.add(field, english('error.INVALID_INPUT.textTooLong', { label, max }));
  return trimmed;
}
