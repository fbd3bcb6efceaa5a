/**
 * The checkout's wrapper (SPEC.md section 2): the package-process layout, without the footer and the login and
 * create-website links, with help instead. Its own layout route, so the app's shell stays as it is for every
 * other page.
 */
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { ProcessHelp } from '../../app/AppShell';
import { AuthDialogs } from '../auth/AuthDialogs';

export function CheckoutShell() {
  return (
    <div className="app-shell app-shell--process">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <header className="app-header">
        <Link className="brand" to="/pricelist">
          Hosting Portal
        </Link>
        <ProcessHelp question="Questions about your order?" />
      </header>
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<p role="status">Loading…</p>}>
          <Outlet />
        </Suspense>
      </main>
      {/* No login link here, but a renewal link opened signed out opens the sign-in (useSignInToCheckout). */}
      <AuthDialogs />
    </div>
  );
}

export default CheckoutShell;
