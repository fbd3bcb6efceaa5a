/**
 * The back office's vouchers: created with their limits (valid from/until, usage limit, item types), and disabled.
 * A voucher is never deleted: finished orders keep pointing at it.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, OrderItemType, VoucherKind, VoucherTable } from '../db/schema';
import { english } from '../i18n';
import { recordAudit } from './audit';
import { CatalogueEditError, decimalAmount, FieldProblems, parseAmount, requiredText } from './catalogue-input';

export const VOUCHER_ITEM_TYPES: readonly OrderItemType[] = ['package', 'addon', 'plugin', 'domain', 'private_registration'];
/** What the voucher table accepts (migration 0004): upper-case letters, digits and dashes, 2 to 32 characters. */
export const VOUCHER_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{1,31}$/;

export interface AdminVoucher {
  code: string;
  kind: VoucherKind;
  percent: number | null;
  amount: string | null;
  currency: string | null;
  appliesTo: OrderItemType[];
  text: string;
  validFrom: string | null;
  validUntil: string | null;
  usageLimit: number | null;
  usedCount: number;
  disabledAt: string | null;
}

type VoucherRow = Omit<VoucherTable, 'used_count' | 'applies_to' | 'disabled_at'> & { used_count: number; applies_to: OrderItemType[]; disabled_at: Date | null };

function adminVoucher(row: VoucherRow): AdminVoucher {
  return {
    code: row.code,
    kind: row.kind,
    percent: row.percent,
    amount: row.amount_minor === null || row.currency === null ? null : decimalAmount(row.amount_minor, row.currency),
    currency: row.currency,
    appliesTo: row.applies_to,
    text: row.text,
    validFrom: row.valid_from?.toISOString() ?? null,
    validUntil: row.valid_until?.toISOString() ?? null,
    usageLimit: row.usage_limit,
    usedCount: row.used_count,
    disabledAt: row.disabled_at?.toISOString() ?? null,
  };
}

/** Every voucher, the newest codes first by name. */
export async function listVouchers(db: Kysely<Database>): Promise<AdminVoucher[]> {
  return (await db.selectFrom('voucher').selectAll().orderBy('code').execute()).map(adminVoucher);
}

export interface VoucherInput {
  code: string;
  kind: VoucherKind;
  percent: number | null;
  amount: string | null;
  currency: string | null;
  appliesTo: string[];
  text: string;
  validFrom: string | null;
  validUntil: string | null;
  usageLimit: number | null;
}

function parseMoment(text: string | null, field: string, problems: FieldProblems): Date | null {
  if (text === null || text.trim() === '') return null;
  const date = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(text.trim()) ? new Date(text.trim()) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) {
    problems.add(field, english('error.INVALID_INPUT.moment'));
    return null;
  }
  return date;
}

/** Creates a voucher; every problem of the input is answered at once and nothing is written. */
export async function createVoucher(db: Kysely<Database>, operatorId: string, input: VoucherInput, now: Date): Promise<AdminVoucher> {
  const problems = new FieldProblems();
  const code = input.code.trim().toUpperCase();
  if (!VOUCHER_CODE_PATTERN.test(code)) problems.add('code', english('error.INVALID_INPUT.voucherCode'));
  const text = requiredText(input.text, 'text', 'voucherText', 200, problems);
  const appliesTo = [...new Set(input.appliesTo)];
  const unknownType = appliesTo.find((type) => !VOUCHER_ITEM_TYPES.includes(type as OrderItemType));
  if (appliesTo.length === 0) problems.add('appliesTo', english('error.INVALID_INPUT.appliesToNothing'));
  else if (unknownType !== undefined) problems.add('appliesTo', english('error.INVALID_INPUT.itemType', { type: unknownType, types: VOUCHER_ITEM_TYPES.join(', ') }));
  let percent: number | null = null;
  let amountMinor: bigint | null = null;
  let currency: string | null = null;
  if (input.kind === 'percent') {
    if (input.percent === null || !Number.isInteger(input.percent) || input.percent < 1 || input.percent > 100) problems.add('percent', english('error.INVALID_INPUT.voucherPercent'));
    else percent = input.percent;
  } else if (input.kind === 'fixed') {
    const known = new Set((await db.selectFrom('currency').select('code').execute()).map((row) => row.code));
    if (input.currency === null || !known.has(input.currency)) problems.add('currency', english('error.INVALID_INPUT.voucherCurrency', { currencies: [...known].sort().join(', ') }));
    else {
      currency = input.currency;
      amountMinor = parseAmount(input.amount ?? '', currency, 'amount', problems) ?? null;
    }
  } else if (input.kind === 'free_domain') {
    if (!appliesTo.includes('domain')) problems.add('appliesTo', english('error.INVALID_INPUT.freeDomain'));
  } else {
    problems.add('kind', english('error.INVALID_INPUT.voucherKind'));
  }
  const validFrom = parseMoment(input.validFrom, 'validFrom', problems);
  const validUntil = parseMoment(input.validUntil, 'validUntil', problems);
  if (validFrom && validUntil && validUntil <= validFrom) problems.add('validUntil', english('error.INVALID_INPUT.validity'));
  if (input.usageLimit !== null && (!Number.isInteger(input.usageLimit) || input.usageLimit < 1 || input.usageLimit > 1_000_000)) problems.add('usageLimit', english('error.INVALID_INPUT.usageLimit'));
  problems.throwIfAny();

  const row = {
    id: randomUUID(),
    code,
    kind: input.kind,
    percent,
    amount_minor: amountMinor,
    currency,
    applies_to: JSON.stringify(appliesTo),
    text,
    valid_from: validFrom,
    valid_until: validUntil,
    usage_limit: input.usageLimit,
  };
  const created = await db.transaction().execute(async (trx) => {
    // The unique code settles two operators creating the same code at once: one insert does nothing.
    const inserted = await trx.insertInto('voucher').values(row).onConflict((conflict) => conflict.column('code').doNothing()).returningAll().executeTakeFirst();
    if (!inserted) return undefined;
    const voucher = adminVoucher(inserted);
    await recordAudit(trx, { accountId: operatorId, action: 'voucher.create', subjectType: 'voucher', subjectId: code, before: null, after: voucher }, now);
    return voucher;
  });
  if (!created) {
    const message = english('error.VOUCHER_CODE_TAKEN', { code });
    throw new CatalogueEditError('VOUCHER_CODE_TAKEN', message, { code: message });
  }
  return created;
}

/** Switches a voucher off: checkouts refuse it from now on (VOUCHER_DISABLED). Disabling it again changes nothing. */
export async function disableVoucher(db: Kysely<Database>, operatorId: string, codeText: string, now: Date): Promise<AdminVoucher> {
  const code = codeText.trim().toUpperCase();
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('voucher').selectAll().where('code', '=', code).executeTakeFirst();
    if (!before) throw new CatalogueEditError('NOT_FOUND', english('error.NOT_FOUND.voucher', { code }));
    const updated = await trx.updateTable('voucher').set({ disabled_at: now }).where('id', '=', before.id).where('disabled_at', 'is', null).returningAll().executeTakeFirst();
    if (!updated) return adminVoucher(before);
    const after = adminVoucher(updated);
    await recordAudit(trx, { accountId: operatorId, action: 'voucher.disable', subjectType: 'voucher', subjectId: code, before: adminVoucher(before), after }, now);
    return after;
  });
}
