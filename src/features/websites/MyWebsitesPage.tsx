/**
 * /websites: the signed-in account's websites, each with its package, its domains and when they expire, and a link
 * to its price list: Upgrade, or Choose a package for a website without one; then the account's domains that belong
 * to no website (bought by a domain-only order without one), when it has any.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useIsCheckingSession, useSignedInUser } from '../../app/session';
import { fetchMyWebsitesAndDomains } from './api/fetch-my-websites';
import { formatDate } from '../orders/format';
import { SignInPrompt } from './SignInPrompt';
import './websites.css';

type Listed = Awaited<ReturnType<typeof fetchMyWebsitesAndDomains>>;
type Domain = Listed['domainsWithoutWebsite'][number];
type ListState = ({ status: 'loaded' } & Listed) | { status: 'loading' } | { status: 'failed'; message: string };

export function MyWebsitesPage() {
  const user = useSignedInUser();
  const isChecking = useIsCheckingSession();
  if (isChecking) return <p role="status">Loading…</p>;
  if (!user) return <SignInPrompt heading="My websites" />;
  // Keyed by the user: another account signing in starts a new list.
  return <WebsiteList key={user.id} />;
}

function WebsiteList() {
  const [state, setState] = useState<ListState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchMyWebsitesAndDomains(controller.signal).then(
      (listed) => setState({ status: 'loaded', ...listed }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', message: error instanceof Error ? error.message : 'The websites could not be loaded.' });
      },
    );
    return () => controller.abort();
  }, []);

  return (
    <div className="websites">
      <title>My websites</title>
      <h1>My websites</h1>
      <p>
        <Link to="/websites/new">Create a website</Link>
      </p>
      {state.status === 'loading' && <p role="status">Loading your websites…</p>}
      {state.status === 'failed' && <p role="alert">{state.message}</p>}
      {state.status === 'loaded' &&
        (state.websites.length === 0 ? (
          <p>You have no website yet.</p>
        ) : (
          <ul className="website-list" aria-label="Websites">
            {state.websites.map((website) => (
              <li key={website.name} className="website-item">
                <h2>{website.name}</h2>
                <p>{packageLine(website)}</p>
                {website.registeredDomains.length > 0 && <DomainList label={`Domains of ${website.name}`} domains={website.registeredDomains} />}
                <Link to={`/pricelist?project=${encodeURIComponent(website.name)}`} aria-label={`${website.currentPackage ? 'Upgrade' : 'Choose a package for'} ${website.name}`}>
                  {website.currentPackage ? 'Upgrade' : 'Choose a package'}
                </Link>
              </li>
            ))}
          </ul>
        ))}
      {state.status === 'loaded' && state.domainsWithoutWebsite.length > 0 && (
        <section className="website-item" aria-labelledby="domains-without-website">
          <h2 id="domains-without-website">Domains without a website</h2>
          <DomainList label="Domains without a website" domains={state.domainsWithoutWebsite} />
        </section>
      )}
    </div>
  );
}

/** The website's package; a package that ran out unrenewed leaves the free version (docs/services.md). */
function packageLine(website: Listed['websites'][number]): ReactNode {
  if (website.currentPackage) return `Package: ${website.currentPackage.name}`;
  if (!website.freeVersion) return 'No package yet';
  return (
    <>
      Free version: the package ran out. <Link to="/my/services">Renew it in My services</Link> to have it back.
    </>
  );
}

/** Registered domains, each with the date its registration runs until. */
function DomainList({ label, domains }: { label: string; domains: readonly Domain[] }) {
  return (
    <ul className="website-domains" aria-label={label}>
      {domains.map((domain) => (
        <li key={domain.name}>
          {domain.name}
          {domain.expiresAt && (
            <>
              {', registered until '}
              <time dateTime={domain.expiresAt}>{formatDate(domain.expiresAt)}</time>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
