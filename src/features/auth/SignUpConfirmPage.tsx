/**
 * /sign-up/confirm?token=...: the page the link of a "Confirm your e-mail" message opens, the signUpConfirm
 * machine. The token is read once and moved out of the address bar at once (history.replaceState), as the
 * password reset page does. Opening the page sends nothing: the account is made when the person presses Create my
 * account (which has the focus on arrival), so a mail scanner that opens the link leaves it working. Once the
 * account is made and signed in, the page goes on where the person was going.
 */
import { useLayoutEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { signUpConfirmMachine } from '../../../machines/signUpConfirm';
import { SessionContext } from '../../app/session';
import { inspectionOptions } from '../../app/inspection';
import { Button } from '../../ui/Button';
import { confirmSignUp } from './api/confirm-sign-up';
import { useT } from '../../i18n/i18n';
import { useAccountMessage } from './accountMessages';

const focusOnMount = (element: HTMLElement | null) => element?.focus();

function readToken(): string | null {
  return new URLSearchParams(window.location.search).get('token');
}

const PROBLEMS = {
  expired: { title: 'account.link.expiredTitle', message: 'account.confirm.expired', action: 'signUp' },
  used: { title: 'account.confirm.readyTitle', message: 'account.confirm.used', action: 'signIn' },
  invalid: { title: 'account.link.invalidTitle', message: 'account.confirm.invalid', action: 'signUp' },
  taken: { title: 'account.confirm.takenTitle', message: 'account.confirm.taken', action: 'signIn' },
} as const;

type Problem = keyof typeof PROBLEMS;

export default function SignUpConfirmPage() {
  const t = useT();
  const message = useAccountMessage();
  const [token] = useState(readToken);
  useLayoutEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has('token')) return;
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);
  const session = SessionContext.useActorRef();
  const navigate = useNavigate();
  const actorRef = useActorRef(
    signUpConfirmMachine.provide({
      actors: { confirmSignUp: fromPromise(({ input, signal }) => confirmSignUp(input, signal)) },
      actions: {
        continueSignedIn: (_, { user, continuePath }) => {
          session.send({ type: 'session.signedIn', user });
          // A new account has no website yet: creating the first one is the next step unless the link says more.
          void navigate(continuePath ?? '/websites/new', { replace: true });
        },
      },
    }),
    { ...inspectionOptions(), input: { token } },
  );
  const view = useSelector(actorRef, (state) => state.value as 'start' | 'ready' | 'confirming' | 'failed' | 'done' | Problem);
  const errorMessage = message(useSelector(actorRef, (state) => state.context.errorMessage));
  const isCreating = useSelector(actorRef, (state) => state.hasTag('busy') || state.matches('done'));

  if (view in PROBLEMS) {
    const problem = PROBLEMS[view as Problem];
    return (
      <section className="page sign-up-confirm-page" aria-labelledby="sign-up-confirm-title">
        <h1 id="sign-up-confirm-title" tabIndex={-1} ref={focusOnMount}>
          {t(problem.title)}
        </h1>
        <p role="alert">{t(problem.message)}</p>
        {problem.action === 'signIn' ?
          <Button onPress={() => session.send({ type: 'session.openSignIn' })}>{t('account.logIn')}</Button>
        : <Button onPress={() => session.send({ type: 'session.openSignUp' })}>{t('account.confirm.signUpAgain')}</Button>}
      </section>
    );
  }
  return (
    <section className="page sign-up-confirm-page" aria-labelledby="sign-up-confirm-title">
      <h1 id="sign-up-confirm-title">{t('account.confirm.title')}</h1>
      {view === 'failed' ?
        <>
          <p role="alert" tabIndex={-1} ref={focusOnMount}>
            {errorMessage}
          </p>
          <Button onPress={() => actorRef.send({ type: 'confirm.retry' })}>{t('account.confirm.tryAgain')}</Button>
        </>
      : <>
          <p id="sign-up-confirm-step">{t('account.confirm.step')}</p>
          {/* Pending, the button keeps the focus while the account is made. */}
          <Button ref={focusOnMount} aria-describedby="sign-up-confirm-step" isPending={isCreating} onPress={() => actorRef.send({ type: 'confirm.submit' })}>
            {t('account.confirm.create')}
          </Button>
          {/* In the page from the start, so that screen readers hear the text when it appears. */}
          <p role="status">{isCreating ? t('account.confirm.creating') : ''}</p>
        </>
      }
    </section>
  );
}
