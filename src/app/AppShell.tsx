import { lazy, Suspense } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { AuthDialogs } from '../features/auth/AuthDialogs';
import { useT } from '../i18n/i18n';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { Button } from '../ui/Button';
import { SessionContext } from './session';

const DueServiceText = lazy(() => import('./DueServiceNotice'));

/**
 * SPEC.md section 2: buying a package for a website, and the Domain name step of a domain order, happen in the
 * package-process layout, whose wrapper hides the footer and the login and create-website links and shows help
 * instead (a visitor on /domains is asked to log in when continuing).
 */
export function usesProcessLayout(pathname: string, search: string): boolean {
  return (pathname === '/pricelist' && new URLSearchParams(search).has('project')) || pathname === '/domains';
}

/** The frame of every page: skip link, header with the brand and navigation, main, footer. */
export function AppShell() {
  const { pathname, search } = useLocation();
  const processLayout = usesProcessLayout(pathname, search);
  const t = useT();
  return (
    <div className={processLayout ? 'app-shell app-shell--process' : 'app-shell'}>
      <a className="skip-link" href="#main">
        {t('header.skipLink')}
      </a>
      <header className="app-header">
        <Link className="brand" to="/pricelist">
          {t('header.brand')}
        </Link>
        <nav aria-label={t('header.nav')}>
          <ul className="app-nav">
            <li>
              <NavLink to="/pricelist" end>
                {t('header.packages')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/domains">{t('header.domains')}</NavLink>
            </li>
          </ul>
        </nav>
        <LanguageSwitch />
        {processLayout ? <ProcessHelp /> : <AccountLinks />}
        {!processLayout && <DueServiceNotice />}
      </header>
      <SessionNotice />
      {/* tabIndex lets the skip link move focus here, not only scroll. */}
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      {!processLayout && (
        <footer className="app-footer">
          <p>{t('footer.text')}</p>
        </footer>
      )}
      <AuthDialogs />
    </div>
  );
}

/** The help the process wrapper shows instead of the account links; the checkout's own wrapper asks about the order. */
export function ProcessHelp({ question }: { question?: string }) {
  const t = useT();
  return (
    <p className="process-help">
      {question ?? t('header.needHelp')} <a href="mailto:support@hosting-portal.test">{t('header.contactUs')}</a> {t('header.orCall')} <a href="tel:+420800123456">+420 800 123 456</a>
    </p>
  );
}

function AccountLinks() {
  const t = useT();
  const session = SessionContext.useActorRef();
  const isChecking = SessionContext.useSelector((state) => state.hasTag('checking'));
  const isSigningOut = SessionContext.useSelector((state) => state.matches({ account: 'signingOut' }));
  // While signing out the visitor is still signed in: the pending Sign out stays, and comes back if it fails.
  const user = SessionContext.useSelector((state) => (state.matches({ account: 'signedIn' }) || state.matches({ account: 'signingOut' }) ? state.context.user : null));
  // Nothing until the check answers: showing 'Log in' to a signed-in user for a moment would be wrong.
  if (isChecking) return <div className="account-links" aria-hidden="true" />;
  if (user) {
    return (
      <nav className="account-links" aria-label={t('header.account')}>
        <span className="account-name">{user.fullname}</span>
        <NavLink to="/websites" end>
          {t('header.myWebsites')}
        </NavLink>
        <NavLink to="/orders" end>
          {t('header.myOrders')}
        </NavLink>
        <NavLink to="/my/services" end>
          {t('header.myServices')}
        </NavLink>
        {user.role === 'operator' && <NavLink to="/admin">{t('header.backOffice')}</NavLink>}
        <Button variant="quiet" isPending={isSigningOut} onPress={() => session.send({ type: 'session.signOut' })}>
          {t('header.signOut')}
        </Button>
      </nav>
    );
  }
  return (
    <div className="account-links">
      <Button variant="quiet" onPress={() => session.send({ type: 'session.openSignIn' })}>
        {t('header.logIn')}
      </Button>
      <Button variant="outline" onPress={() => session.send({ type: 'session.openSignUp' })}>
        {t('header.createWebsite')}
      </Button>
    </div>
  );
}

/**
 * The notice of a service ending within 14 days or run out (docs/services.md "Customers see it"), from the session's
 * answer: no request of its own. Nothing signed out, or when nothing is due.
 */
function DueServiceNotice() {
  const due = SessionContext.useSelector((state) => (state.matches({ account: 'signedIn' }) ? (state.context.user?.dueService ?? null) : null));
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <DueServiceText due={due} />
    </Suspense>
  );
}

/**
 * A polite live region that is always in the page, so screen readers hear the text when it appears. Not
 * role="status": the pages' own loading statuses are the page's status, this is the session's notice.
 */
function SessionNotice() {
  const t = useT();
  const session = SessionContext.useActorRef();
  const notice = SessionContext.useSelector((state) => state.context.notice);
  return (
    <div className="session-notice" aria-live="polite" data-testid="session-notice">
      {notice && (
        <p>
          {notice}{' '}
          <Button variant="quiet" onPress={() => session.send({ type: 'session.openSignIn' })}>
            {t('header.logIn')}
          </Button>{' '}
          <Button variant="quiet" onPress={() => session.send({ type: 'session.dismissNotice' })}>
            {t('header.dismiss')}
          </Button>
        </p>
      )}
    </div>
  );
}
