/**
 * The e-mails about a saved card and an automatic renewal (docs/services.md "Automatic renewal"), each claimed once
 * per (service, period) in `service_notices` in the transaction that writes it: the card could not pay the renewal
 * (`renewal-card-failed`: why, when it is tried again), and the card expires before the renewal is charged
 * (`saved-card-expiring`, a month ahead). Both carry the reminders' one-click renewal link.
 */
import type { Kysely, Transaction } from 'kysely';
import { savedCardDescription } from '../../contracts/saved-cards';
import type { Database } from '../db/schema';
import { addDays } from '../domain/calendar';
import { enqueueMail } from '../mail/outbox';
import { claimNotice, serviceOwner } from '../services/notices';
import type { NoticeKind } from '../services/notices';
import { renewalLinkFor } from './links';
import { serviceTitle } from './step';

export interface SavedCardRow {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

interface ServicePeriod {
  serviceId: string;
  periodEnd: Date;
  accountId: string;
}

/** The first moment a card no longer pays: the month after its expiry month. */
export const cardLapsesAt = (card: Pick<SavedCardRow, 'exp_month' | 'exp_year'>) => new Date(Date.UTC(card.exp_year, card.exp_month, 1));

/**
 * Claims the notice and writes its e-mail with what both e-mails say (the customer, the website or the service, the
 * card in words, the period's end, the renewal link) and the e-mail's own data; false when it was claimed before.
 */
async function sendCardNotice(db: Kysely<Database>, notice: ServicePeriod & { kind: NoticeKind; card: SavedCardRow }, now: Date, mail: (common: CardNoticeData) => Promise<void>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await claimNotice(trx, notice.serviceId, notice.periodEnd, notice.kind, now))) return false;
    const account = await serviceOwner(trx, notice.accountId);
    if (!account) throw new Error(`The account ${notice.accountId} of service ${notice.serviceId} is gone.`);
    const service = await trx.selectFrom('services').selectAll().where('id', '=', notice.serviceId).executeTakeFirstOrThrow();
    const website = service.website_id === null ? undefined : await trx.selectFrom('websites').select('name').where('id', '=', service.website_id).executeTakeFirst();
    const { card } = notice;
    await mail({
      trx,
      to: account.email,
      key: `${notice.serviceId}:${notice.periodEnd.toISOString()}`,
      data: {
        name: account.name,
        website: website?.name ?? null,
        serviceTitle: await serviceTitle(trx, service),
        card: savedCardDescription({ brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year }),
        paidUntil: notice.periodEnd.toISOString(),
        renewUrl: await renewalLinkFor(trx, notice.serviceId, now),
      },
    });
    return true;
  });
}

interface CardNoticeData {
  trx: Transaction<Database>;
  to: string;
  key: string;
  data: { name: string; website: string | null; serviceTitle: string; card: string; paidUntil: string; renewUrl: string };
}

/** The saved card could not pay the renewal: once per period, at the first failure. */
export async function sendCardNeedsYou(
  db: Kysely<Database>,
  notice: ServicePeriod & { identifier: string; card: SavedCardRow; failureCode: string | undefined; retryOn: Date | undefined },
  now: Date,
): Promise<boolean> {
  const reason = notice.failureCode === 'authentication_required' ? 'authentication' : notice.failureCode === 'expired_card' ? 'expired' : 'declined';
  return sendCardNotice(db, { ...notice, kind: 'cardNeedsYou' }, now, async ({ trx, to, key, data }) =>
    enqueueMail(trx, { key: `renewal-card-failed:${key}`, to, template: 'renewal-card-failed', data: { ...data, reason, orderIdentifier: notice.identifier, retryOn: notice.retryOn?.toISOString() ?? null } }, now),
  );
}

/** The saved card expires before the renewal is charged (`chargeOn`): once per period. */
export async function sendCardExpiring(db: Kysely<Database>, notice: ServicePeriod & { card: SavedCardRow; chargeOn: Date }, now: Date): Promise<boolean> {
  return sendCardNotice(db, { ...notice, kind: 'cardExpires' }, now, async ({ trx, to, key, data }) =>
    enqueueMail(trx, { key: `saved-card-expiring:${key}`, to, template: 'saved-card-expiring', data: { ...data, chargeOn: notice.chargeOn.toISOString(), lastDay: addDays(cardLapsesAt(notice.card), -1).toISOString() } }, now),
  );
}
