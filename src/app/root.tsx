import type { I18n } from '@lingui/core';
import { StrictMode, type ReactNode } from 'react';
import { LanguageProvider } from '../i18n/i18n';
import { InitialPricelistContext, type InitialPricelistBox } from '../features/pricelist/initialPricelist';
import { AppRoutes } from './routes';

/**
 * The whole app inside a router: the browser's (main.tsx) or the server's (entry-server.tsx). Both render this
 * same tree, so the browser hydrates the server's HTML without a difference.
 */
export function AppRoot({ router: Router, initialPricelist, i18n }: { router: (props: { children: ReactNode }) => ReactNode; initialPricelist: InitialPricelistBox; i18n: I18n }) {
  return (
    <StrictMode>
      <LanguageProvider i18n={i18n}>
        <InitialPricelistContext.Provider value={initialPricelist}>
          <Router>
            <AppRoutes />
          </Router>
        </InitialPricelistContext.Provider>
      </LanguageProvider>
    </StrictMode>
  );
}
