/**
 * How the session machine shows on every page: the header's account area (nothing while the session is checked,
 * 'Log in' and 'Create website' when signed out, the name, 'My websites' and a 'Sign out' button when signed
 * in), the ended-session notice, and which account modal is open. The session check and sign-out are held by
 * MSW until the path answers; the keep-alive's 300000 ms are moved on Vitest's fake clock, with the refresh
 * answering that the session has ended. Read by session.test.tsx.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { AUTH_MESSAGES, SESSION_REFRESH_INTERVAL_MS } from '../../contracts/auth';
import { sessionMachine, type SessionContext } from '../../machines/session';
import { renderApp } from '../fixtures/app';
import { answerPost, demoUser, errorBody, sessionOf } from '../msw/accounts';
import { answerPricelist } from '../msw/server';
import { INIT_EVENT, type ViewModel } from './harness';
import { holdRequests, type HeldRequests } from './network';

// The account modals are loaded lazily by the app; importing them once here keeps a first path from waiting on it.
await Promise.all([import('../../src/features/auth/SignInModal'), import('../../src/features/auth/SignUpModal')]);

interface SessionDriver {
  user: UserEvent | null;
  check: HeldRequests;
  signOut: HeldRequests;
  refreshes: unknown[];
}

type SessionViewModel = ViewModel<typeof sessionMachine, SessionDriver>;

const checkId = sessionMachine.root.states.account?.states.checking?.invoke[0]?.id ?? 'fetchSession';
const signOutId = sessionMachine.root.states.account?.states.signingOut?.invoke[0]?.id ?? 'signOut';
const SIGN_IN_DIALOG = { name: 'Log in' } as const;
const SIGN_UP_DIALOG = { name: 'Create your website' } as const;
const PASSWORD_RESET_DIALOG = { name: 'Reset your password' } as const;

function userOf(driver: SessionDriver): UserEvent {
  if (!driver.user) throw new Error('The page is not open yet');
  return driver.user;
}

/** The header; while a modal is open it is hidden from assistive technology (inert), so queries include hidden. */
const banner = () => screen.getByRole('banner', { hidden: true });

/** The notice says the session ended exactly when the machine holds it, with its own Log in button. */
function expectNotice(context: SessionContext): void {
  const notice = screen.getByTestId('session-notice');
  if (context.notice) {
    expect(notice).toHaveTextContent(context.notice);
    expect(within(notice).getByRole('button', { name: 'Log in', hidden: true })).toBeInTheDocument();
  } else {
    expect(notice).toBeEmptyDOMElement();
  }
}

async function expectSignedOutHeader(): Promise<void> {
  expect(await within(banner()).findByRole('button', { name: 'Log in', hidden: true })).toBeInTheDocument();
  expect(within(banner()).getByRole('button', { name: 'Create website', hidden: true })).toBeInTheDocument();
  expect(within(banner()).queryByText(demoUser.fullname)).not.toBeInTheDocument();
  expect(within(banner()).queryByRole('button', { name: 'Sign out', hidden: true })).not.toBeInTheDocument();
}

async function fillAndSubmit(driver: SessionDriver): Promise<void> {
  const user = userOf(driver);
  const signIn = screen.getByRole('dialog', SIGN_IN_DIALOG);
  answerPost('/api/auth/sign-in', 200, sessionOf(demoUser));
  await user.type(within(signIn).getByLabelText('Email'), demoUser.email);
  await user.type(within(signIn).getByLabelText('Password'), 'demo-portal-2026');
  await user.click(within(signIn).getByRole('button', { name: 'Log in' }));
}

