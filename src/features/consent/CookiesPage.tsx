/** /cookies: the cookie disclosure page, every cookie and storage key the portal uses, and a way to change the choice. */
import { CONSENT_COOKIE, CONSENT_COOKIE_DAYS } from '../../../contracts/consent';
import { Button } from '../../ui/Button';
import { KEPT_BILLING_KEY } from '../checkout/kept-billing';
import { BACKUP_COOKIE, BACKUP_LIST_KEY, DEFAULT_BACKUP_KEYS } from '../../app/storageBackup';
import { ANONYMOUS_ID_KEY, SESSION_KEY } from '../tracking/collector';
import { showCookieBar } from './consent';

interface StorageEntry {
  name: string;
  kind: string;
  category: 'Essential' | 'Marketing/third party';
  purpose: string;
  lifetime: string;
}

export const STORAGE_ENTRIES: readonly StorageEntry[] = [
  { name: 'portal_session', kind: 'Cookie (HttpOnly)', category: 'Essential', purpose: 'Keeps you signed in.', lifetime: 'Until you sign out or 30 minutes pass without a visit' },
  { name: CONSENT_COOKIE, kind: 'Cookie', category: 'Essential', purpose: 'Remembers your cookie choice ({"essential":true,"functional":…}).', lifetime: `${CONSENT_COOKIE_DAYS} days` },
  { name: BACKUP_COOKIE, kind: 'Cookie', category: 'Essential', purpose: 'A copy of the security keys listed in securityBackup, put back when local storage is cleared.', lifetime: '365 days' },
  { name: BACKUP_LIST_KEY, kind: 'Local storage', category: 'Essential', purpose: `The keys to back up (by default ${DEFAULT_BACKUP_KEYS.join(', ')}).`, lifetime: 'Until cleared' },
  ...DEFAULT_BACKUP_KEYS.map((key): StorageEntry => ({ name: key, kind: 'Local storage', category: 'Essential', purpose: 'Security marker of the website builder, backed up in the cookie above.', lifetime: 'Until cleared' })),
  { name: KEPT_BILLING_KEY, kind: 'Session storage', category: 'Essential', purpose: 'The billing details you typed on the checkout, kept while the page reloads because the order changed in another tab.', lifetime: 'Until the checkout is shown again or the tab is closed' },
  { name: ANONYMOUS_ID_KEY, kind: 'Local storage', category: 'Marketing/third party', purpose: 'An anonymous id that links your visits in our statistics.', lifetime: 'Until cleared or consent withdrawn' },
  { name: SESSION_KEY, kind: 'Session storage', category: 'Marketing/third party', purpose: 'The statistics session: its id, start and last event.', lifetime: 'Until the tab is closed, 30 minutes without events, or 12 hours' },
  { name: 'rl_anonymous_id, rl_user_id, rl_session, rl_trait, rl_group_id, rl_group_trait, rl_page_init_referrer, rl_page_init_referring_domain', kind: 'Cookies or local storage (RudderStack, when enabled)', category: 'Marketing/third party', purpose: 'Visitor and session ids of the RudderStack analytics service.', lifetime: 'Up to 1 year' },
  { name: 'AMP_* and the amp-session-replay database', kind: 'Local storage and IndexedDB (Amplitude, when enabled)', category: 'Marketing/third party', purpose: 'Session replay: the recording waiting to be sent and its settings.', lifetime: 'Up to 2 days' },
  { name: 'dataLayer', kind: 'Page memory (not stored)', category: 'Essential', purpose: 'Google Consent Mode signals: everything denied until you choose.', lifetime: 'The page' },
];

export function CookiesPage() {
  return (
    <article className="cookies-page">
      <title>Cookies and storage</title>
      <h1>Cookies and storage</h1>
      <p>
        These are all the cookies and browser storage keys the portal uses. Essential ones are always on; the others are
        used only when you accept &lsquo;Marketing/third party&rsquo;.
      </p>
      <p>
        <Button variant="outline" onPress={showCookieBar}>
          Change my cookie choice
        </Button>
      </p>
      <table className="cookies-table">
        <caption className="visually-hidden">Cookies and storage keys</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Kind</th>
            <th scope="col">Category</th>
            <th scope="col">Purpose</th>
            <th scope="col">Kept for</th>
          </tr>
        </thead>
        <tbody>
          {STORAGE_ENTRIES.map((entry) => (
            <tr key={entry.name}>
              <th scope="row">
                <code>{entry.name}</code>
              </th>
              <td>{entry.kind}</td>
              <td>{entry.category}</td>
              <td>{entry.purpose}</td>
              <td>{entry.lifetime}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}
