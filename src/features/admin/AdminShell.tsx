/**
 * /admin: the back office of the portal's operators (docs/admin.md). Its own navigation beside the pages; a
 * visitor is asked to sign in, a customer is told the page is for operators. The server checks the role on every
 * operation as well: this shell only spares people a page that would refuse them.
 */
import { Suspense, useEffect, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { useIsCheckingSession, useSignedInUser } from '../../app/session';
import { useT } from '../../i18n/i18n';
import { SignInPrompt } from '../websites/SignInPrompt';
import { DeliveryWarning } from './mail/DeliveryWarning';
import { ADMIN_SECTIONS, ENROLMENT_SECTION } from './sections';
import { fetchTwoFactor, type TwoFactorStatus } from './security/api/fetch-two-factor';
import type { AdminOutletContext } from './security/SecurityPage';
import './admin.css';

export default function AdminShell() {
  const t = useT();
  const user = useSignedInUser();
  const isChecking = useIsCheckingSession();
  const { pathname } = useLocation();
  const isOperator = user?.role === 'operator';
  // Whether the portal requires two-factor sign-in and the operator's is off: then only the Security page is offered
  // (the server refuses every other operation as well). A failed check offers every section: they answer for themselves.
  const [twoFactor, setTwoFactor] = useState<TwoFactorStatus | 'checking' | 'unknown'>('checking');
  useEffect(() => {
    if (!isOperator) return;
    const controller = new AbortController();
    fetchTwoFactor(controller.signal).then(setTwoFactor, () => !controller.signal.aborted && setTwoFactor('unknown'));
    return () => controller.abort();
  }, [isOperator]);
  const [outletContext] = useState<AdminOutletContext>(() => ({ twoFactorChanged: setTwoFactor }));
  if (isChecking || (isOperator && twoFactor === 'checking')) return <p role="status">{t('admin.shell.loading')}</p>;
  if (!user) return <SignInPrompt heading={t('admin.shell.title')} />;
  if (user.role !== 'operator') {
    return (
      <div className="sign-in-prompt">
        <h1>{t('admin.shell.title')}</h1>
        <p>{t('admin.shell.customerAccount')}</p>
      </div>
    );
  }
  const enrolmentOnly = typeof twoFactor === 'object' && twoFactor.required && !twoFactor.enabled;
  if (enrolmentOnly && pathname !== `/admin/${ENROLMENT_SECTION}`) return <Navigate to={`/admin/${ENROLMENT_SECTION}`} replace />;
  const sections = enrolmentOnly ? ADMIN_SECTIONS.filter((section) => section.path === ENROLMENT_SECTION) : ADMIN_SECTIONS;
  return (
    <div className="admin">
      <nav className="admin-nav" aria-label={t('admin.shell.title')}>
        <ul>
          {sections.map((section) => (
            <li key={section.path}>
              <NavLink to={`/admin/${section.path}`}>{t(section.label)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-page">
        {!enrolmentOnly && <DeliveryWarning />}
        {/*
          Each section's code loads when first opened: the navigation, and the focus on the link used, stay while it
          does, and the page's area says so. Keyed by the address: the router's navigations are transitions, which
          would otherwise keep the previous page on screen, unchanged and stale, until the new one is ready.
        */}
        <Suspense key={pathname} fallback={<SectionLoading pathname={pathname} />}>
          <Outlet context={outletContext} />
        </Suspense>
      </div>
    </div>
  );
}

/**
 * The page's area while a section's code loads: the section's name as the document's title and the heading (the
 * page's own replace them), so that the page is never without a title.
 */
function SectionLoading({ pathname }: { pathname: string }) {
  const t = useT();
  const section = ADMIN_SECTIONS.find((entry) => pathname === `/admin/${entry.path}` || pathname.startsWith(`/admin/${entry.path}/`));
  const label = t(section?.label ?? 'admin.shell.title');
  return (
    <section className="admin-section">
      <title>{section ? t('admin.shell.pageTitle', { page: label }) : label}</title>
      <h1>{label}</h1>
      <p role="status">{t('admin.shell.sectionLoading')}</p>
    </section>
  );
}
