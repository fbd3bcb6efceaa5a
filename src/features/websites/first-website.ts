/**
 * Where a new account goes once signed up: to create its first website. A page in the middle of a purchase (the
 * Domain name step) gives a return address while it is open; the new account then creates the website the purchase
 * is for and comes back there, with the new website's name added as ?project=.
 */
import { useEffect } from 'react';

/** Only the Domain name step returns here; any other address is ignored (no open redirect through ?next=). */
const RETURN_PATH = '/domains';

let returnAddress: (() => string | null) | null = null;

/** While the calling page is open, a sign-up comes back to the address it answers (null: nothing to come back to). */
export function useReturnAfterFirstWebsite(address: () => string | null): void {
  useEffect(() => {
    returnAddress = address;
    return () => {
      if (returnAddress === address) returnAddress = null;
    };
  }, [address]);
}

/** The Create a website address for an account just signed up, with the open page's return address if it has one. */
export function firstWebsitePath(): string {
  const next = returnAddress?.() ?? null;
  return next ? `/websites/new?${new URLSearchParams({ next }).toString()}` : '/websites/new';
}

/** The return address in Create a website's ?next=, if it is one this app goes back to. */
export function returnAddressFrom(params: URLSearchParams): URL | null {
  const next = params.get('next');
  if (!next?.startsWith(`${RETURN_PATH}?`)) return null;
  const url = new URL(next, 'https://portal.invalid');
  return url.pathname === RETURN_PATH ? url : null;
}

/** The address to go back to once the website exists: the return address with the new website chosen. */
export function returnWithWebsite(url: URL, website: string): string {
  const params = new URLSearchParams(url.search);
  params.set('project', website);
  return `${url.pathname}?${params.toString()}`;
}
