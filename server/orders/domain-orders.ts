/**
 * Domain search and domain orders over the portal's registry (docs/domains.md): what a name costs and whether it
 * can be bought, and a draft order of one domain, with or without a package to choose next.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import { AUTH_CODE_MESSAGE, AUTH_CODE_PATTERN, checkDomainName } from '../../contracts/domains';
import type { DomainAvailability, ParsedDomainName } from '../../contracts/domains';
import type { Database } from '../db/schema';
import {
  DOMAIN_PERIOD_MONTHS,
  authCodeMatches,
  availabilityOf,
  offerPrices,
  sortSuggestions,
  suggestionTlds,
  unicodeDomain,
} from '../domain/domains/registry';
import type { RegistryEntry } from '../domain/domains/registry';
import type { PricingCatalogue, TldOffer } from '../domain/checkout/types';
import { findOwnedWebsite } from '../websites/repository';
import { ORDER_MESSAGES, OrderError, insertDraftOrder } from './create-package-order';
import { english } from '../i18n';

export const DOMAIN_MESSAGES = {
  INPUT_TOO_LONG: english('error.INVALID_DOMAIN_NAME.tooLong'),
  TLD_NOT_OFFERED: (tld: string) => english('error.TLD_NOT_OFFERED', { tld }),
  IDN_NOT_SUPPORTED: (tld: string) => english('error.IDN_NOT_SUPPORTED', { tld }),
  DOMAIN_TAKEN: (domain: string) => english('error.DOMAIN_TAKEN.taken', { domain }),
  DOMAIN_NOT_TRANSFERABLE: (domain: string) => english('error.DOMAIN_NOT_TRANSFERABLE', { domain }),
  AUTH_CODE_MISMATCH: (domain: string) => english('error.INVALID_AUTH_CODE', { domain }),
  PROJECT_REQUIRED: 'Please choose the website the package is for.',
} as const;

export type DomainErrorCode =
  | 'INVALID_DOMAIN_NAME'
  | 'TLD_NOT_OFFERED'
  | 'IDN_NOT_SUPPORTED'
  | 'DOMAIN_TAKEN'
  | 'DOMAIN_NOT_TRANSFERABLE'
  | 'INVALID_AUTH_CODE'
  | 'PROJECT_NOT_FOUND'
  | 'PROJECT_REQUIRED';

/** A refused domain search or domain order: the order errors' class with the domain codes. */
export class DomainError extends OrderError<DomainErrorCode> {
  override name = 'DomainError';
}

/** Anything longer is refused before it is parsed. */
const MAX_INPUT = 300;

type Executor = Kysely<Database> | Transaction<Database>;

/** The registry rows of these ASCII names, in one query. */
async function registryEntries(db: Executor, names: readonly string[]): Promise<Map<string, RegistryEntry & { authCodeHash: string | null }>> {
  if (names.length === 0) return new Map();
  const rows = await db.selectFrom('domain_registry').select(['name', 'status', 'order_id', 'reserved_until', 'auth_code_hash']).where('name', 'in', names).execute();
  return new Map(rows.map((row) => [row.name, { status: row.status, orderId: row.order_id, reservedUntil: row.reserved_until, authCodeHash: row.auth_code_hash }]));
}

/** A name checked against the rules, before anything is read. */
function parsedName(input: string): ParsedDomainName {
  if (input.length > MAX_INPUT) throw new DomainError('INVALID_DOMAIN_NAME', DOMAIN_MESSAGES.INPUT_TOO_LONG);
  const checked = checkDomainName(input);
  if (!checked.ok) throw new DomainError('INVALID_DOMAIN_NAME', checked.message);
  return checked.name;
}

/** The TLD of a parsed name among the TLDs sold, and whether it takes the name's letters. */
function soldTld(name: ParsedDomainName, catalogue: PricingCatalogue): TldOffer {
  const tld = catalogue.tlds.get(name.tld);
  if (!tld) throw new DomainError('TLD_NOT_OFFERED', DOMAIN_MESSAGES.TLD_NOT_OFFERED(name.tld));
  if (name.internationalised && !tld.idn) throw new DomainError('IDN_NOT_SUPPORTED', DOMAIN_MESSAGES.IDN_NOT_SUPPORTED(name.tld));
  return tld;
}

export interface DomainOfferRecord {
  domain: string;
  asciiDomain: string;
  tld: string;
  position: number;
  availability: DomainAvailability;
  registration: bigint;
  renewal: bigint;
  transfer: bigint;
  privateRegistration: bigint | null;
  supportsFreeVoucher: boolean;
}

/** The name searched and the same label in the other TLDs that accept it, available ones first. */
export async function searchDomain(db: Kysely<Database>, catalogue: PricingCatalogue, input: string, now: Date): Promise<{ exact: DomainOfferRecord; suggestions: DomainOfferRecord[] }> {
  const name = parsedName(input);
  const tld = soldTld(name, catalogue);
  const others = suggestionTlds([...catalogue.tlds.values()], tld.name, name.internationalised);
  const asciiOf = (other: TldOffer) => `${name.asciiLabel}.${other.name}`;
  const entries = await registryEntries(db, [name.ascii, ...others.map(asciiOf)]);
  const offer = (candidate: TldOffer): DomainOfferRecord => {
    const ascii = asciiOf(candidate);
    return {
      domain: unicodeDomain(ascii),
      asciiDomain: ascii,
      tld: candidate.name,
      position: candidate.position,
      availability: availabilityOf(entries.get(ascii), now),
      ...offerPrices(candidate),
      supportsFreeVoucher: candidate.supportsFreeVoucher,
    };
  };
  return { exact: offer(tld), suggestions: sortSuggestions(others.map(offer)) };
}

