/** The back office's catalogue through its GraphQL API, for journeys that change what the price list offers. */
import { expect, type Page } from '@playwright/test';

async function adminGraphQL<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post('/graphql', { data: { query, variables }, headers: { 'x-graphql-yoga-csrf': 'e2e' } });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors ?? []).toEqual([]);
  return body.data as T;
}

interface PackagePrice {
  currency: string;
  periodMonths: number;
  monthlyAmount: string;
  originalMonthlyAmount: string | null;
  discountPercent: number;
}

/**
 * Sets one monthly price of a package as the operator signed in on `page` (a saved package gets a new version, so
 * purchase links made before are refused); the package's name, label and other prices stay. Answers the amount the
 * price had, to put it back with.
 */
export async function setPackagePrice(page: Page, identifier: string, price: { currency: string; periodMonths: number }, monthlyAmount: string): Promise<string> {
  const { adminCatalogue } = await adminGraphQL<{ adminCatalogue: { packages: Array<{ identifier: string; name: string; label: string; highlighted: boolean; prices: PackagePrice[] }> } }>(
    page,
    '{ adminCatalogue { packages { identifier name label highlighted prices { currency periodMonths monthlyAmount originalMonthlyAmount discountPercent } } } }',
  );
  const pkg = adminCatalogue.packages.find((each) => each.identifier === identifier);
  const before = pkg?.prices.find((each) => each.currency === price.currency && each.periodMonths === price.periodMonths);
  if (!pkg || !before) throw new Error(`The catalogue has no ${price.currency} ${price.periodMonths}-month price of ${identifier}`);
  const input = { identifier, name: pkg.name, label: pkg.label, highlighted: pkg.highlighted, prices: [{ ...before, monthlyAmount }] };
  await adminGraphQL(page, 'mutation ($input: AdminPackageInput!) { adminUpdatePackage(input: $input) { identifier } }', { input });
  return before.monthlyAmount;
}
