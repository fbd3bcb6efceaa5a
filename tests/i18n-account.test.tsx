/**
 * The account's screens in Czech (docs/frontend.md "Messages in Czech and English"): the sign-in, sign-up and password
 * reset modals opened from the header with their errors, My websites with websites and without, Create a website, the
 * password reset page and the sign-up confirmation page show nothing but the Czech catalogue's messages and the data
 * they were given. A string written into a component instead of the catalogue shows up here in English.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../contracts/auth';
import { renderApp } from './fixtures/app';
import { notFromTheCatalogue, shownTexts } from './fixtures/untranslated';
import { answerMyWebsites, answerPost, demoUser, errorBody, signedInAs, type WebsiteRow } from './msw/accounts';
import { answerPricelist, useMockServer } from './msw/server';

useMockServer();

async function openSignInInCzech() {
  answerPricelist();
  const app = renderApp('/pricelist', { language: 'cs' });
  await app.user.click(await within(screen.getByRole('banner')).findByRole('button', { name: 'Přihlásit se' }));
  return { ...app, dialog: await screen.findByRole('dialog', { name: 'Přihlásit se' }) };
}

const untranslated = (data: unknown = []) => notFromTheCatalogue(shownTexts(document.body), data);

describe('the account modals in Czech', () => {
  it('sign-in: the form, its field errors, and the server\'s refusal as it came', async () => {
    answerPost('/api/auth/sign-in', 401, errorBody(AUTH_MESSAGES.INVALID_CREDENTIALS, 'INVALID_CREDENTIALS', 'password'));
    const { user, dialog } = await openSignInInCzech();
    await user.click(within(dialog).getByRole('button', { name: 'Přihlásit se' }));
    expect(await within(dialog).findByText('Zadejte prosím platnou e-mailovou adresu.')).toBeInTheDocument();
    expect(within(dialog).getByText('Zadejte prosím své heslo.')).toBeInTheDocument();
    expect(untranslated()).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), demoUser.email);
    await user.type(within(dialog).getByLabelText('Heslo'), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Přihlásit se' }));
    // The server's words are translated on the server's side: shown as they came.
    expect(await within(dialog).findByText(AUTH_MESSAGES.INVALID_CREDENTIALS)).toBeInTheDocument();
    expect(untranslated([demoUser.email, AUTH_MESSAGES.INVALID_CREDENTIALS])).toEqual([]);
  });

  it('sign-up: the form with its field errors, and what it says once sent', async () => {
    answerPost('/api/auth/sign-up', 202, { status: 'confirmation-sent' });
    const { user, dialog } = await openSignInInCzech();
    await user.click(within(dialog).getByRole('button', { name: 'Vytvořit web' }));
    const signUp = await screen.findByRole('dialog', { name: 'Vytvořte si web' });
    await user.type(within(signUp).getByLabelText('Heslo'), 'short');
    await user.click(within(signUp).getByRole('button', { name: 'Vytvořit účet' }));
    expect(await within(signUp).findByText('Zadejte prosím své celé jméno.')).toBeInTheDocument();
    expect(within(signUp).getByText('Heslo musí mít alespoň 8 znaků.')).toBeInTheDocument();
    expect(within(signUp).getByText('Alespoň 8 znaků.')).toBeInTheDocument();
    expect(untranslated()).toEqual([]);

    await user.type(within(signUp).getByRole('textbox', { name: 'Celé jméno' }), demoUser.fullname);
    await user.type(within(signUp).getByRole('textbox', { name: 'E-mail' }), demoUser.email);
    await user.type(within(signUp).getByLabelText('Heslo'), '-long-enough');
    await user.click(within(signUp).getByRole('button', { name: 'Vytvořit účet' }));
    const sent = await screen.findByRole('dialog', { name: 'Zkontrolujte svůj e-mail' });
    expect(within(sent).getByRole('status')).toHaveTextContent(`na adresu ${demoUser.email} jsme poslali odkaz`);
    expect(untranslated([demoUser.fullname, demoUser.email])).toEqual([]);
  });

  it('password reset: the form and its error', async () => {
    const { user, dialog } = await openSignInInCzech();
    await user.click(within(dialog).getByRole('button', { name: 'Zapomněli jste heslo?' }));
    const reset = await screen.findByRole('dialog', { name: 'Obnovení hesla' });
    await user.click(within(reset).getByRole('button', { name: 'Poslat odkaz' }));
    expect(await within(reset).findByText('Zadejte prosím platnou e-mailovou adresu.')).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
  });
});

describe('the account pages in Czech', () => {
  it('My websites with websites: packages, the free version, domains dated in Czech', async () => {
    signedInAs();
    const websites: WebsiteRow[] = [
      { name: 'demo-shop', currentPackage: { identifier: 'profi', name: 'Profi' }, createdAt: '2026-01-01T00:00:00Z', registeredDomains: [{ name: 'demo-shop.com', expiresAt: '2027-11-21' }] },
      { name: 'demo-blog', currentPackage: null, createdAt: '2026-01-02T00:00:00Z' },
      { name: 'demo-old', currentPackage: null, freeVersion: true, createdAt: '2026-01-03T00:00:00Z' },
    ];
    const domains = [{ name: 'my-bakery.com', expiresAt: '2027-11-21' }];
    answerMyWebsites(websites, domains);
    renderApp('/websites', { language: 'cs' });
    const list = await screen.findByRole('list', { name: 'Weby' });
    expect(within(list).getByRole('list', { name: 'Domény webu demo-shop' })).toHaveTextContent('demo-shop.com, registrace do 21. 11. 2027');
    expect(within(list).getByRole('link', { name: 'Vylepšit demo-shop' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Vybrat balíček pro demo-blog' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Obnovte ho v Mých službách' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Domény bez webu' })).toBeInTheDocument();
    expect(document.title).toBe('Moje weby');
    expect(untranslated([websites, domains, demoUser.fullname])).toEqual([]);
  });

  it('My websites without any', async () => {
    signedInAs();
    answerMyWebsites([]);
    renderApp('/websites', { language: 'cs' });
    expect(await screen.findByText('Zatím nemáte žádný web.')).toBeInTheDocument();
    expect(untranslated([demoUser.fullname])).toEqual([]);
  });

  it('My websites to a signed-out visitor', async () => {
    renderApp('/websites', { language: 'cs' });
    expect(await screen.findByText('Nejprve se prosím přihlaste.')).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
  });

  it('Create a website, with the name rule broken', async () => {
    signedInAs();
    const { user } = renderApp('/websites/new', { language: 'cs' });
    const field = await screen.findByRole('textbox', { name: 'Název webu' });
    await user.type(field, 'My Site');
    await user.click(screen.getByRole('button', { name: 'Vytvořit web' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(untranslated(['My Site', demoUser.fullname])).toEqual([]);
  });

  it('the password reset page without a link asks for one, with its error', async () => {
    const { user } = renderApp('/password-reset', { language: 'cs' });
    await screen.findByRole('heading', { level: 1, name: 'Obnovení hesla' });
    await user.click(screen.getByRole('button', { name: 'Poslat odkaz' }));
    expect(await screen.findByText('Zadejte prosím platnou e-mailovou adresu.')).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
  });

  it('the sign-up confirmation page with no link says the link is not valid', async () => {
    renderApp('/sign-up/confirm', { language: 'cs' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tento odkaz není platný' })).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
  });
});
