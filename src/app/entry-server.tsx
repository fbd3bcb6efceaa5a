/**
 * The server's half of the price list page (server/pricelist/page.ts loads the build of this file): the app's
 * own components rendered to HTML with the price list the server just built, for the browser to hydrate.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { Language } from '../../contracts/language';
import type { InitialPricelist } from '../features/pricelist/initialPricelist';
import { createCompleteI18n } from '../i18n/catalogues';
import { AppRoot } from './root';

export { INITIAL_PRICELIST_ID, pricelistQueryFrom, pricelistQueryKey } from '../features/pricelist/initialPricelist';

/** The HTML of #root for the address (path and query) with the embedded price list, in the language. */
export function renderPricelistPage(url: string, initialPricelist: InitialPricelist, language: Language): string {
  const router = ({ children }: { children: React.ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  return renderToString(<AppRoot router={router} initialPricelist={{ current: initialPricelist }} i18n={createCompleteI18n(language)} />);
}
