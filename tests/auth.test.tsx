/** Sign-in, sign-up and sign-out through the real header and modals, with the accounts endpoints on MSW. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, signUpSentMessage } from '../contracts/auth';
import { renderApp } from './fixtures/app';
import { answerPost, demoUser, errorBody, sessionOf, signedInAs } from './msw/accounts';
import { answerPricelist, useMockServer } from './msw/server';

useMockServer();

async function openSignIn() {
  answerPricelist();
  const app = renderApp('/pricelist');
  const banner = screen.getByRole('banner');
  await app.user.click(await within(banner).findByRole('button', { name: 'Log in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  return { ...app, dialog };
}

describe('header', () => {
  it('offers Log in and Create website to a visitor', async () => {
    answerPricelist();
    renderApp('/pricelist');
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Create website' })).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it("shows a signed-in user's name, My websites and Sign out, and signs out", async () => {
    signedInAs();
    answerPricelist();
    const signOuts = answerPost('/api/auth/sign-out', 200, sessionOf(null));
    const { user } = renderApp('/pricelist');
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByText(demoUser.fullname)).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'My websites' })).toHaveAttribute('href', '/websites');
    expect(within(banner).queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();

    await user.click(within(banner).getByRole('button', { name: 'Sign out' }));
    expect(await within(banner).findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(within(banner).queryByText(demoUser.fullname)).not.toBeInTheDocument();
    expect(signOuts).toHaveLength(1);
  });
});

describe('sign-in modal', () => {
  it('signs in: accessible fields with autocomplete, then the header shows the user and the modal closes', async () => {
    const requests = answerPost('/api/auth/sign-in', 200, sessionOf(demoUser));
    const { user, dialog } = await openSignIn();
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    const password = within(dialog).getByLabelText('Password');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(password).toHaveAttribute('autocomplete', 'current-password');

    await user.type(email, 'Demo@Hosting-Portal.test');
    await user.type(password, 'demo-portal-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(screen.getByRole('banner')).findByText(demoUser.fullname)).toBeInTheDocument();
    expect(requests).toEqual([{ email: 'demo@hosting-portal.test', password: 'demo-portal-2026' }]);
  });

  it('checks the fields before sending, with the errors linked to their inputs', async () => {
    const requests = answerPost('/api/auth/sign-in', 200, sessionOf(demoUser));
    const { user, dialog } = await openSignIn();
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(AUTH_MESSAGES.INVALID_EMAIL);
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription(AUTH_MESSAGES.PASSWORD_REQUIRED);
    expect(requests).toEqual([]);
  });

  it('shows a wrong password on the password field', async () => {
    answerPost('/api/auth/sign-in', 401, errorBody(AUTH_MESSAGES.INVALID_CREDENTIALS, 'INVALID_CREDENTIALS', 'password'));
    const { user, dialog } = await openSignIn();
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'demo@hosting-portal.test');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription(AUTH_MESSAGES.INVALID_CREDENTIALS));
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows too many attempts above the form', async () => {
    const message = 'Too many sign-in attempts. Please try again in 15 minutes.';
    answerPost('/api/auth/sign-in', 429, { error: { code: 'TOO_MANY_ATTEMPTS', message, retryAfterSeconds: 900 } });
    const { user, dialog } = await openSignIn();
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'demo@hosting-portal.test');
    await user.type(within(dialog).getByLabelText('Password'), 'whatever-1');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByLabelText('Password')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('switches to the register modal and back', async () => {
    const { user, dialog } = await openSignIn();
    await user.click(within(dialog).getByRole('button', { name: 'Create a website' }));
    const register = await screen.findByRole('dialog', { name: 'Create your website' });
    expect(register).toHaveTextContent('Already have an account?');
    await user.click(within(register).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toHaveTextContent('New here?');
  });
});

describe('register modal', () => {
  async function openSignUp() {
    answerPricelist();
    const app = renderApp('/pricelist');
    await app.user.click(await within(screen.getByRole('banner')).findByRole('button', { name: 'Create website' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create your website' });
    return { ...app, dialog };
  }

  it('checks name, email and password with the contract rules before sending', async () => {
    const requests = answerPost('/api/auth/sign-up', 202, { status: 'confirmation-sent' });
    const { user, dialog } = await openSignUp();
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'x@y');
    await user.type(within(dialog).getByLabelText('Password'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));

    expect(within(dialog).getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription(AUTH_MESSAGES.FULLNAME_REQUIRED);
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(AUTH_MESSAGES.INVALID_EMAIL);
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining(AUTH_MESSAGES.PASSWORD_TOO_SHORT));
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(requests).toEqual([]);
  });

  it('ends in "check your e-mail", focused, with nobody signed in; the link will continue to Create a website', async () => {
    const requests = answerPost('/api/auth/sign-up', 202, { status: 'confirmation-sent' });
    const { user, dialog, location } = await openSignUp();
    await user.type(within(dialog).getByRole('textbox', { name: 'Full name' }), 'Dana Demo');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), ' Dana@Example.test');
    await user.type(within(dialog).getByLabelText('Password'), 'long-enough-1');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));

    const sent = await screen.findByRole('dialog', { name: 'Check your e-mail' });
    const message = within(sent).getByRole('status');
    expect(message).toHaveTextContent(signUpSentMessage('dana@example.test'));
    await waitFor(() => expect(message).toHaveFocus());
    expect(requests).toEqual([{ fullname: 'Dana Demo', email: 'dana@example.test', password: 'long-enough-1', continuePath: '/websites/new' }]);
    expect(location.pathname).toBe('/pricelist');
    expect(within(screen.getByRole('banner', { hidden: true })).queryByText(demoUser.fullname)).not.toBeInTheDocument();
    await user.click(within(sent).getByRole('button', { name: /Close/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});
