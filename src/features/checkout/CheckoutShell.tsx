/**
 * The checkout's wrapper (SPEC.md section 2): the package-process layout, without the footer and the login and
 * create-website links, with help instead. Its own layout route, so the app's shell stays as it is for every
 * other page.
 */
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { ProcessHelp } from '../../app/AppShell';
import { useT } from '../../i18n/i18n';
import { AuthDialogs } from '../auth/AuthDialogs';

export function CheckoutShell() {
  const t = useT();
  return (
    <div className="app-shell app-shell--process">
      <a className="skip-link" href="#main">
        {t('header.skipLink')}
      </a>
      <header className="app-header">
        <Link className="brand" to="/pricelist">
          {t('header.brand')}
        </Link>
        <ProcessHelp question={t('checkout.help.question')} />
      </header>
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<p role="status">{t('checkout.loading')}</p>}>
          <Outlet />
        </Suspense>
      </main>
      {/* No login link here, but a renewal link opened signed out opens the sign-in (useSignInToCheckout). */}
      <AuthDialogs />
    </div>
  );
}

export default CheckoutShell;
