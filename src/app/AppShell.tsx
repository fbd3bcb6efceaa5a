import { lazy, Suspense } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { AuthDialogs } from '../features/auth/AuthDialogs';
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
  return (
    <div className={processLayout ? 'app-shell app-shell--process' : 'app-shell'}>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <header className="app-header">
        <Link className="brand" to="/pricelist">
          Hosting Portal
        </Link>
        <nav aria-label="Main">
          <ul className="app-nav">
            <li>
              <NavLink to="/pricelist" end>
                Packages and prices
              </NavLink>
            </li>
            <li>
              <NavLink to="/domains">Domains</NavLink>
            </li>
          </ul>
        </nav>
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
          <p>Hosting Portal: websites, hosting and domains.</p>
        </footer>
      )}
      <AuthDialogs />
    </div>
  );
}

/** The help the process wrapper shows instead of the account links; the checkout's own wrapper asks about the order. */
export function ProcessHelp({ question = 'Need help?' }: { question?: string }) {
  return (
    <p className="process-help">
      {question} <a href="mailto:support@hosting-portal.test">Contact us</a> or call <a href="tel:+420800123456">+420 800 123 456</a>
    </p>
  );
}

function AccountLinks() {
  const session = SessionContext.useActorRef();
  const isChecking = SessionContext.useSelector((state) => state.hasTag('checking'));
  const isSigningOut = SessionContext.useSelector((state) => state.matches({ account: 'signingOut' }));
  // While signing out the visitor is still signed in: the pending Sign out stays, and comes back if it fails.
  const user = SessionContext.useSelector((state) => (state.matches({ account: 'signedIn' }) || state.matches({ account: 'signingOut' }) ? state.context.user : null));
  // Nothing until the check answers: showing 'Log in' to a signed-in user for a moment would be wrong.
  if (isChecking) return <div className="account-links" aria-hidden="true" />;
  if (user) {
    return (
      <nav className="account-links" aria-label="Account">
        <span className="account-name">{user.fullname}</span>
        <NavLink to="/websites" end>
          My websites
        </NavLink>
        <NavLink to="/orders" end>
          My orders
        </NavLink>
        <NavLink to="/my/services" end>
          My services
        </NavLink>
        {user.role === 'operator' && <NavLink to="/admin">Back office</NavLink>}
        <Button variant="quiet" isPending={isSigningOut} onPress={() => session.send({ type: 'session.signOut' })}>
          Sign out
        </Button>
      </nav>
    );
  }
  return (
    <div className="account-links">
      <Button variant="quiet" onPress={() => session.send({ type: 'session.openSignIn' })}>
        Log in
      </Button>
      <Button variant="outline" onPress={() => session.send({ type: 'session.openSignUp' })}>
        Create website
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
  const session = SessionContext.useActorRef();
  const notice = SessionContext.useSelector((state) => state.context.notice);
  return (
    <div className="session-notice" aria-live="polite" data-testid="session-notice">
      {notice && (
        <p>
          {notice}{' '}
          <Button variant="quiet" onPress={() => session.send({ type: 'session.openSignIn' })}>
            Log in
          </Button>{' '}
          <Button variant="quiet" onPress={() => session.send({ type: 'session.dismissNotice' })}>
            Dismiss
          </Button>
        </p>
      )}
    </div>
  );
}
