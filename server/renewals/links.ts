/**
 * The one-click renewal links of the reminder e-mails (GET /renew/:token, docs/services.md "Renewing"): a random token
 * of 32 bytes naming one service and the period it renews, kept only as its SHA-256 (as password reset links are), so
 * a copy of the database opens no link. It opens that renewal and nothing else, works signed out, and expires.
 */
import type { Kysely } from 'kysely';
import { hashLinkToken, newLinkToken } from '../auth/link-token';
import type { Database } from '../db/schema';
import { addDays } from '../domain/calendar';

/** How long a link works: from one reminder to well past the next, and into the grace after the period ends. */
export const RENEWAL_LINK_DAYS = 30;

/**
 * A fresh link to the renewal of the service's current period; absolute when `origin` (PUBLIC_URL) is given, else a
 * path, which the e-mail makes absolute when it is rendered.
 */
export async function renewalLinkFor(db: Kysely<Database>, serviceId: string, now: Date, origin = ''): Promise<string> {
  const service = await db.selectFrom('services').select('paid_until').where('id', '=', serviceId).executeTakeFirstOrThrow();
  const token = newLinkToken();
  await db
    .insertInto('renewal_links')
    .values({ token_hash: hashLinkToken(token), service_id: serviceId, period_end: service.paid_until, created_at: now, expires_at: addDays(now, RENEWAL_LINK_DAYS) })
    .execute();
  return `${origin.replace(/\/$/, '')}/renew/${token}`;
}

/** Why a link opens nothing; its page's words are the server catalogue's `page.renewal.*` (server/renewals/routes.ts). */
export type RenewalLinkProblem = 'LINK_INVALID' | 'LINK_EXPIRED' | 'LINK_USED' | 'LINK_FOREIGN';

/** What a token opens: the service and its owner, or why it opens nothing. */
export async function readRenewalLink(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<{ serviceId: string; accountId: string } | { problem: RenewalLinkProblem }> {
  if (token.length === 0 || token.length > 100) return { problem: 'LINK_INVALID' };
  const link = await db
    .selectFrom('renewal_links')
    .innerJoin('services', 'services.id', 'renewal_links.service_id')
    .select(['renewal_links.service_id', 'renewal_links.period_end', 'renewal_links.expires_at', 'services.account_id', 'services.paid_until'])
    .where('renewal_links.token_hash', '=', hashLinkToken(token))
    .executeTakeFirst();
  if (!link) return { problem: 'LINK_INVALID' };
  // Renewed since (the period it was sent for is paid): the link has done its one job.
  if (link.paid_until.getTime() !== link.period_end.getTime()) return { problem: 'LINK_USED' };
  if (link.expires_at <= now) return { problem: 'LINK_EXPIRED' };
  return { serviceId: link.service_id, accountId: link.account_id };
}
