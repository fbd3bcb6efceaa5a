/**
 * The daily job's warning about a saved card that expires before its automatic renewal is charged (docs/services.md
 * "Automatic renewal"): a month ahead of the period's end (or the first run after), a service that renews itself
 * (a website's package, a domain of its own: the services that decide for their renewal order) whose account's
 * newest saved card, the one the charge would use, can no longer be charged on the charge day. Once per period.
 */
import { addDays } from '../domain/calendar';
import type { DailyStep } from '../services/daily-step';
import { CHARGE_DAYS_BEFORE } from './charge';
import { cardLapsesAt, sendCardExpiring } from './card-notices';
import { RENEWABLE_STATUSES } from './open';

/** How long before the period ends the warning goes out. */
export const CARD_EXPIRY_NOTICE_DAYS = 30;

export const cardExpiryStep: DailyStep = {
  name: 'cardExpiry',
  async run({ db, now }) {
    const services = await db
      .selectFrom('services')
      .select(['id', 'account_id', 'paid_until'])
      .where('auto_renew', '=', true)
      .where('status', 'in', RENEWABLE_STATUSES)
      .where('paid_until', '>', now)
      .where('paid_until', '<=', addDays(now, CARD_EXPIRY_NOTICE_DAYS))
      .where((eb) => eb.or([eb('kind', '=', 'package'), eb.and([eb('kind', '=', 'domain'), eb('website_id', 'is', null)])]))
      .where((eb) => eb.not(eb.exists(eb.selectFrom('service_notices').select('id').whereRef('service_notices.service_id', '=', 'services.id').whereRef('service_notices.period_end', '=', 'services.paid_until').where('service_notices.kind', '=', 'cardExpires'))))
      .orderBy('paid_until')
      .execute();
    let cardsExpiring = 0;
    for (const service of services) {
      const card = await db.selectFrom('saved_cards').select(['brand', 'last4', 'exp_month', 'exp_year']).where('account_id', '=', service.account_id).orderBy('created_at', 'desc').orderBy('id').executeTakeFirst();
      const chargeOn = addDays(service.paid_until, -CHARGE_DAYS_BEFORE);
      if (!card || cardLapsesAt(card) > chargeOn) continue;
      if (await sendCardExpiring(db, { serviceId: service.id, periodEnd: service.paid_until, accountId: service.account_id, card, chargeOn }, now)) cardsExpiring += 1;
    }
    return { cardsExpiring };
  },
};
