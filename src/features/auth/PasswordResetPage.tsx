/**
 * /password-reset?token=...: the page a reset link opens, the link half of the passwordReset machine. The token
 * is read once and moved out of the address bar at once (history.replaceState), so it stays out of the history,
 * the Referer of later requests and anything that records addresses.
 */
import { useLayoutEffect, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { SessionContext } from '../../app/session';
import { inspectionOptions } from '../../app/inspection';
import { Button } from '../../ui/Button';
import { PasswordResetForm } from './PasswordResetForm';
import { passwordResetLogic } from './passwordResetLogic';
import { useT, type MessageId } from '../../i18n/i18n';

const focusOnMount = (element: HTMLElement | null) => element?.focus();

/** What each state of a link that cannot set a password says: its heading and why. */
const PROBLEMS: Record<'expired' | 'used' | 'invalid', { title: MessageId; message: MessageId }> = {
  expired: { title: 'account.link.expiredTitle', message: 'account.reset.expired' },
  used: { title: 'account.reset.usedTitle', message: 'account.reset.used' },
  invalid: { title: 'account.link.invalidTitle', message: 'account.reset.invalid' },
};

function readToken(): string | null {
  return new URLSearchParams(window.location.search).get('token');
}

export default function PasswordResetPage() {
  const t = useT();
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

  return (
    <section className="page password-reset-page" aria-labelledby="password-reset-title">
      {view === 'checking' && (
        <>
          <h1 id="password-reset-title">{t('account.reset.pageTitle')}</h1>
          <p role="status">{t('account.reset.checking')}</p>
        </>
      )}
      {view === 'newPassword' && (
        <>
          <h1 id="password-reset-title">{t('account.reset.pageTitle')}</h1>
          <p>{t('account.reset.choose')}</p>
          <PasswordResetForm actorRef={actorRef} field="password" />
        </>
      )}
      {view === 'done' && (
        <>
          <h1 id="password-reset-title" tabIndex={-1} ref={focusOnMount}>
            {t('account.reset.doneTitle')}
          </h1>
          <p role="status">{t('account.reset.done')}</p>
          <Button onPress={() => session.send({ type: 'session.openSignIn' })}>{t('account.logIn')}</Button>
        </>
      )}
      {(view === 'expired' || view === 'used' || view === 'invalid') && (
        <>
          <h1 id="password-reset-title" tabIndex={-1} ref={focusOnMount}>
            {t(PROBLEMS[view].title)}
          </h1>
          <p role="alert">{t(PROBLEMS[view].message)}</p>
          <Button onPress={() => actorRef.send({ type: 'reset.askAgain' })}>{t('account.reset.askAgain')}</Button>
        </>
      )}
      {view === 'request' && (
        <>
          <h1 id="password-reset-title">{t('account.reset.title')}</h1>
          <p>{t('account.reset.intro')}</p>
          <PasswordResetForm actorRef={actorRef} field="email" />
        </>
      )}
      {view === 'sent' && (
        <>
          <h1 id="password-reset-title">{t('account.reset.sentTitle')}</h1>
          <p role="status" tabIndex={-1} ref={focusOnMount}>
            {sentMessage}
          </p>
        </>
      )}
    </section>
  );
}
