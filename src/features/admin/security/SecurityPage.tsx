/**
 * /admin/security: the signed-in operator's two-factor sign-in (docs/admin.md, "Two-factor sign-in"). Turning it on
 * shows a QR code and the key as text, asks for the app's code, then shows the ten recovery codes once (to copy or
 * download). Turning it off or making new recovery codes asks for a current code. After each answer the focus goes to
 * the heading of what is shown next, or to the field with the server's message.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Form } from 'react-aria-components';
import { useOutletContext } from 'react-router';
import { fromPromise } from 'xstate';
import { CALL_FAILED_MESSAGE, CODE_MISSING_MESSAGE, LOAD_FAILED_MESSAGE, twoFactorMachine, type TwoFactorStatus } from '../../../../machines/twoFactor';
import { inspectionOptions } from '../../../app/inspection';
import { useT, type MessageId } from '../../../i18n/i18n';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { disableTwoFactor } from './api/disable-two-factor';
import { enableTwoFactor } from './api/enable-two-factor';
import { fetchTwoFactor } from './api/fetch-two-factor';
import { newRecoveryCodes } from './api/new-recovery-codes';
import { startTwoFactor } from './api/start-two-factor';
import { withAdminWords } from '../catalogue/words';

/** What the console's shell hands its pages: telling it that two-factor sign-in changed (it guards the sections). */
export interface AdminOutletContext {
  twoFactorChanged?: (status: TwoFactorStatus) => void;
}

/** The key in groups of four, as authenticator apps show it. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * The machine's own English messages, by their words in the admin catalogue (a failed load and a failed call say the
 * same); the server's refusals come in the page's language already.
 */
const MACHINE_MESSAGES: Record<string, MessageId> = Object.fromEntries([
  [LOAD_FAILED_MESSAGE, 'admin.security.noAnswer'],
  [CALL_FAILED_MESSAGE, 'admin.security.noAnswer'],
  [CODE_MISSING_MESSAGE, 'admin.security.codeMissing'],
]);

/** The step shown: a new one takes the focus on its heading. */
const stepOf = (value: unknown) => (typeof value === 'string' ? value : Object.keys(value as object)[0]);

