import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { CheckoutPage } from '../features/checkout/CheckoutPage';
import { PricelistPage } from '../features/pricelist/PricelistPage';
import { CreateWebsitePage } from '../features/websites/CreateWebsitePage';
import { MyWebsitesPage } from '../features/websites/MyWebsitesPage';
import { AppShell } from './AppShell';
import { NotFoundPage } from './NotFoundPage';
import { SessionProvider } from './session';

/** '/' is the price list; the query goes along so links like /?project=my-site keep working. */
function RedirectToPricelist() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/pricelist', search }} replace />;
}

const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { index: true, element: <RedirectToPricelist /> },
      { path: 'pricelist', element: <PricelistPage /> },
      { path: 'websites', element: <MyWebsitesPage /> },
      { path: 'websites/new', element: <CreateWebsitePage /> },
      { path: 'checkout/:orderIdentifier', element: <CheckoutPage /> },
      { path: '*', element: <NotFoundPage /> },
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
  return <SessionProvider>{useRoutes(routes)}</SessionProvider>;
}