export interface DomainOrderRequest {
  accountId: string;
  accountEmail: string;
  domain: string;
  action: 'register' | 'transfer';
  authCode?: string | null | undefined;
  projectName?: string | null | undefined;
  withPackage: boolean;
}

/**
 * A draft order of one domain, checked in the schema's order: the name, its TLD, whether it can be registered or
 * transferred (with a matching auth code), the website, and a website for a package. The domain item and its
 * private registration item (with the registrant's e-mail prefilled) are written with the order in one transaction.
 */
export async function createDomainOrder(
  db: Kysely<Database>,
  context: { catalogue: PricingCatalogue; now: Date },
  request: DomainOrderRequest,
): Promise<{ orderIdentifier: string; nextUrl: string }> {
  const name = parsedName(request.domain);
  const tld = soldTld(name, context.catalogue);
  const entry = (await registryEntries(db, [name.ascii])).get(name.ascii);
  const availability = availabilityOf(entry, context.now);
  if (request.action === 'register' && availability !== 'AVAILABLE') throw new DomainError('DOMAIN_TAKEN', DOMAIN_MESSAGES.DOMAIN_TAKEN(name.domain));
  if (request.action === 'transfer') {
    if (availability === 'AVAILABLE') throw new DomainError('DOMAIN_NOT_TRANSFERABLE', DOMAIN_MESSAGES.DOMAIN_NOT_TRANSFERABLE(name.domain));
    if (availability === 'TAKEN') throw new DomainError('DOMAIN_TAKEN', DOMAIN_MESSAGES.DOMAIN_TAKEN(name.domain));
    const code = request.authCode?.trim() ?? '';
    if (!AUTH_CODE_PATTERN.test(code)) throw new DomainError('INVALID_AUTH_CODE', AUTH_CODE_MESSAGE);
    if (!authCodeMatches(code, entry?.authCodeHash ?? null)) throw new DomainError('INVALID_AUTH_CODE', DOMAIN_MESSAGES.AUTH_CODE_MISMATCH(name.domain));
  }
  const projectName = request.projectName?.trim() || undefined;
  const website = projectName === undefined ? undefined : await findOwnedWebsite(db, request.accountId, projectName.slice(0, 100));
  if (projectName !== undefined && !website) throw new DomainError('PROJECT_NOT_FOUND', ORDER_MESSAGES.PROJECT_NOT_FOUND(projectName.slice(0, 100)));
  if (request.withPackage && !website) throw new DomainError('PROJECT_REQUIRED', DOMAIN_MESSAGES.PROJECT_REQUIRED);

  const orderIdentifier = await db.transaction().execute(async (trx) => {
    const order = await insertDraftOrder(trx, {
      accountId: request.accountId,
      websiteId: website?.id ?? null,
      currency: context.catalogue.currency,
      kind: request.withPackage ? 'domain_with_package' : 'domain',
      now: context.now,
    });
    const item = { order_id: order.id, domain: name.ascii, tld: tld.name, period_months: DOMAIN_PERIOD_MONTHS, created_at: context.now };
    await trx
      .insertInto('order_items')
      .values([
        { ...item, id: randomUUID(), type: 'domain', action: request.action },
        { ...item, id: randomUUID(), type: 'private_registration', enabled: tld.privateRegistration, contact: JSON.stringify({ email: request.accountEmail }) },
      ])
      .execute();
    return order.identifier;
  });
  const step = request.withPackage ? 'package' : 'personal-data';
  return { orderIdentifier, nextUrl: `/checkout/${encodeURIComponent(orderIdentifier)}/${step}` };
}

/** A domain of an order, as claimed in the registry. */
export interface ClaimedDomain {
  /** ASCII. */
  domain: string;
  tld: string;
  action: 'register' | 'transfer';
}

/**
 * Claims a name for an order in one conditional statement: while it is free (no row, or a reservation that ran out)
 * for a registration, or held elsewhere without another order's live reservation for a transfer; a claim the order
 * already holds is renewed. `as` says what the row becomes: a reservation until a time, or a registration for the
 * account. False when the name is someone else's: nothing was written.
 */
export async function claimDomain(
  trx: Transaction<Database>,
  orderId: string,
  domain: ClaimedDomain,
  now: Date,
  as: { reservedUntil: Date } | { accountId: string; websiteId: string | null; expiresAt: Date },
): Promise<boolean> {
  const values =
    'reservedUntil' in as
      ? { order_id: orderId, reserved_until: as.reservedUntil }
      : { status: 'registered' as const, order_id: orderId, reserved_until: null, auth_code_hash: null, account_id: as.accountId, website_id: as.websiteId, registered_at: now, expires_at: as.expiresAt };
  const free = sql<boolean>`(domain_registry.reserved_until is null or domain_registry.reserved_until <= ${now} or domain_registry.order_id = ${orderId})`;
  if (domain.action === 'transfer') {
    const updated = await trx.updateTable('domain_registry').set(values).where('name', '=', domain.domain).where('status', '=', 'held_elsewhere').where(free).executeTakeFirst();
    return updated.numUpdatedRows > 0n;
  }
  const row = { name: domain.domain, tld: domain.tld, status: 'reserved' as const, ...values };
  const claimed = await trx
    .insertInto('domain_registry')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet(values)
        .where('domain_registry.status', '=', 'reserved')
        .where(free),
    )
    .returning('name')
    .executeTakeFirst();
  return claimed !== undefined;
}
