/**
 * /admin/security: the signed-in operator's two-factor sign-in (docs/admin.md, "Two-factor sign-in"). Turning it on
 * shows a QR code and the key as text, asks for the app's code, then shows the ten recovery codes once (to copy or
 * download). Turning it off or making new recovery codes asks for a current code. After each answer the focus goes to
 * the heading of what is shown next, or to the field with the server's message.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useOutletContext } from 'react-router';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { disableTwoFactor } from './api/disable-two-factor';
import { enableTwoFactor } from './api/enable-two-factor';
import { fetchTwoFactor, type TwoFactorStatus } from './api/fetch-two-factor';
import { newRecoveryCodes } from './api/new-recovery-codes';
import { startTwoFactor, type TwoFactorEnrolment } from './api/start-two-factor';

/** What the console's shell hands its pages: telling it that two-factor sign-in changed (it guards the sections). */
export interface AdminOutletContext {
  twoFactorChanged?: (status: TwoFactorStatus) => void;
}

type View =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'status'; status: TwoFactorStatus }
  | { kind: 'enrolling'; status: TwoFactorStatus; enrolment: TwoFactorEnrolment }
  | { kind: 'codes'; status: TwoFactorStatus; codes: string[] };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'The server could not answer. Please try again.');
/** The key in groups of four, as authenticator apps show it. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

export default function SecurityPage() {
  const { twoFactorChanged } = useOutletContext<AdminOutletContext | undefined>() ?? {};
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const field = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchTwoFactor(controller.signal).then(
      (status) => setView({ kind: 'status', status }),
      (error: unknown) => !controller.signal.aborted && setView({ kind: 'failed', message: messageOf(error) }),
    );
    return () => controller.abort();
  }, []);

  // A new step's heading takes the focus, so that nothing under it is lost and a screen reader starts there.
  useEffect(() => {
    if (view.kind !== 'loading') heading.current?.focus();
  }, [view.kind]);
  useEffect(() => {
    if (codeError) field.current?.querySelector('input')?.focus();
  }, [codeError]);

  const show = (next: View) => {
    setCode('');
    setCodeError(null);
    setView(next);
  };

  async function act(run: () => Promise<void>) {
    setBusy(true);
    try {
      await run();
    } catch (error) {
      setCodeError(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  const submitCode = (event: FormEvent, run: (typed: string) => Promise<void>) => {
    event.preventDefault();
    if (code.trim() === '') {
      setCodeError('Please enter the 6-digit code from your authenticator app.');
      return;
    }
    void act(() => run(code.trim()));
  };

  const codeField = (label: string) => (
    <div ref={field}>
      <TextField label={label} name="code" autoComplete="one-time-code" value={code} error={codeError} onChange={(next) => (setCode(next), setCodeError(null))} />
    </div>
  );

  return (
    <section className="admin-section admin-security">
      <title>Security · Back office</title>
      <h1>Security</h1>
      {view.kind === 'loading' && <p role="status">Loading…</p>}
      {view.kind === 'failed' && (
        <p role="alert" tabIndex={-1} ref={heading}>
          {view.message}
        </p>
      )}
      {view.kind === 'status' && (
        <>
          <h2 tabIndex={-1} ref={heading}>
            Two-factor sign-in is {view.status.enabled ? 'on' : 'off'}
          </h2>
          {view.status.required && !view.status.enabled && (
            <p className="admin-notice">This portal requires two-factor sign-in for operators: turn it on to use the rest of the back office.</p>
          )}
          {view.status.enabled ? (
            <>
              <p>
                Signing in asks for the code from your authenticator app after your password. {view.status.recoveryCodesLeft} recovery codes left.
              </p>
              <Form className="admin-form" validationBehavior="aria" onSubmit={(event) => submitCode(event, async (typed) => show({ kind: 'codes', status: view.status, codes: await newRecoveryCodes(typed) }))}>
                {codeField('Current code from your authenticator app')}
                <div className="admin-actions">
                  <Button type="submit" isPending={busy}>
                    Make new recovery codes
                  </Button>
                  <Button
                    variant="outline"
                    isPending={busy}
                    onPress={() =>
                      code.trim() === ''
                        ? setCodeError('Please enter the 6-digit code from your authenticator app.')
                        : void act(async () => {
                            const status = await disableTwoFactor(code.trim());
                            twoFactorChanged?.(status);
                            show({ kind: 'status', status });
                          })
                    }
                  >
                    Turn off two-factor sign-in
                  </Button>
                </div>
              </Form>
            </>
          ) : (
            <>
              <p>With two-factor sign-in, signing in asks for a code from an authenticator app on your phone after your password.</p>
              <Button isPending={busy} onPress={() => void act(async () => show({ kind: 'enrolling', status: view.status, enrolment: await startTwoFactor() }))}>
                Turn on two-factor sign-in
              </Button>
              {codeError && <p role="alert">{codeError}</p>}
            </>
          )}
        </>
      )}
      {view.kind === 'enrolling' && (
        <>
          <h2 tabIndex={-1} ref={heading}>
            Add the portal to your authenticator app
          </h2>
          <p>Scan this QR code with the app, or type the key below into it.</p>
          <svg className="admin-qr" role="img" aria-label="QR code for your authenticator app" viewBox={`-4 -4 ${view.enrolment.qrSize + 8} ${view.enrolment.qrSize + 8}`} width="200" height="200">
            <rect x="-4" y="-4" width={view.enrolment.qrSize + 8} height={view.enrolment.qrSize + 8} fill="#fff" />
            <path d={view.enrolment.qrPath} fill="#000" />
          </svg>
          <p>
            Key: <code className="admin-secret">{grouped(view.enrolment.secret)}</code>
          </p>
          <Form
            className="admin-form"
            validationBehavior="aria"
            onSubmit={(event) =>
              submitCode(event, async (typed) => {
                const codes = await enableTwoFactor(typed);
                const status = { ...view.status, enabled: true, recoveryCodesLeft: codes.length };
                twoFactorChanged?.(status);
                show({ kind: 'codes', status, codes });
              })
            }
          >
            {codeField('Code from your authenticator app')}
            <Button type="submit" isPending={busy}>
              Turn on
            </Button>
          </Form>
        </>
      )}
      {view.kind === 'codes' && <RecoveryCodes codes={view.codes} heading={heading} onDone={() => show({ kind: 'status', status: view.status })} />}
    </section>
  );
}

function RecoveryCodes({ codes, heading, onDone }: { codes: string[]; heading: React.RefObject<HTMLHeadingElement | null>; onDone: () => void }) {
  const [copied, setCopied] = useState('');
  const text = `Hosting Portal recovery codes (each works once):\n${codes.join('\n')}\n`;
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <>
      <h2 tabIndex={-1} ref={heading}>
        Your recovery codes
      </h2>
      <p>Two-factor sign-in is on. Keep these codes somewhere safe: each signs you in once instead of the app&apos;s code. They are not shown again.</p>
      <ul className="admin-recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="admin-actions">
        <Button variant="outline" onPress={() => void navigator.clipboard.writeText(text).then(() => setCopied('Copied the codes.'), () => setCopied('Copying did not work: select the codes and copy them.'))}>
          Copy the codes
        </Button>
        <a className="button button--outline" href={download} download="hosting-portal-recovery-codes.txt">
          Download the codes
        </a>
        <Button onPress={onDone}>I have saved them</Button>
      </div>
      <p role="status">{copied}</p>
    </>
  );
}
