/** /cookies: the cookie disclosure page, every cookie and storage key the portal uses, and a way to change the choice. */
import { CONSENT_COOKIE, CONSENT_COOKIE_DAYS } from '../../../contracts/consent';
import { useT, type MessageId, type MessageValues } from '../../i18n/i18n';
import { Button } from '../../ui/Button';
import { KEPT_BILLING_KEY } from '../checkout/kept-billing';
import { BACKUP_COOKIE, BACKUP_LIST_KEY, DEFAULT_BACKUP_KEYS } from '../../app/storageBackup';
import { ANONYMOUS_ID_KEY, SESSION_KEY } from '../tracking/collector';
import { showCookieBar } from './consent';

/** A message of the 'public' area with its values. */
type Words = MessageId | readonly [MessageId, MessageValues];

interface StorageEntry {
  /** The cookie's or key's name (the row's key); `label` says it in words where it is not a name alone. */
  name: string;
  label?: MessageId;
  kind: Words;
  /** The cookie bar's names of the categories. */
  category: 'consent.essential' | 'consent.functional';
  purpose: Words;
  lifetime: Words;
}

const ESSENTIAL = 'consent.essential';
const MARKETING = 'consent.functional';
const days = (count: number): Words => ['public.cookies.lifetime.days', { count }];

export const STORAGE_ENTRIES: readonly StorageEntry[] = [
  { name: 'portal_session', kind: 'public.cookies.kind.httpOnlyCookie', category: ESSENTIAL, purpose: 'public.cookies.purpose.session', lifetime: 'public.cookies.lifetime.session' },
  { name: CONSENT_COOKIE, kind: 'public.cookies.kind.cookie', category: ESSENTIAL, purpose: ['public.cookies.purpose.consent', { example: '{"essential":true,"functional":…}' }], lifetime: days(CONSENT_COOKIE_DAYS) },
  { name: BACKUP_COOKIE, kind: 'public.cookies.kind.cookie', category: ESSENTIAL, purpose: 'public.cookies.purpose.backupCookie', lifetime: days(365) },
  { name: BACKUP_LIST_KEY, kind: 'public.cookies.kind.localStorage', category: ESSENTIAL, purpose: ['public.cookies.purpose.backupList', { keys: DEFAULT_BACKUP_KEYS.join(', ') }], lifetime: 'public.cookies.lifetime.untilCleared' },
  ...DEFAULT_BACKUP_KEYS.map((key): StorageEntry => ({ name: key, kind: 'public.cookies.kind.localStorage', category: ESSENTIAL, purpose: 'public.cookies.purpose.backupKey', lifetime: 'public.cookies.lifetime.untilCleared' })),
  { name: KEPT_BILLING_KEY, kind: 'public.cookies.kind.sessionStorage', category: ESSENTIAL, purpose: 'public.cookies.purpose.keptBilling', lifetime: 'public.cookies.lifetime.keptBilling' },
  { name: ANONYMOUS_ID_KEY, kind: 'public.cookies.kind.localStorage', category: MARKETING, purpose: 'public.cookies.purpose.anonymousId', lifetime: 'public.cookies.lifetime.anonymousId' },
  { name: SESSION_KEY, kind: 'public.cookies.kind.sessionStorage', category: MARKETING, purpose: 'public.cookies.purpose.analyticsSession', lifetime: 'public.cookies.lifetime.analyticsSession' },
  { name: 'rl_anonymous_id, rl_user_id, rl_session, rl_trait, rl_group_id, rl_group_trait, rl_page_init_referrer, rl_page_init_referring_domain', kind: 'public.cookies.kind.rudderStack', category: MARKETING, purpose: 'public.cookies.purpose.rudderStack', lifetime: 'public.cookies.lifetime.upToYear' },
  { name: 'AMP_* and the amp-session-replay database', label: 'public.cookies.name.amplitude', kind: 'public.cookies.kind.amplitude', category: MARKETING, purpose: 'public.cookies.purpose.amplitude', lifetime: 'public.cookies.lifetime.upToTwoDays' },
  { name: 'dataLayer', kind: 'public.cookies.kind.pageMemory', category: ESSENTIAL, purpose: 'public.cookies.purpose.dataLayer', lifetime: 'public.cookies.lifetime.page' },
];

export function CookiesPage() {
  const t = useT();
  const say = (words: Words) => (typeof words === 'string' ? t(words) : t(words[0], words[1]));
  return (
    <article className="cookies-page">
      <title>{t('public.cookies.title')}</title>
      <h1>{t('public.cookies.title')}</h1>
      <p>{t('public.cookies.intro', { category: t(MARKETING) })}</p>
      <p>
        <Button variant="outline" onPress={showCookieBar}>
          {t('public.cookies.change')}
        </Button>
      </p>
      <table className="cookies-table">
        <caption className="visually-hidden">{t('public.cookies.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('public.cookies.column.name')}</th>
            <th scope="col">{t('public.cookies.column.kind')}</th>
            <th scope="col">{t('public.cookies.column.category')}</th>
            <th scope="col">{t('public.cookies.column.purpose')}</th>
            <th scope="col">{t('public.cookies.column.lifetime')}</th>
          </tr>
        </thead>
        <tbody>
          {STORAGE_ENTRIES.map((entry) => (
            <tr key={entry.name}>
              <th scope="row">
                <code>{entry.label ? t(entry.label) : entry.name}</code>
              </th>
              <td>{say(entry.kind)}</td>
              <td>{t(entry.category)}</td>
              <td>{say(entry.purpose)}</td>
              <td>{say(entry.lifetime)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}
