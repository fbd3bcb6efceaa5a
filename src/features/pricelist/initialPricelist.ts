/**
 * The price list the server rendered the page with. The server embeds it beside the HTML (a JSON script) and
 * renders with it; the browser hydrates with the same answer, so the pricelist machine starts ready instead of
 * asking /api/pricelist again. It belongs to the address the page was loaded at, and only to the first price
 * list shown there: once that screen closes, later visits to the price list fetch a fresh one.
 */
import { createContext, useContext, useEffect } from 'react';
import type { PricelistResponse } from '../../../contracts/pricelist';
import type { PricelistQueryInput } from '../../../machines/pricelist';

/** The id of the JSON script that carries the embedded price list. */
export const INITIAL_PRICELIST_ID = 'pricelist-data';

export interface InitialPricelist {
  /** pricelistQueryKey of the page's query, as the address holds it (a refused parameter included). */
  key: string;
  pricelist: PricelistResponse;
}

/** A box rather than a value: the first screen that closes empties it. */
export interface InitialPricelistBox {
  current: InitialPricelist | null;
}

export const InitialPricelistContext = createContext<InitialPricelistBox | null>(null);

/** What the page's address asks for; the parameters the price list reads, in one order. */
export function pricelistQueryFrom(params: URLSearchParams): PricelistQueryInput {
  const query: PricelistQueryInput = {};
  const project = params.get('project');
  const feature = params.get('feautre');
  const currency = params.get('currency');
  const ref = params.get('ref');
  if (project) query.project = project;
  if (feature) query.feature = feature;
  if (currency) query.currency = currency;
  if (ref) query.ref = ref;
  return query;
}

export function pricelistQueryKey(query: PricelistQueryInput): string {
  return JSON.stringify([query.project ?? '', query.feature ?? '', query.currency ?? '', query.ref ?? '']);
}

/** The embedded price list when it was rendered for this query; released when the screen that used it closes. */
export function useInitialPricelist(query: PricelistQueryInput): PricelistResponse | undefined {
  const box = useContext(InitialPricelistContext);
  useEffect(
    () => () => {
      if (box) box.current = null;
    },
    [box],
  );
  const initial = box?.current;
  return initial && initial.key === pricelistQueryKey(query) ? initial.pricelist : undefined;
}

/** In the browser: the embedded price list of a server-rendered page, or null (development, other pages). */
export function readEmbeddedPricelist(): InitialPricelist | null {
  const script = document.getElementById(INITIAL_PRICELIST_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as InitialPricelist;
  } catch (error) {
    console.error('The embedded price list could not be read; it is fetched instead.', error);
    return null;
  }
}
