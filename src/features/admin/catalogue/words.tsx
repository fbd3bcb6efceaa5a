/**
 * The back office's settings pages (catalogue, vouchers, VAT rates, lifecycle, Security, Operators) load the admin
 * catalogue's words themselves (src/i18n/areas.ts; it suspends inside the console's Suspense until they are there),
 * as the card field loads the checkout's: their words show in the page's language whether or not the console's route
 * has loaded the area already. Loading an area twice costs nothing: the second asks for the same promise.
 */
import type { ComponentType } from 'react';
import AreaMessages from '../../../i18n/areas';

/** The page inside the admin area's words. */
export function withAdminWords(Page: ComponentType): ComponentType {
  function InAdminWords() {
    return (
      <AreaMessages area="admin">
        <Page />
      </AreaMessages>
    );
  }
  InAdminWords.displayName = `InAdminWords(${Page.displayName ?? Page.name})`;
  return InAdminWords;
}
