import { lazy, Suspense, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { ConsentProvider } from '../features/consent/consent';
import { PricelistPage } from '../features/pricelist/PricelistPage';
import { TrackingProvider } from '../features/tracking/TrackingProvider';
import type { Area } from '../i18n/areas';
import { useT } from '../i18n/i18n';
import { AppShell } from './AppShell';
import { SessionProvider } from './session';

// Pages other than the price list load on first visit, keeping their fields and GraphQL out of its first paint.
const MyWebsitesPage = lazy(() => import('../features/websites/MyWebsitesPage').then((module) => ({ default: module.MyWebsitesPage })));
const MyOrdersPage = lazy(() => import('../features/orders/MyOrdersPage').then((module) => ({ default: module.MyOrdersPage })));
const MyServicesPage = lazy(() => import('../features/services/MyServicesPage').then((module) => ({ default: module.MyServicesPage })));
const CreateWebsitePage = lazy(() => import('../features/websites/CreateWebsitePage').then((module) => ({ default: module.CreateWebsitePage })));
const DomainsPage = lazy(() => import('../features/domains/DomainsPage').then((module) => ({ default: module.DomainsPage })));
const CookiesPage = lazy(() => import('../features/consent/CookiesPage').then((module) => ({ default: module.CookiesPage })));
const EventsPage = lazy(() => import('../features/tracking/EventsPage').then((module) => ({ default: module.EventsPage })));
const OutboxPage = lazy(() => import('../features/mail/OutboxPage').then((module) => ({ default: module.OutboxPage })));
const NotFoundPage = lazy(() => import('./NotFoundPage').then((module) => ({ default: module.NotFoundPage })));
const PasswordResetPage = lazy(() => import('../features/auth/PasswordResetPage'));
const SignUpConfirmPage = lazy(() => import('../features/auth/SignUpConfirmPage'));
const CheckoutShell = lazy(() => import('../features/checkout/CheckoutShell'));
const CheckoutPage = lazy(() => import('../features/checkout/CheckoutPage').then((module) => ({ default: module.CheckoutPage })));
const CheckoutSuccessPage = lazy(() => import('../features/checkout/CheckoutOutcomePage').then((module) => ({ default: module.CheckoutSuccessPage })));
const CheckoutFailedPage = lazy(() => import('../features/checkout/CheckoutOutcomePage').then((module) => ({ default: module.CheckoutFailedPage })));
const PackageStepPage = lazy(() => import('../features/checkout/PackageStepPage'));
const PersonalDataPage = lazy(() => import('../features/checkout/PersonalDataPage'));
// An area's words load with its page (src/i18n/areas.ts).
const AreaMessages = lazy(() => import('../i18n/areas'));
const AdminShell = lazy(() => import('../features/admin/AdminShell'));
// The back office's own routes load with it, not with the price list (src/features/admin/routes.tsx).
const AdminPages = lazy(() => import('../features/admin/routes'));

/** What shows while a page and its words load: the shell's own word, there before any area's. */
function PageLoading() {
  const t = useT();
  return <p role="status">{t('page.loading')}</p>;
}

/** A page that loads on first visit, with its area's words (src/i18n/areas.ts) when it has been translated. */
function Page({ area, children }: { area?: Area; children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{area ? <AreaMessages area={area}>{children}</AreaMessages> : children}</Suspense>;
}

const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      // '/' is the price list; its address becomes /pricelist with the query (links like /?project=my-site keep working).
      { index: true, element: <PricelistPage /> },
      { path: 'pricelist', element: <PricelistPage /> },
      { path: 'websites', element: <Page area="account"><MyWebsitesPage /></Page> },
      { path: 'websites/new', element: <Page area="account"><CreateWebsitePage /></Page> },
      { path: 'orders', element: <Page area="orders"><MyOrdersPage /></Page> },
      { path: 'my/services', element: <Page area="services"><MyServicesPage /></Page> },
      { path: 'domains', element: <Page area="checkout"><DomainsPage /></Page> },
      { path: 'cookies', element: <Page area="public"><CookiesPage /></Page> },
      { path: 'events', element: <Page area="public"><EventsPage /></Page> },
      { path: 'outbox', element: <Page area="public"><OutboxPage /></Page> },
      { path: 'password-reset', element: <Page area="account"><PasswordResetPage /></Page> },
      { path: 'sign-up/confirm', element: <Page area="account"><SignUpConfirmPage /></Page> },
      // The operators' back office; its pages load on first visit (src/features/admin/routes.tsx).
      { path: 'admin', element: <Page area="admin"><AdminShell /></Page>, children: [{ index: true, element: <AdminPages /> }, { path: '*', element: <AdminPages /> }] },
      { path: '*', element: <Page area="public"><NotFoundPage /></Page> },
    ],
  },
  {
    // The checkout has its own package-process wrapper (SPEC.md section 2); its pages load on first visit.
    path: 'checkout/:orderIdentifier',
    element: <Page area="checkout"><CheckoutShell /></Page>,
    children: [
      { index: true, element: <CheckoutPage /> },
      { path: 'success', element: <CheckoutSuccessPage /> },
      { path: 'failed', element: <CheckoutFailedPage /> },
      { path: 'package', element: <PackageStepPage /> },
      { path: 'personal-data', element: <PersonalDataPage /> },
    ],
  },
];

/**
 * The app's routes with the app-wide session actor, rendered inside the browser router (main.tsx) or the
 * tests' memory router, so tests render the real app. The declarative routers are used instead of the data
 * router: nothing here needs loaders or actions, and the data router would add about 19 KB gzip to the
 * price list's first paint.
 */
export function AppRoutes() {
  return (
    <SessionProvider>
      <ConsentProvider>
        <TrackingProvider>{useRoutes(routes)}</TrackingProvider>
      </ConsentProvider>
    </SessionProvider>
  );
}
