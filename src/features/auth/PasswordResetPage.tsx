/**
 * /password-reset?token=...: the page a reset link opens, the link half of the passwordReset machine. The token
 * is read once and moved out of the address bar at once (history.replaceState), so it stays out of the history,
 * the Referer of later requests and anything that records addresses.
 */
import { useLayoutEffect, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { AUTH_MESSAGES } from '../../../contracts/auth';
import { SessionContext } from '../../app/session';
import { inspectionOptions } from '../../app/inspection';
import { Button } from '../../ui/Button';
import { PasswordResetForm } from './PasswordResetForm';
import { passwordResetLogic } from './passwordResetLogic';

const focusOnMount = (element: HTMLElement | null) => element?.focus();

function readToken(): string | null {
  return new URLSearchParams(window.location.search).get('token');
}

export default function PasswordResetPage() {
  const [token] = useState(readToken);
  useLayoutEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has('token')) return;
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);
  const actorRef = useActorRef(passwordResetLogic, { ...inspectionOptions(), input: { token } });
  const session = SessionContext.useActorRef();
  const view = useSelector(actorRef, (state) =>
    state.matches({ link: 'checking' }) ? 'checking'
    : state.matches({ link: 'newPassword' }) ? 'newPassword'
    : state.matches({ link: 'done' }) ? 'done'
    : state.matches({ link: 'expired' }) ? 'expired'
    : state.matches({ link: 'used' }) ? 'used'
    : state.matches({ link: 'invalid' }) ? 'invalid'
    : state.matches({ request: 'sent' }) ? 'sent'
    : 'request',
  );
  const sentMessage = useSelector(actorRef, (state) => state.context.sentMessage);

  const problems = { expired: AUTH_MESSAGES.RESET_LINK_EXPIRED, used: AUTH_MESSAGES.RESET_LINK_USED, invalid: AUTH_MESSAGES.RESET_LINK_INVALID } as const;
  const titles = { expired: 'This link has expired', used: 'This link has been used', invalid: 'This link is not valid' } as const;

  return (
    <section className="page password-reset-page" aria-labelledby="password-reset-title">
      {view === 'checking' && (
        <>
          <h1 id="password-reset-title">Set a new password</h1>
          <p role="status">Checking your link…</p>
        </>
      )}
      {view === 'newPassword' && (
        <>
          <h1 id="password-reset-title">Set a new password</h1>
          <p>Choose a new password for your account. Every other device signed in to it will be signed out.</p>
          <PasswordResetForm actorRef={actorRef} field="password" />
        </>
      )}
      {view === 'done' && (
        <>
          <h1 id="password-reset-title" tabIndex={-1} ref={focusOnMount}>
            Your password is set
          </h1>
          <p role="status">Your new password works from now on, and every other device signed in to your account has been signed out.</p>
          <Button onPress={() => session.send({ type: 'session.openSignIn' })}>Log in</Button>
        </>
      )}
      {(view === 'expired' || view === 'used' || view === 'invalid') && (
        <>
          <h1 id="password-reset-title" tabIndex={-1} ref={focusOnMount}>
            {titles[view]}
          </h1>
          <p role="alert">{problems[view]}</p>
          <Button onPress={() => actorRef.send({ type: 'reset.askAgain' })}>Ask for a new link</Button>
        </>
      )}
      {view === 'request' && (
        <>
          <h1 id="password-reset-title">Reset your password</h1>
          <p>Enter the email of your account. We will send it a link to set a new password.</p>
          <PasswordResetForm actorRef={actorRef} field="email" />
        </>
      )}
      {view === 'sent' && (
        <>
          <h1 id="password-reset-title">Check your email</h1>
          <p role="status" tabIndex={-1} ref={focusOnMount}>
            {sentMessage}
          </p>
        </>
      )}
    </section>
  );
}
