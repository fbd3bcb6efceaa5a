import { StrictMode, type ReactNode } from 'react';
import { InitialPricelistContext, type InitialPricelistBox } from '../features/pricelist/initialPricelist';
import { AppRoutes } from './routes';

/**
 * The whole app inside a router: the browser's (main.tsx) or the server's (entry-server.tsx). Both render this
 * same tree, so the browser hydrates the server's HTML without a difference.
 */
export function AppRoot({ router: Router, initialPricelist }: { router: (props: { children: ReactNode }) => ReactNode; initialPricelist: InitialPricelistBox }) {
  return (
    <StrictMode>
      <InitialPricelistContext.Provider value={initialPricelist}>
        <Router>
          <AppRoutes />
        </Router>
      </InitialPricelistContext.Provider>
    </StrictMode>
  );
}
