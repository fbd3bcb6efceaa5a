import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { priceOrder } from '../domain/checkout/price-order';
import { loadPricingCatalogues } from '../orders/pricing-catalogue';
import { findOwnedOrder } from '../orders/repository';
import { rateForInvoice, statesVatInCzk } from './czk';
import { currentSeller } from '../tax/seller';
import { invoicePricing, parsePricing } from '../domain/checkout/charged-pricing';
import type { InvoicePricing } from '../domain/checkout/charged-pricing';
import type { Language } from '../../contracts/language';
import { INTL_LOCALES, languageOrDefault } from '../i18n';
import { buildSnapshot, sellerDate } from './snapshot';
import type { OrderRecord } from '../orders/repository';
import type { PaymentsTable } from '../db/schema';
import { PAYMENT_TITLES, providerOfMethod } from '../../contracts/payment-methods';
import { cardName, type CardName } from '../../contracts/saved-cards';

/** 'YYYY-NNNNNN': the year and the sequence within it, zero-padded to six digits (more digits past 999999). */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * The next number of the year in a counter (invoices' or credit notes'), in one statement: the year's counter row
 * is made at 1 or raised by one. The row stays locked until the issuing transaction ends, so parallel documents
 * take consecutive numbers, and one that rolls back takes its number back with it: no gaps and no duplicates, on
 * PGlite and PostgreSQL alike.
 */
export async function nextSequence(trx: Transaction<Database>, year: number, counter: 'invoice_counter' | 'credit_note_counter' = 'invoice_counter'): Promise<number> {
  const row = await trx
    .insertInto(counter as 'invoice_counter')
    .values({ year, last_number: 1 })
    .onConflict((oc) => oc.column('year').doUpdateSet({ last_number: sql<number>`${sql.ref(`${counter}.last_number`)} + 1` }))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
}

/**
 * Issues the tax invoice of an order that has just been marked paid, in the transaction that marked it (markOrderPaid,
 * before the order is fulfilled). Its lines and VAT are the order's as the customer finished it (orders.priced); the
 * invoice stores everything it shows, so later price or seller changes never alter it.
 */
export async function issueInvoice(trx: Transaction<Database>, orderId: string, now: Date): Promise<{ number: string }> {
  const existing = await trx.selectFrom('invoices').select('number').where('order_id', '=', orderId).executeTakeFirst();
  if (existing) return existing;
  const order = await trx.selectFrom('orders').select(['account_id', 'identifier', 'priced']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const record = await findOwnedOrder(trx, order.account_id, order.identifier);
  if (!record) throw new Error(`Order ${order.identifier} vanished while it was being paid.`);
  const pricing = order.priced === null ? await repricedAtFinish(trx, record, now) : parsePricing(order.priced);
  const account = await trx.selectFrom('accounts').select('language').where('id', '=', order.account_id).executeTakeFirst();
  const language = languageOrDefault(account?.language);
  const country = record.billing.country;
  const countryName = country ? await countryNameIn(trx, country, language) : undefined;
  const payment = await trx.selectFrom('payments').select(['provider', 'external_id']).where('order_id', '=', orderId).where('status', '=', 'succeeded').orderBy('updated_at', 'desc').executeTakeFirst();
  const paymentMethod = PAYMENT_TITLES[payment?.provider ?? chosenProvider(record.paymentServiceName, BigInt(pricing.totalMinor))];
  const charged = payment?.external_id ? await cardChargedBy(trx, payment.external_id) : undefined;
  const paymentCard = charged && cardName(charged);

  const year = Number(sellerDate(now).slice(0, 4));
  const sequence = await nextSequence(trx, year);
  const number = formatInvoiceNumber(year, sequence);
  // The day of supply is the day of issue (and payment).
  const czkRate = statesVatInCzk(record.currency, pricing) ? await rateForInvoice(trx, { number, orderIdentifier: record.identifier, currency: record.currency, day: sellerDate(now) }) : undefined;
  const snapshot = buildSnapshot({
    number,
    issuedAt: now,
    seller: await currentSeller(trx),
    orderIdentifier: record.identifier,
    currency: record.currency,
    billing: record.billing,
    countryName,
    pricing,
    paymentMethod,
    paymentCard,
    czkRate,
    language,
  });
  await trx
    .insertInto('invoices')
    .values({
      id: randomUUID(),
      number,
      year,
      sequence,
      order_id: orderId,
      account_id: record.accountId,
      issued_at: now,
      currency: record.currency,
      total_minor: BigInt(pricing.totalMinor),
      snapshot: JSON.stringify(snapshot),
    })
    .execute();
  return { number };
}

/** The billing country's name: the VAT table's (English) for an English invoice, Intl's in the invoice's other language. */
async function countryNameIn(trx: Transaction<Database>, country: string, language: Language): Promise<string> {
  if (language !== 'en') {
    const name = new Intl.DisplayNames([INTL_LOCALES[language]], { type: 'region', fallback: 'none' }).of(country);
    if (name) return name;
  }
  return (await trx.selectFrom('vat_rate').select('country_name').where('country_code', '=', country).executeTakeFirst())?.country_name ?? country;
}

/** An order finished before orders kept their pricing: priced again as at its finishing time with today's catalogue. */
async function repricedAtFinish(trx: Transaction<Database>, record: OrderRecord, now: Date): Promise<InvoicePricing> {
  const catalogue = (await loadPricingCatalogues(trx)).get(record.currency);
  if (!catalogue) throw new Error(`No pricing catalogue in ${record.currency}.`);
  const priced = priceOrder(catalogue, { currency: record.currency, items: record.items, voucher: record.voucher, billing: record.billing, vatIdCheck: record.vatIdCheck, upgradeCredit: record.upgradeCredit, now: record.finishedAt ?? now });
  return invoicePricing(priced, catalogue);
}

/** Without a recorded payment (an operator marking a transfer paid), the method the customer chose names it. */
function chosenProvider(paymentServiceName: string | null, total: bigint): PaymentsTable['provider'] {
  if (total === 0n) return 'voucher';
  return providerOfMethod(paymentServiceName) ?? 'transfer';
}

/**
 * The saved card an automatic renewal charged with this PaymentIntent (its `renewal_charges` attempt): its brand and
 * last digits (the invoice writes them 'Visa ending 4242'); undefined for an intent that was no automatic charge, or one
 * the customer paid themselves through the renewal link.
 */
async function cardChargedBy(db: Kysely<Database>, intentId: string): Promise<CardName | undefined> {
  const charge = await db.selectFrom('renewal_charges').select(['card_brand', 'card_last4']).where('intent_id', '=', intentId).where('outcome', '=', 'charged').executeTakeFirst();
  return charge?.card_brand && charge.card_last4 ? { brand: charge.card_brand, last4: charge.card_last4 } : undefined;
}

/** The saved card an automatic renewal charged for a paid order, as its invoice names it; undefined for any other payment. */
export async function cardChargedForOrder(db: Kysely<Database>, orderId: string): Promise<CardName | undefined> {
  const payment = await db.selectFrom('payments').select('external_id').where('order_id', '=', orderId).where('status', '=', 'succeeded').orderBy('updated_at', 'desc').executeTakeFirst();
  return payment?.external_id ? cardChargedBy(db, payment.external_id) : undefined;
}
