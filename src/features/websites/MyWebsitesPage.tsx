/**
 * /websites: the signed-in account's websites, each with its package, its domains and when they expire, and a link
 * to its price list: Upgrade, or Choose a package for a website without one; then the account's domains that belong
 * to no website (bought by a domain-only order without one), when it has any.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useIsCheckingSession, useSignedInUser } from '../../app/session';
import { fetchMyWebsitesAndDomains } from './api/fetch-my-websites';
import { failureText } from '../../app/api/api-error';
import { formatDate } from '../orders/format';
import { SignInPrompt } from './SignInPrompt';
import { useLanguage, useT } from '../../i18n/i18n';
import './websites.css';

type Listed = Awaited<ReturnType<typeof fetchMyWebsitesAndDomains>>;
type Domain = Listed['domainsWithoutWebsite'][number];
/** A failure's message is the server's; null when it gave none. */
type ListState = ({ status: 'loaded' } & Listed) | { status: 'loading' } | { status: 'failed'; message: string | null };

export function MyWebsitesPage() {
  const t = useT();
  const user = useSignedInUser();
  const isChecking = useIsCheckingSession();
  if (isChecking) return <p role="status">{t('account.loading')}</p>;
  if (!user) return <SignInPrompt heading={t('account.websites.title')} />;
  // Keyed by the user: another account signing in starts a new list.
  return <WebsiteList key={user.id} />;
}

function WebsiteList() {
  const t = useT();
  const [state, setState] = useState<ListState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchMyWebsitesAndDomains(controller.signal).then(
      (listed) => setState({ status: 'loaded', ...listed }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', message: failureText(error, null) });
      },
    );
    return () => controller.abort();
  }, []);

  return (
    <div className="websites">
      <title>{t('account.websites.title')}</title>
      <h1>{t('account.websites.title')}</h1>
      <p>
        <Link to="/websites/new">{t('account.createAWebsite')}</Link>
      </p>
      {state.status === 'loading' && <p role="status">{t('account.websites.loading')}</p>}
      {state.status === 'failed' && <p role="alert">{state.message ?? t('account.websites.loadFailed')}</p>}
      {state.status === 'loaded' &&
        (state.websites.length === 0 ? (
          <p>{t('account.websites.none')}</p>
        ) : (
          <ul className="website-list" aria-label={t('account.websites.list')}>
            {state.websites.map((website) => (
              <li key={website.name} className="website-item">
                <h2>{website.name}</h2>
                <p>
                  <PackageLine website={website} />
                </p>
                {website.registeredDomains.length > 0 && <DomainList label={t('account.websites.domainsOf', { website: website.name })} domains={website.registeredDomains} />}
                <Link to={`/pricelist?project=${encodeURIComponent(website.name)}`} aria-label={t(website.currentPackage ? 'account.websites.upgradeLabel' : 'account.websites.choosePackageLabel', { website: website.name })}>
                  {t(website.currentPackage ? 'account.websites.upgrade' : 'account.websites.choosePackage')}
                </Link>
              </li>
            ))}
          </ul>
        ))}
      {state.status === 'loaded' && state.domainsWithoutWebsite.length > 0 && (
        <section className="website-item" aria-labelledby="domains-without-website">
          <h2 id="domains-without-website">{t('account.websites.domainsWithout')}</h2>
          <DomainList label={t('account.websites.domainsWithout')} domains={state.domainsWithoutWebsite} />
        </section>
      )}
    </div>
  );
}

/** The website's package; a package that ran out unrenewed leaves the free version (docs/services.md). */
function PackageLine({ website }: { website: Listed['websites'][number] }): ReactNode {
  const t = useT();
  if (website.currentPackage) return t('account.websites.package', { name: website.currentPackage.name });
  if (!website.freeVersion) return t('account.websites.noPackage');
  return (
    <>
      {t('account.websites.freeVersion')} <Link to="/my/services">{t('account.websites.renew')}</Link>
      {t('account.websites.renewAfter')}
    </>
  );
}

/** Registered domains, each with the date its registration runs until. */
function DomainList({ label, domains }: { label: string; domains: readonly Domain[] }) {
  const t = useT();
  const language = useLanguage();
  return (
    <ul className="website-domains" aria-label={label}>
      {domains.map((domain) => (
        <li key={domain.name}>
          {domain.name}
          {domain.expiresAt && (
            <>
              {', '}
              {t('account.websites.registeredUntil')}{' '}
              <time dateTime={domain.expiresAt}>{formatDate(domain.expiresAt, language)}</time>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
