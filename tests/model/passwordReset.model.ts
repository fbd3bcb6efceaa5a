/**
 * The passwordReset machine's paths against its actor, with the three REST calls provided as requests the path
 * answers: one model asks for a link (no token), one opens a link (a token). The pages that show it are driven
 * in Chromium by e2e/password-reset.spec.ts. Read by passwordReset.test.ts.
 */
import { expect } from 'vitest';
import { createActor, fromPromise, type AnyActorRef, type EventObject } from 'xstate';
import { AUTH_MESSAGES, PASSWORD_RESET_SENT_MESSAGE, type PasswordReset, type PasswordResetCheck, type PasswordResetRequest } from '../../contracts/auth';
import { passwordResetMachine, type PasswordResetContext, type PasswordResetInput } from '../../machines/passwordReset';
import { INIT_EVENT, type EventCase, type ViewModel } from './harness';

interface Pending {
  name: string;
  input: unknown;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

interface ResetDriver {
  actor: AnyActorRef | null;
  pending: Pending[];
}

const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
const refusal = (code: string, message: string, parameter?: string) => Object.assign(new Error(message), { code, ...(parameter ? { parameter } : {}) });

const linkRefusals: EventCase[] = [
  { $name: 'expired', error: refusal('RESET_LINK_EXPIRED', AUTH_MESSAGES.RESET_LINK_EXPIRED, 'token') },
  { $name: 'used', error: refusal('RESET_LINK_USED', AUTH_MESSAGES.RESET_LINK_USED, 'token') },
  { $name: 'forged', error: refusal('RESET_LINK_INVALID', AUTH_MESSAGES.RESET_LINK_INVALID, 'token') },
];

function answer(driver: ResetDriver, name: string, settleWith: (pending: Pending) => void): Promise<void> {
  const index = driver.pending.findIndex((pending) => pending.name === name);
  const pending = driver.pending.splice(index, 1)[0];
  if (index < 0 || !pending) throw new Error(`No ${name} request is waiting`);
  settleWith(pending);
  return settle();
}

function expectContext(driver: ResetDriver, context: PasswordResetContext) {
  expect(driver.actor?.getSnapshot().context).toEqual(context);
}

export function passwordResetModel(input: PasswordResetInput): ViewModel<typeof passwordResetMachine, ResetDriver> {
  const waitingFor = (name: string) => async (driver: ResetDriver, snapshot: { context: PasswordResetContext }) => {
    expect(driver.pending.map((pending) => pending.name)).toEqual([name]);
    expectContext(driver, snapshot.context);
  };
  const idle = async (driver: ResetDriver, snapshot: { context: PasswordResetContext }) => {
    expect(driver.pending).toEqual([]);
    expectContext(driver, snapshot.context);
  };
  return {
    machine: passwordResetMachine,
    input,
    eventCases: {
      'reset.setEmail': [{ value: 'dana@example.test' }, { value: 'not-an-email' }],
      'reset.setPassword': [{ value: 'a-long-new-passphrase' }, { value: 'short' }],
      'xstate.done.actor.requestResetLink': [{ $name: 'sent', output: PASSWORD_RESET_SENT_MESSAGE }],
      'xstate.error.actor.requestResetLink': [{ $name: 'too many', error: refusal('TOO_MANY_ATTEMPTS', 'Too many requests for a new password. Please try again in 60 minutes.') }],
      'xstate.done.actor.checkResetLink': [{ $name: 'valid' }],
      'xstate.error.actor.checkResetLink': [...linkRefusals, { $name: 'offline', error: new TypeError('Failed to fetch') }],
      'xstate.done.actor.setNewPassword': [{ $name: 'set' }],
      'xstate.error.actor.setNewPassword': [
        ...linkRefusals,
        { $name: 'password refused', error: refusal('PASSWORD_TOO_SHORT', AUTH_MESSAGES.PASSWORD_TOO_SHORT, 'password') },
        { $name: 'offline', error: new TypeError('Failed to fetch') },
      ],
    },
    serializeContext: (context) => ({
      token: context.token !== null,
      email: context.email,
      password: context.password,
      errors: [context.emailError !== null, context.passwordError !== null, context.formError !== null],
    }),
    createDriver: () => ({ actor: null, pending: [] }),
    dispose: (driver) => driver.actor?.stop(),
    states: {
      'request.editing': idle,
      'request.sending': waitingFor('requestResetLink'),
      'request.sent': async (driver, snapshot) => {
        await idle(driver, snapshot);
        expect(snapshot.context.sentMessage).toBe(PASSWORD_RESET_SENT_MESSAGE);
      },
      'link.checking': waitingFor('checkResetLink'),
      'link.newPassword.editing': idle,
      'link.newPassword.saving': waitingFor('setNewPassword'),
      'link.done': async (driver, snapshot) => {
        await idle(driver, snapshot);
        // Nothing of the secret stays behind once it has done its work.
        expect(snapshot.context).toMatchObject({ token: null, password: '' });
      },
      'link.expired': idle,
      'link.used': idle,
      'link.invalid': idle,
    },
    events: {
      [INIT_EVENT]: async (driver, _event, run) => {
        const request = <TOutput, TInput>(name: string) =>
          fromPromise<TOutput, TInput>(({ input: requestInput }) => new Promise((resolve, reject) => driver.pending.push({ name, input: requestInput, resolve: resolve as (value: unknown) => void, reject })));
        const logic = passwordResetMachine.provide({
          actors: {
            requestResetLink: request<string, PasswordResetRequest>('requestResetLink'),
            checkResetLink: request<void, PasswordResetCheck>('checkResetLink'),
            setNewPassword: request<void, PasswordReset>('setNewPassword'),
          },
        });
        driver.actor = createActor(logic, { input, inspect: run.inspect }).start();
        await settle();
      },
      'reset.setEmail': async (driver, event) => driver.actor?.send(event),
      'reset.setPassword': async (driver, event) => driver.actor?.send(event),
      'reset.submit': async (driver, event) => {
        driver.actor?.send(event);
        await settle();
      },
      'reset.askAgain': async (driver, event) => driver.actor?.send(event),
      'xstate.done.actor.requestResetLink': (driver, event) => answer(driver, 'requestResetLink', (pending) => pending.resolve((event as EventObject & { output: unknown }).output)),
      'xstate.error.actor.requestResetLink': (driver, event) => answer(driver, 'requestResetLink', (pending) => pending.reject((event as EventObject & { error: unknown }).error)),
      'xstate.done.actor.checkResetLink': (driver) => answer(driver, 'checkResetLink', (pending) => pending.resolve(undefined)),
      'xstate.error.actor.checkResetLink': (driver, event) => answer(driver, 'checkResetLink', (pending) => pending.reject((event as EventObject & { error: unknown }).error)),
      'xstate.done.actor.setNewPassword': (driver) => answer(driver, 'setNewPassword', (pending) => pending.resolve(undefined)),
      'xstate.error.actor.setNewPassword': (driver, event) => answer(driver, 'setNewPassword', (pending) => pending.reject((event as EventObject & { error: unknown }).error)),
    },
  };
}