export const sessionViewModel: SessionViewModel = {
  machine: sessionMachine,
  input: undefined,
  eventCases: {
    [`xstate.done.actor.${checkId}`]: [
      { $name: 'signed in', output: sessionOf(demoUser) },
      { $name: 'nobody', output: sessionOf(null) },
    ],
    [`xstate.error.actor.${checkId}`]: [{ $name: 'server down', error: new Error('The service is unavailable.') }],
    'session.openSignIn': [{ $name: 'header' }, { $name: 'notice' }, { $name: 'register modal' }, { $name: 'password reset modal' }],
    'session.openSignUp': [{ $name: 'header' }, { $name: 'Log in modal' }],
    'session.signedIn': [
      { user: demoUser, $name: 'through the open modal' },
      // The confirmation page of a sign-up link (its own page and tests) tells the session of the new account, also
      // when someone was signed in in that browser: the session switches to it.
      { user: { ...demoUser, id: 'confirmed-account', fullname: 'Confirmed Person', email: 'confirmed@example.com' }, $name: 'a confirmation link' },
    ],
  },
  filterEvents: (snapshot, event) => {
    // Only the Log in modal signs a visitor in (sign-up ends in "check your e-mail"), and only a notice on screen
    // offers its Log in button.
    if (event.type === 'session.signedIn') {
      if ('$name' in event && event.$name === 'a confirmation link') return snapshot.matches({ account: 'signedIn' }) && snapshot.value.dialog === 'none';
      return snapshot.value.dialog === 'signIn';
    }
    // The Dismiss button is on the notice, so only a notice on screen, with no modal over it, can be dismissed.
    if (event.type === 'session.dismissNotice') return snapshot.context.notice !== null && snapshot.value.dialog === 'none';
    const place = '$name' in event ? event.$name : undefined;
    if (event.type === 'session.openSignIn') {
      if (snapshot.value.dialog === 'signUp') return place === 'register modal';
      if (snapshot.value.dialog === 'passwordReset') return place === 'password reset modal';
      return place === 'header' || (place === 'notice' && snapshot.context.notice !== null);
    }
    if (event.type === 'session.openSignUp') return place === (snapshot.value.dialog === 'signIn' ? 'Log in modal' : 'header');
    return true;
  },
  createDriver: () => ({
    user: null,
    check: holdRequests('get', '/api/auth/session'),
    signOut: holdRequests('post', '/api/auth/sign-out'),
    refreshes: answerPost('/api/auth/refresh', 401, errorBody(AUTH_MESSAGES.SESSION_EXPIRED, 'SESSION_EXPIRED')),
  }),
  states: {
    'account.checking': async (driver, snapshot) => {
      // Nothing in the account area until the check answers: no 'Log in' flashing for a signed-in visitor.
      await waitFor(() => expect(driver.check.waiting).toBe(1));
      expect(within(banner()).queryByRole('button', { name: 'Log in', hidden: true })).not.toBeInTheDocument();
      expect(within(banner()).queryByRole('button', { name: 'Sign out', hidden: true })).not.toBeInTheDocument();
      expectNotice(snapshot.context);
    },
    'account.signedOut': async (_driver, snapshot) => {
      await expectSignedOutHeader();
      expectNotice(snapshot.context);
    },
    'account.signedIn': async (driver, snapshot) => {
      // The signed-in account's name, whichever account the path signed in.
      expect(await within(banner()).findByText(snapshot.context.user?.fullname ?? demoUser.fullname)).toBeInTheDocument();
      expect(within(banner()).getByRole('link', { name: 'My websites', hidden: true })).toBeInTheDocument();
      await waitFor(() => expect(within(banner()).getByRole('button', { name: 'Sign out', hidden: true })).not.toHaveAttribute('data-pending'));
      expect(within(banner()).queryByRole('button', { name: 'Log in', hidden: true })).not.toBeInTheDocument();
      expect(driver.signOut.waiting).toBe(0);
      expectNotice(snapshot.context);
    },
    'account.signingOut': async (driver, snapshot) => {
      await waitFor(() => expect(driver.signOut.waiting).toBe(1));
      // Still signed in until the server answers: the Sign out button waits, and no second one can start.
      await waitFor(() => expect(within(banner()).getByRole('button', { name: 'Sign out', hidden: true })).toHaveAttribute('data-pending', 'true'));
      expect(within(banner()).queryByRole('button', { name: 'Log in', hidden: true })).not.toBeInTheDocument();
      expectNotice(snapshot.context);
    },
    'dialog.none': async () => {
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
    'dialog.signIn': async () => {
      expect(await screen.findByRole('dialog', SIGN_IN_DIALOG)).toBeInTheDocument();
      expect(screen.queryByRole('dialog', SIGN_UP_DIALOG)).not.toBeInTheDocument();
    },
    'dialog.passwordReset': async () => {
      expect(await screen.findByRole('dialog', PASSWORD_RESET_DIALOG)).toBeInTheDocument();
      expect(screen.queryByRole('dialog', SIGN_IN_DIALOG)).not.toBeInTheDocument();
    },
    'dialog.signUp': async () => {
      expect(await screen.findByRole('dialog', SIGN_UP_DIALOG)).toBeInTheDocument();
      expect(screen.queryByRole('dialog', SIGN_IN_DIALOG)).not.toBeInTheDocument();
    },
  },
  events: {
    [INIT_EVENT]: async (driver) => {
      answerPricelist();
      driver.user = renderApp('/pricelist').user;
    },
    [`xstate.done.actor.${checkId}`]: (driver, event) => driver.check.answer(200, (event as EventObject & { output: unknown }).output),
    [`xstate.error.actor.${checkId}`]: (driver) => driver.check.answer(503, errorBody('The service is unavailable.')),
    'session.openSignIn': async (driver, event) => {
      const place = '$name' in event ? event.$name : undefined;
      const place_ =
        place === 'notice' ? within(screen.getByTestId('session-notice'))
        : place === 'register modal' ? within(screen.getByRole('dialog', SIGN_UP_DIALOG))
        : place === 'password reset modal' ? within(screen.getByRole('dialog', PASSWORD_RESET_DIALOG))
        : within(banner());
      await userOf(driver).click(place_.getByRole('button', { name: place === 'password reset modal' ? 'Back to log in' : 'Log in' }));
    },
    'session.openSignUp': async (driver, event) => {
      const button =
        '$name' in event && event.$name === 'Log in modal'
          ? within(screen.getByRole('dialog', SIGN_IN_DIALOG)).getByRole('button', { name: 'Create a website' })
          : within(banner()).getByRole('button', { name: 'Create website' });
      await userOf(driver).click(button);
    },
    'session.openPasswordReset': (driver) => userOf(driver).click(within(screen.getByRole('dialog', SIGN_IN_DIALOG)).getByRole('button', { name: 'Forgot password?' })),
    'session.dismissNotice': (driver) => userOf(driver).click(within(screen.getByTestId('session-notice')).getByRole('button', { name: 'Dismiss' })),
    'session.closeDialog': (driver) => userOf(driver).click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' })),
    'session.signedIn': async (driver, event, run) => {
      // A confirmation link is another page: its answer reaches the session actor, and the header follows.
      if ('$name' in event && event.$name === 'a confirmation link') {
        act(() => run.actor().send(event));
        await within(banner()).findByText('Confirmed Person');
        return;
      }
      await fillAndSubmit(driver);
    },
    'session.signOut': (driver) => userOf(driver).click(within(banner()).getByRole('button', { name: 'Sign out' })),
    [`xstate.done.actor.${signOutId}`]: (driver) => driver.signOut.answer(200, sessionOf(null)),
    [`xstate.error.actor.${signOutId}`]: (driver) => driver.signOut.answer(500, errorBody('The server could not sign you out.')),
    'session.expired': async (driver) => {
      // The keep-alive's refresh comes due on the fake clock; the server says the session has ended.
      const before = driver.refreshes.length;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(SESSION_REFRESH_INTERVAL_MS);
      });
      await waitFor(() => expect(driver.refreshes).toHaveLength(before + 1));
    },
  },
};
