import { Link } from 'react-router';
import { runsByDomainDates, type DueService } from '../../contracts/services';
import { formatDate } from '../features/orders/format';
import { useLanguage, useT, type MessageId } from '../i18n/i18n';

const KINDS: Record<'package' | 'addon' | 'plugin', MessageId> = { package: 'notice.kind.package', addon: 'notice.kind.addon', plugin: 'notice.kind.plugin' };

/**
 * The header's notice of a service ending within 14 days or run out (docs/services.md "Customers see it"), in the
 * page's language. Its own chunk: only a signed-in customer with a due service sees it, so it stays out of a
 * visitor's first load of the price list (docs/scaling.md "The price list and the first load").
 */
export default function DueServiceNotice({ due }: { due: DueService }) {
  const t = useT();
  const language = useLanguage();
  const service =
    due.kind === 'domain' ? t('notice.domain', { name: due.name })
    : due.kind === 'private_registration' ? t('notice.privateRegistration', { name: due.name })
    : due.website ? t('notice.serviceFor', { name: due.name, kind: t(KINDS[due.kind]), website: due.website })
    : t('notice.service', { name: due.name, kind: t(KINDS[due.kind]) });
  const sentence =
    due.status === 'grace' ? t(runsByDomainDates(due.kind) ? 'notice.expired' : due.kind === 'package' ? 'notice.freeVersion' : 'notice.switchedOff', { service })
    : due.status === 'redemption' ? t('notice.redemption', { service })
    : t('notice.runsOut', { service, date: formatDate(due.paidUntil, language) });
  return (
    <p className="due-service-notice">
      {sentence}
      {due.othersDue > 0 && ` ${t('notice.othersDue', { count: due.othersDue })}`} <Link to="/my/services">{t('notice.renew')}</Link>
    </p>
  );
}
