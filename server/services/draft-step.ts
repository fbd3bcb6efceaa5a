/**
 * Draft orders nobody touched for `draftRetentionDays` (90 by default) are deleted by the daily job, through the
 * lifecycle as a customer's delete is (server/lifecycle/order-status.ts: history row and order.deleted event). Only
 * drafts: an order sent for payment, paid, expired or cancelled is kept for the books.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { addDays } from '../domain/calendar';
import { changeOrderStatus } from '../lifecycle/order-status';
import type { DailyStep } from './daily-step';

export const draftStep: DailyStep = {
  name: 'drafts',
  async run({ db, now, settings }) {
    const untouchedSince = addDays(now, -settings.draftRetentionDays);
    const drafts = await db.selectFrom('orders').select('id').where('status', '=', 'draft').where('updated_at', '<', untouchedSince).execute();
    let deleted = 0;
    for (const { id } of drafts) {
      // Read again in the deleting transaction: a draft the customer changed meanwhile is kept.
      const gone = await db.transaction().execute(async (trx: Transaction<Database>) => {
        const still = await trx.selectFrom('orders').select('id').where('id', '=', id).where('status', '=', 'draft').where('updated_at', '<', untouchedSince).executeTakeFirst();
        if (!still) return false;
        const change = await changeOrderStatus(trx, { orderId: id, event: { type: 'order.delete' }, actor: { kind: 'system' }, reason: `untouched for ${settings.draftRetentionDays} days` }, now);
        return change !== undefined;
      });
      if (gone) deleted += 1;
    }
    return { draftsDeleted: deleted };
  },
};
