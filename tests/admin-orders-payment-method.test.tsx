/**
 * The back office names payment methods by the one list the server names them by (contracts/payment-methods.ts):
 * here that list's titles are changed, and the orders page must show the changed ones, in its rows and its filter.
 */
import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type * as PaymentMethods from '../contracts/payment-methods';
import { renderApp } from './fixtures/app';
import { demoUser, signedInAs } from './msw/accounts';
import { server, useMockServer } from './msw/server';

vi.mock('../contracts/payment-methods', async (importOriginal) => {
  const original = await importOriginal<typeof PaymentMethods>();
  const titles = Object.fromEntries(Object.entries(original.PAYMENT_TITLES).map(([provider, title]) => [provider, `${title} (the shared title)`]));
  const PAYMENT_TITLES = titles as unknown as typeof original.PAYMENT_TITLES;
  return {
    ...original,
    PAYMENT_TITLES,
    paymentMethodTitle: (name: string | null) => {
      const provider = original.providerOfMethod(name);
      return provider ? PAYMENT_TITLES[provider] : null;
    },
  };
});

useMockServer();

const row = (identifier: string, paymentMethod: string | null) => ({
  identifier,
  createdAt: '2026-11-24T09:00:00.000Z',
  customerEmail: demoUser.email,
  status: 'AWAITING_PAYMENT',
  paymentMethod,
  total: { formatted: 'CZK 1,210.00' },
  secondPaymentId: null,
  expired: false,
});

describe('the back office orders page', () => {
  it("shows each order's payment method by the shared title, and filters by the same titles", async () => {
    signedInAs({ ...demoUser, email: 'operator@hosting-portal.test', role: 'operator' });
    server.use(
      graphql.query('AdminOrders', () =>
        HttpResponse.json({ data: { adminOrders: { orders: [row('ORD-TRANSFER1', 'bank-transfer'), row('ORD-GATEWAY1', 'gateway'), row('ORD-RETIRED1', 'retired-method')], total: 3, pageSize: 25 } } }),
      ),
    );
    renderApp('/admin/orders');

    const table = await screen.findByRole('table', { name: 'Orders, newest first' });
    const methodOf = (identifier: string) => within(within(table).getByRole('row', { name: new RegExp(identifier) })).getAllByRole('cell')[3];
    expect(methodOf('ORD-TRANSFER1')).toHaveTextContent(/^Bank transfer \(the shared title\)$/);
    expect(methodOf('ORD-GATEWAY1')).toHaveTextContent(/^Online payment \(the shared title\)$/);
    // A name no longer in the list is shown as stored rather than hidden.
    expect(methodOf('ORD-RETIRED1')).toHaveTextContent(/^retired-method$/);

    const filter = screen.getByRole('combobox', { name: 'Payment method' });
    expect(within(filter).getAllByRole('option').map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['Card (the shared title)', 'Stripe Checkout (the shared title)', 'Online payment (the shared title)', 'Bank transfer (the shared title)']),
    );
  });
});
