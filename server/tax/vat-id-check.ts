/**
 * A billing VAT ID checked with VIES before reverse charge is granted (docs/checkout.md, "VAT ID check"). VIES's
 * valid and invalid answers are kept for a day per VAT ID in the database, so every instance shares them and VIES is
 * asked once a day per ID at most; an unavailable answer is kept nowhere but on the order, whose check a periodic
 * retry asks again (retryUnavailableChecks).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import type { VatIdCheck } from '../domain/checkout/types';
import type { AskVies } from './vies';

/** How long a VIES answer about a VAT ID is reused. */
export const VIES_CACHE_MS = 24 * 60 * 60 * 1000;
/** How often the unavailable checks of orders are asked again. */
export const VIES_RETRY_EVERY_MS = 5 * 60 * 1000;
/** An unavailable check older than this is no longer asked again (the order was left, or VIES keeps failing for it). */
export const VIES_RETRY_FOR_MS = 14 * 24 * 60 * 60 * 1000;

/** The words the checkout shows for a check that kept VAT on the order (the customer's language is English today). */
export const VAT_ID_CHECK_MESSAGES = {
  invalid: "The EU's VIES service says this VAT ID is not valid, so VAT is charged. Please check the VAT ID.",
  unavailable:
    "We could not check your VAT ID with the EU's VIES service just now; VAT is charged for now. We keep trying, and once VIES confirms your VAT ID, VAT is removed from an order not yet finished.",
  unchecked: "Your VAT ID has not been checked with the EU's VIES service yet, so VAT is charged; it is checked when you leave the VAT ID field or finish the order.",
} as const;

/** Checks a VAT ID ('DE123456789', compact and upper case) at `now`. Never throws for VIES's sake. */
export type CheckVatId = (vatId: string, now: Date) => Promise<VatIdCheck>;

const checkSchema = z.object({
  vatId: z.string(),
  status: z.enum(['valid', 'invalid', 'unavailable']),
  consultationNumber: z.string().nullable(),
  checkedAt: z.string(),
});

/** The check stored on an order (orders.vat_id_check); null when there is none or it does not read. */
export function parseVatIdCheck(value: unknown): VatIdCheck | null {
  const parsed = checkSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function vatIdChecker(db: Kysely<Database>, ask: AskVies, onUnavailable: (vatId: string, reason: string) => void = () => {}): CheckVatId {
  return async (vatId, now) => {
    const kept = await db
      .selectFrom('vies_checks')
      .select(['valid', 'consultation_number', 'checked_at'])
      .where('vat_id', '=', vatId)
      .where('checked_at', '>', new Date(now.getTime() - VIES_CACHE_MS))
      .executeTakeFirst();
    if (kept) return { vatId, status: kept.valid ? 'valid' : 'invalid', consultationNumber: kept.consultation_number, checkedAt: new Date(kept.checked_at).toISOString() };
    const answer = await ask({ countryCode: vatId.slice(0, 2), vatNumber: vatId.slice(2) });
    if (answer.status === 'unavailable') {
      onUnavailable(vatId, answer.reason);
      return { vatId, status: 'unavailable', consultationNumber: null, checkedAt: now.toISOString() };
    }
    const row = {
      valid: answer.status === 'valid',
      consultation_number: answer.status === 'valid' ? answer.consultationNumber : null,
      request_date: answer.status === 'valid' ? answer.requestDate : null,
      checked_at: now,
    };
    await db
      .insertInto('vies_checks')
      .values({ vat_id: vatId, ...row })
      .onConflict((conflict) => conflict.column('vat_id').doUpdateSet(row))
      .execute();
    return { vatId, status: answer.status, consultationNumber: row.consultation_number, checkedAt: now.toISOString() };
  };
}

/**
 * Asks VIES again about the orders whose check was unavailable (within VIES_RETRY_FOR_MS), and records each answer
 * on its order. A draft is priced from its check, so a valid answer takes its VAT off at once; an order already
 * finished keeps the price it was finished at (docs/checkout.md says why) and only records the answer. The update
 * is conditional on the check it replaces, so two instances retrying at once record one answer. Answers how many
 * orders got an answer.
 */
export async function retryUnavailableChecks(db: Kysely<Database>, check: CheckVatId, now: Date): Promise<number> {
  const since = new Date(now.getTime() - VIES_RETRY_FOR_MS).toISOString();
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'vat_id_check'])
    .where(sql<string>`vat_id_check ->> 'status'`, '=', 'unavailable')
    .where(sql<string>`vat_id_check ->> 'checkedAt'`, '>', since)
    .where('status', '!=', 'cancelled')
    .orderBy('updated_at')
    .limit(100)
    .execute();
  let answered = 0;
  for (const row of rows) {
    const before = parseVatIdCheck(row.vat_id_check);
    if (!before) continue;
    const after = await check(before.vatId, now);
    if (after.status === 'unavailable') continue;
    const updated = await db
      .updateTable('orders')
      .set({ vat_id_check: JSON.stringify(after) })
      .where('id', '=', row.id)
      .where(sql<string>`vat_id_check ->> 'vatId'`, '=', before.vatId)
      .where(sql<string>`vat_id_check ->> 'status'`, '=', 'unavailable')
      .executeTakeFirst();
    if (updated.numUpdatedRows > 0n) answered += 1;
  }
  return answered;
}
