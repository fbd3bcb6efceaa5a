/**
 * A checkout opened signed out: from a renewal link (docs/services.md "Renewing") the sign-in opens with the link's
 * e-mail filled in and focus at the password; without one (a bookmark, a link copied to another browser, a session
 * that ran out) the page says the visitor is not logged in and offers Log in. Once signed in the same page loads
 * the order, focus on its heading.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../contracts/auth';
import { CHECKOUT_SIGNED_OUT_MESSAGE } from '../contracts/checkout';
import { renderApp } from './fixtures/app';
import { answerPost, demoUser, sessionOf, signedInAs } from './msw/accounts';
import { checkoutError, fakeCheckout } from './msw/checkout';
import { server, useMockServer } from './msw/server';

useMockServer();

/** Every CheckoutOrder query is refused (the page asks again when the session check ends after the first answer). */
function refuseEveryOrderQuery(message: string, code: string): void {
  server.use(graphql.query('CheckoutOrder', () => checkoutError(message, code)));
}

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
    expect(await screen.findByText(CHECKOUT_SIGNED_OUT_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('without one: Log in beside Retry opens the Log in dialog, and after signing in the page shows the order, focus on its heading', async () => {
    const checkout = fakeCheckout();
    checkout.answerNext('CheckoutOrder', checkoutError(AUTH_MESSAGES.NOT_SIGNED_IN, 'UNAUTHENTICATED'));
    const requests = answerPost('/api/auth/sign-in', 200, sessionOf(demoUser));
    const { user } = renderApp('/checkout/ORD-1001');

    expect(await screen.findByRole('alert')).toHaveTextContent(CHECKOUT_SIGNED_OUT_MESSAGE);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    // The only Log in on the page: the checkout's wrapper hides the header's.
    const logIn = await screen.findByRole('button', { name: 'Log in' });
    logIn.focus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveFocus());
    await user.keyboard(`${demoUser.email}{Tab}demo-portal-2026{Enter}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 2, name: 'Your order' })).toBeInTheDocument();
    expect(requests).toEqual([{ email: demoUser.email, password: 'demo-portal-2026' }]);
    expect(checkout.operations.filter((operation) => operation === 'CheckoutOrder')).toHaveLength(2);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toHaveFocus());
    expect(screen.queryByText(CHECKOUT_SIGNED_OUT_MESSAGE)).not.toBeInTheDocument();
  });

  it('after the session ran out while the page still showed it signed in: the page shows the visitor signed out, with Log in', async () => {
    signedInAs(demoUser);
    refuseEveryOrderQuery(AUTH_MESSAGES.NOT_SIGNED_IN, 'UNAUTHENTICATED');
    renderApp('/checkout/ORD-1001');

    expect(await screen.findByText(CHECKOUT_SIGNED_OUT_MESSAGE)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('signed in, an order of another account keeps its message and offers no Log in', async () => {
    signedInAs(demoUser);
    refuseEveryOrderQuery('We could not find this order in your account.', 'ORDER_NOT_FOUND');
    renderApp('/checkout/ORD-1001');

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this order in your account.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });
});
