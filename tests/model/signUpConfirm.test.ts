/**
 * The signUpConfirm machine, registered in machines/index.ts: its paths against its actor, the REST call provided
 * as a request the path answers, and the app's continueSignedIn recorded. Two models: a link with a token and an
 * address without one. The page that shows it is driven in Chromium by e2e/accounts.spec.ts.
 */
import { expect } from 'vitest';
import { createActor, fromPromise, type AnyActorRef, type EventObject } from 'xstate';
import { AUTH_MESSAGES, type SignUpConfirm } from '../../contracts/auth';
import { signUpConfirmMachine, type SignUpConfirmContext, type SignUpConfirmed, type SignUpConfirmInput } from '../../machines/signUpConfirm';
import { definePathTests, INIT_EVENT, type ViewModel } from './harness';
import { NETWORK_MESSAGE } from '../../machines/form';

interface ConfirmDriver {
  actor: AnyActorRef | null;
  pending: Array<{ input: SignUpConfirm; resolve(value: SignUpConfirmed): void; reject(error: unknown): void }>;
  continued: SignUpConfirmed[];
}

const CONFIRMED: SignUpConfirmed = { user: { id: 'u1', fullname: 'Dana Demo', email: 'dana@example.test' }, continuePath: '/websites/new?next=%2Fdomains%3Fname%3Ddana.com' };
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
const refusal = (code: keyof typeof AUTH_MESSAGES) => Object.assign(new Error(AUTH_MESSAGES[code]), { code, parameter: 'token' });

function confirmModel(input: SignUpConfirmInput): ViewModel<typeof signUpConfirmMachine, ConfirmDriver> {
  const idle = async (driver: ConfirmDriver, snapshot: { context: SignUpConfirmContext }) => {
    expect(driver.pending).toEqual([]);
    expect(driver.actor?.getSnapshot().context).toEqual(snapshot.context);
  };
  const refused = async (driver: ConfirmDriver, snapshot: { context: SignUpConfirmContext }) => {
    await idle(driver, snapshot);
    expect(driver.continued).toEqual([]);
    expect(snapshot.context.token).toBeNull();
  };
  const answer = (driver: ConfirmDriver, settleWith: (pending: ConfirmDriver['pending'][number]) => void) => {
    const pending = driver.pending.shift();
    if (!pending) throw new Error('No confirmation is waiting');
    settleWith(pending);
    return settle();
  };
  return {
    machine: signUpConfirmMachine,
    input,
    eventCases: {
      'xstate.done.actor.confirmSignUp': [{ $name: 'made', output: CONFIRMED }],
      'xstate.error.actor.confirmSignUp': [
        { $name: 'expired', error: refusal('SIGN_UP_LINK_EXPIRED') },
        { $name: 'used', error: refusal('SIGN_UP_LINK_USED') },
        { $name: 'forged', error: refusal('SIGN_UP_LINK_INVALID') },
        { $name: 'taken meanwhile', error: refusal('EMAIL_TAKEN') },
        { $name: 'offline', error: new TypeError('Failed to fetch') },
      ],
    },
    serializeContext: (context) => ({ token: context.token !== null, error: context.errorMessage !== null }),
    createDriver: () => ({ actor: null, pending: [], continued: [] }),
    dispose: (driver) => driver.actor?.stop(),
    states: {
      // Opening the link sends nothing: a mail scanner that opens it leaves it working.
      ready: async (driver, snapshot) => {
        await idle(driver, snapshot);
        expect(driver.continued).toEqual([]);
        expect(snapshot.context.token).toBe(input.token);
      },
      confirming: async (driver, snapshot) => {
        expect(driver.pending.map((pending) => pending.input)).toEqual([{ token: input.token }]);
        expect(snapshot.context.errorMessage).toBeNull();
      },
      failed: async (driver, snapshot) => {
        await idle(driver, snapshot);
        // The browser's own words for a request that never left are not shown: the form's sentence is.
        expect(snapshot.context.errorMessage).toBe(NETWORK_MESSAGE);
      },
      done: async (driver, snapshot) => {
        await idle(driver, snapshot);
        // The app signs the new account in and goes on where the sign-up said; the token is not kept.
        expect(driver.continued).toEqual([CONFIRMED]);
        expect(snapshot.context.token).toBeNull();
      },
      expired: refused,
      used: refused,
      invalid: refused,
      taken: refused,
    },
    events: {
      [INIT_EVENT]: async (driver, _event, run) => {
        const logic = signUpConfirmMachine.provide({
          actors: {
            confirmSignUp: fromPromise<SignUpConfirmed, SignUpConfirm>(({ input: request }) => new Promise((resolve, reject) => driver.pending.push({ input: request, resolve, reject }))),
          },
          actions: { continueSignedIn: (_, params) => driver.continued.push(params) },
        });
        driver.actor = createActor(logic, { input, inspect: run.inspect }).start();
        await settle();
      },
      'confirm.submit': async (driver, event) => {
        driver.actor?.send(event);
        await settle();
      },
      'confirm.retry': async (driver, event) => {
        driver.actor?.send(event);
        await settle();
      },
      'xstate.done.actor.confirmSignUp': (driver, event) => answer(driver, (pending) => pending.resolve((event as EventObject & { output: SignUpConfirmed }).output)),
      'xstate.error.actor.confirmSignUp': (driver, event) => answer(driver, (pending) => pending.reject((event as EventObject & { error: unknown }).error)),
    },
  };
}

definePathTests('signUpConfirm', {
  link: confirmModel({ token: 'a-token-from-the-link' }),
  noToken: confirmModel({ token: null }),
});
