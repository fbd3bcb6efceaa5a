import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SignUpConfirm } from '../../contracts/auth';
import { signUpConfirmMachine, type SignUpConfirmed } from '../../machines/signUpConfirm';
import { NETWORK_MESSAGE } from '../../machines/form';

const confirmed: SignUpConfirmed = { user: { id: 'u1', fullname: 'Dana Demo', email: 'dana@example.test' }, continuePath: '/websites/new' };

function start(token: string | null, answers: Array<() => Promise<SignUpConfirmed>>) {
  const sent: SignUpConfirm[] = [];
  const continued: SignUpConfirmed[] = [];
  const actor = createActor(
    signUpConfirmMachine.provide({
      actors: {
        confirmSignUp: fromPromise<SignUpConfirmed, SignUpConfirm>(async ({ input }) => {
          sent.push(input);
          const answer = answers.shift();
          if (!answer) throw new Error('no answer');
          return answer();
        }),
      },
      actions: { continueSignedIn: (_, params) => continued.push(params) },
    }),
    { input: { token } },
  ).start();
  return { actor, sent, continued };
}

const refusal = (code: string) => async (): Promise<SignUpConfirmed> => {
  throw Object.assign(new Error(code), { code });
};

describe('signUpConfirm', () => {
  it('sends nothing when the link is opened: it waits for Create my account', () => {
    const run = start('tok', [async () => confirmed]);
    expect(run.actor.getSnapshot().value).toBe('ready');
    expect(run.sent).toEqual([]);
    expect(run.actor.getSnapshot().context.token).toBe('tok');
  });

  it('sends the token when Create my account is pressed and continues signed in where the sign-up said, forgetting the token', async () => {
    const run = start('tok', [async () => confirmed]);
    run.actor.send({ type: 'confirm.submit' });
    const done = await waitFor(run.actor, (s) => s.status === 'done');
    expect(done.value).toBe('done');
    expect(run.sent).toEqual([{ token: 'tok' }]);
    expect(run.continued).toEqual([confirmed]);
    expect(done.context.token).toBeNull();
  });

  it.each([
    ['SIGN_UP_LINK_EXPIRED', 'expired'],
    ['SIGN_UP_LINK_USED', 'used'],
    ['SIGN_UP_LINK_INVALID', 'invalid'],
    ['EMAIL_TAKEN', 'taken'],
  ])('shows %s as %s, continuing nowhere', async (code, state) => {
    const run = start('tok', [refusal(code)]);
    run.actor.send({ type: 'confirm.submit' });
    const end = await waitFor(run.actor, (s) => s.status === 'done');
    expect(end.value).toBe(state);
    expect(run.continued).toEqual([]);
  });

  it('is invalid without a token, sending nothing', () => {
    const run = start(null, []);
    expect(run.actor.getSnapshot().value).toBe('invalid');
    expect(run.sent).toEqual([]);
  });

  it('lets a link that did not reach the server be tried again', async () => {
    const run = start('tok', [async () => Promise.reject(new TypeError('Failed to fetch')), async () => confirmed]);
    run.actor.send({ type: 'confirm.submit' });
    const failed = await waitFor(run.actor, (s) => s.matches('failed'));
    // The browser's own words for a request that never left are not shown: the form's sentence is.
    expect(failed.context.errorMessage).toBe(NETWORK_MESSAGE);
    run.actor.send({ type: 'confirm.retry' });
    await waitFor(run.actor, (s) => s.status === 'done');
    expect(run.sent).toEqual([{ token: 'tok' }, { token: 'tok' }]);
    expect(run.continued).toEqual([confirmed]);
  });
});