function SecurityPage() {
  const t = useT();
  const message = (text: string | null) => {
    const id = text === null ? undefined : MACHINE_MESSAGES[text];
    return id ? t(id) : text;
  };
  const { twoFactorChanged } = useOutletContext<AdminOutletContext | undefined>() ?? {};
  const [logic] = useState(() =>
    twoFactorMachine.provide({
      actors: {
        loadStatus: fromPromise(({ signal }) => fetchTwoFactor(signal)),
        startEnrolment: fromPromise(() => startTwoFactor()),
        enable: fromPromise(({ input }) => enableTwoFactor(input.code)),
        makeRecoveryCodes: fromPromise(({ input }) => newRecoveryCodes(input.code)),
        disable: fromPromise(({ input }) => disableTwoFactor(input.code)),
      },
      actions: { statusChanged: (_, params) => twoFactorChanged?.(params.status) },
    }),
  );
  const actorRef = useActorRef(logic, inspectionOptions());
  const step = useSelector(actorRef, (state) => stepOf(state.value));
  const busy = useSelector(actorRef, (state) => state.hasTag('busy'));
  const { status, enrolment, codes, loadError, codeError } = useSelector(actorRef, (state) => state.context);
  const [code, setCode] = useState('');
  // A refusal shows until the operator types again.
  const [errorSeen, setErrorSeen] = useState<string | null>(null);
  const shownError = codeError !== errorSeen ? codeError : null;
  const heading = useRef<HTMLHeadingElement>(null);
  const field = useRef<HTMLDivElement>(null);

  // A new step empties the code field, and its heading takes the focus, so that nothing under it is lost and a
  // screen reader starts there.
  const [lastStep, setLastStep] = useState(step);
  if (step !== lastStep) {
    setLastStep(step);
    setCode('');
  }
  useEffect(() => {
    if (step !== 'loading') heading.current?.focus();
  }, [step]);
  // A refused code: the focus goes to the field, where its message is read.
  useEffect(() => {
    if (codeError && !busy) field.current?.querySelector('input')?.focus();
  }, [codeError, busy]);

  const send = (type: 'twoFactor.confirm' | 'twoFactor.newCodes' | 'twoFactor.disable') => {
    setErrorSeen(null);
    actorRef.send({ type, code });
  };
  const submit = (event: FormEvent, type: 'twoFactor.confirm' | 'twoFactor.newCodes') => {
    event.preventDefault();
    if (!busy) send(type);
  };

  const codeField = (label: string) => (
    <div ref={field}>
      <TextField label={label} name="code" autoComplete="one-time-code" value={code} error={busy ? null : message(shownError)} onChange={(next) => (setCode(next), setErrorSeen(codeError))} />
    </div>
  );

  return (
    <section className="admin-section admin-security">
      <title>{t('admin.security.title')}</title>
      <h1>{t('admin.security.heading')}</h1>
      {step === 'loading' && <p role="status">{t('admin.security.loading')}</p>}
      {step === 'loadFailed' && (
        <>
          <p role="alert" tabIndex={-1} ref={heading}>
            {message(loadError)}
          </p>
          <Button onPress={() => actorRef.send({ type: 'twoFactor.retry' })}>{t('admin.editor.tryAgain')}</Button>
        </>
      )}
      {(step === 'off' || step === 'on') && status && (
        <>
          <h2 tabIndex={-1} ref={heading}>
            {t(status.enabled ? 'admin.security.isOn' : 'admin.security.isOff')}
          </h2>
          {status.required && !status.enabled && <p className="admin-notice">{t('admin.security.required')}</p>}
          {step === 'on' ? (
            <>
              <p>{t('admin.security.onText', { count: status.recoveryCodesLeft })}</p>
              <Form className="admin-form" validationBehavior="aria" onSubmit={(event) => submit(event, 'twoFactor.newCodes')}>
                {codeField(t('admin.security.currentCode'))}
                <div className="admin-actions">
                  <Button type="submit" isPending={busy}>
                    {t('admin.security.newCodes')}
                  </Button>
                  <Button variant="outline" isPending={busy} onPress={() => send('twoFactor.disable')}>
                    {t('admin.security.turnOff')}
                  </Button>
                </div>
              </Form>
            </>
          ) : (
            <>
              <p>{t('admin.security.offText')}</p>
              <Button isPending={busy} onPress={() => actorRef.send({ type: 'twoFactor.start' })}>
                {t('admin.security.turnOnTwoFactor')}
              </Button>
              {codeError && !busy && <p role="alert">{message(codeError)}</p>}
            </>
          )}
        </>
      )}
      {step === 'enrolling' && enrolment && (
        <>
          <h2 tabIndex={-1} ref={heading}>
            {t('admin.security.enrolHeading')}
          </h2>
          <p>{t('admin.security.scan')}</p>
          <svg className="admin-qr" role="img" aria-label={t('admin.security.qr')} viewBox={`-4 -4 ${enrolment.qrSize + 8} ${enrolment.qrSize + 8}`} width="200" height="200">
            <rect x="-4" y="-4" width={enrolment.qrSize + 8} height={enrolment.qrSize + 8} fill="#fff" />
            <path d={enrolment.qrPath} fill="#000" />
          </svg>
          <p>
            {t('admin.security.key')} <code className="admin-secret">{grouped(enrolment.secret)}</code>
          </p>
          <Form className="admin-form" validationBehavior="aria" onSubmit={(event) => submit(event, 'twoFactor.confirm')}>
            {codeField(t('admin.security.code'))}
            <Button type="submit" isPending={busy}>
              {t('admin.security.turnOn')}
            </Button>
          </Form>
        </>
      )}
      {step === 'codes' && codes && <RecoveryCodes codes={codes} heading={heading} onDone={() => actorRef.send({ type: 'twoFactor.saved' })} />}
    </section>
  );
}

function RecoveryCodes({ codes, heading, onDone }: { codes: string[]; heading: React.RefObject<HTMLHeadingElement | null>; onDone: () => void }) {
  const t = useT();
  const [copied, setCopied] = useState('');
  const text = `${t('admin.security.codesFile')}\n${codes.join('\n')}\n`;
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <>
      <h2 tabIndex={-1} ref={heading}>
        {t('admin.security.codesHeading')}
      </h2>
      <p>{t('admin.security.codesText')}</p>
      <ul className="admin-recovery-codes" aria-label={t('admin.security.codesList')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="admin-actions">
        <Button
          variant="outline"
          onPress={() => void navigator.clipboard.writeText(text).then(() => setCopied(t('admin.security.copied')), () => setCopied(t('admin.security.copyFailed')))}
        >
          {t('admin.security.copy')}
        </Button>
        <a className="button button--outline" href={download} download="hosting-portal-recovery-codes.txt">
          {t('admin.security.download')}
        </a>
        <Button onPress={onDone}>{t('admin.security.saved')}</Button>
      </div>
      <p role="status">{copied}</p>
    </>
  );
}

export default withAdminWords(SecurityPage);
