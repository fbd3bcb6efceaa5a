/**
 * The e-mail that a saved card could not pay an automatic renewal (docs/services.md "Automatic renewal"): the card,
 * why (the bank asks the holder to confirm, a decline, an expired card), when it is tried again, and the reminders'
 * one-click renewal link. Claimed once per (service, period) in `service_notices` in the transaction that writes it.
 */
import { savedCardDescription } from '../../contracts/saved-cards';
import type { Database } from '../db/schema';
import type { Kysely } from 'kysely';
import { enqueueMail } from '../mail/outbox';
import { claimNotice, serviceOwner } from '../services/notices';
import { renewalLinkFor } from './links';
import { serviceTitle } from './step';

export interface CardNeedsYou {
  serviceId: string;
  periodEnd: Date;
  accountId: string;
  identifier: string;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  /** Stripe's code: authentication_required, card_declined, expired_card ... */
  failureCode: string | undefined;
  /** The day of the next try, if there is one. */
  retryOn: Date | undefined;
}

export async function sendCardNeedsYou(db: Kysely<Database>, notice: CardNeedsYou, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await claimNotice(trx, notice.serviceId, notice.periodEnd, 'cardNeedsYou', now))) return false;
    const account = await serviceOwner(trx, notice.accountId);
    const service = await trx.selectFrom('services').selectAll().where('id', '=', notice.serviceId).executeTakeFirstOrThrow();
    if (!account) throw new Error(`The account ${notice.accountId} of service ${notice.serviceId} is gone.`);
    const website = service.website_id === null ? undefined : await trx.selectFrom('websites').select('name').where('id', '=', service.website_id).executeTakeFirst();
    const { card } = notice;
    await enqueueMail(
      trx,
      {
        key: `renewal-card-failed:${notice.serviceId}:${notice.periodEnd.toISOString()}`,
        to: account.email,
        template: 'renewal-card-failed',
        data: {
          name: account.name,
          website: website?.name ?? null,
          serviceTitle: await serviceTitle(trx, service),
          card: savedCardDescription({ brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year }),
          reason: notice.failureCode === 'authentication_required' ? 'authentication' : notice.failureCode === 'expired_card' ? 'expired' : 'declined',
          paidUntil: notice.periodEnd.toISOString(),
          orderIdentifier: notice.identifier,
          retryOn: notice.retryOn?.toISOString() ?? null,
          renewUrl: await renewalLinkFor(trx, notice.serviceId, now),
        },
      },
      now,
    );
    return true;
  });
}
