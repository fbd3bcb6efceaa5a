/**
 * A checkout opened signed out from a renewal link (docs/services.md "Renewing"): the sign-in opens with the link's
 * e-mail filled in and focus at the password, and once signed in the same page loads the order, focus on its heading.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../contracts/auth';
import { renderApp } from './fixtures/app';
import { answerPost, demoUser, sessionOf } from './msw/accounts';
import { checkoutError, fakeCheckout } from './msw/checkout';
import { useMockServer } from './msw/server';

useMockServer();

describe('a checkout opened signed out', () => {
  it("with the renewal link's e-mail: the sign-in opens filled in, and after signing in the page shows the order", async () => {
    const checkout = fakeCheckout();
    checkout.answerNext('CheckoutOrder', checkoutError(AUTH_MESSAGES.NOT_SIGNED_IN, 'UNAUTHENTICATED'));
    const requests = answerPost('/api/auth/sign-in', 200, sessionOf(demoUser));
    const { user } = renderApp(`/checkout/ORD-1001?signin=${encodeURIComponent(demoUser.email)}`);

    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue(demoUser.email));
    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveFocus();

    await user.keyboard('demo-portal-2026{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 2, name: 'Your order' })).toBeInTheDocument();
    expect(requests).toEqual([{ email: demoUser.email, password: 'demo-portal-2026' }]);
    expect(checkout.operations.filter((operation) => operation === 'CheckoutOrder')).toHaveLength(2);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toHaveFocus());
  });

  it('without one: no dialog opens by itself, and the page says why the order is not shown', async () => {
    const checkout = fakeCheckout();
    checkout.answerNext('CheckoutOrder', checkoutError(AUTH_MESSAGES.NOT_SIGNED_IN, 'UNAUTHENTICATED'));
    renderApp('/checkout/ORD-1001');
    expect(await screen.findByText(AUTH_MESSAGES.NOT_SIGNED_IN)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
