import { Navigate, useLocation, type RouteObject } from 'react-router';
import { PricelistPage } from '../features/pricelist/PricelistPage';
import { AppShell } from './AppShell';
import { NotFoundPage } from './NotFoundPage';

/** '/' is the price list; the query goes along so links like /?project=my-site keep working. */
function RedirectToPricelist() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/pricelist', search }} replace />;
}

/** Shared by the browser router (main.tsx) and the tests' memory routers, so tests render the real app. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { index: true, element: <RedirectToPricelist /> },
      { path: 'pricelist', element: <PricelistPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
