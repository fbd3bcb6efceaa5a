/**
 * The console's warning while e-mail delivery is failing (docs/admin.md, "E-mail": the rule is the server's),
 * with a link to the list. Asked again on every page of the console; loaded through the adminList machine as a
 * one-row list (the row: delivery failing), so a failed check changes nothing on screen. A polite status region
 * that stays in place: it speaks when the warning appears or its counts change, not on every page.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { fromPromise } from 'xstate';
import { adminListMachine, type ListPage } from '../../../../machines/adminList';
import { inspectionOptions } from '../../../app/inspection';
import { useAdminWords } from '../list/words';
import { fetchMailHealth, type MailHealth } from './api/fetch-mail-health';

const healthLogic = adminListMachine.provide({
  actors: {
    fetchPage: fromPromise(async (): Promise<ListPage<unknown>> => {
      const health = await fetchMailHealth();
      return { rows: health.failing ? [health] : [], total: health.failing ? 1 : 0, pageSize: 1 };
    }),
  },
});

export function DeliveryWarning() {
  const { t, number } = useAdminWords();
  const [input] = useState(() => ({ filter: {}, page: 1 }));
  const actorRef = useActorRef(healthLogic, { ...inspectionOptions(), input });
  const health = useSelector(actorRef, (state) => (state.matches('empty') ? null : ((state.context.rows[0] as MailHealth | undefined) ?? null)));
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    actorRef.send({ type: 'list.filter', filter: {} });
  }, [actorRef, pathname]);
  return (
    <div role="status" className="admin-delivery">
      {health && (
        <p className="admin-delivery-warning">
          <strong>{t('admin.mail.warning.failing')}</strong> {t('admin.mail.warning.counts', { failed: number(health.failed), delayed: number(health.delayed) })}{' '}
          <Link to="/admin/mail">{t('admin.mail.warning.link')}</Link>
        </p>
      )}
    </div>
  );
}
