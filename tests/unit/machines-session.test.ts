import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { AUTH_MESSAGES, SESSION_REFRESH_INTERVAL_MS, type SessionResponse, type User } from '../../contracts/auth';
import { sessionMachine } from '../../machines/session';
import { sessionKeepAliveMachine } from '../../machines/sessionKeepAlive';

const user: User = { id: 'u1', fullname: 'Dana Demo', email: 'dana@example.test' };
const signedIn: SessionResponse = { user, expiresAt: '2030-01-01T00:00:00.000Z' };
const signedOut: SessionResponse = { user: null, expiresAt: null };
const expired = () => Object.assign(new Error(AUTH_MESSAGES.SESSION_EXPIRED), { code: 'SESSION_EXPIRED' });

/** The session machine on a simulated clock, with scripted refresh answers (a response or an Error). */
function startSession(initial: SessionResponse, refreshAnswers: Array<SessionResponse | Error> = []) {
  const clock = new SimulatedClock();
  let refreshes = 0;
  let signOuts = 0;
  const logic = sessionMachine.provide({
    actors: {
      fetchSession: fromPromise(async () => initial),
      signOut: fromPromise(async () => {
        signOuts += 1;
      }),
      sessionKeepAlive: sessionKeepAliveMachine.provide({
        actors: {
          refreshLogin: fromPromise<SessionResponse>(async () => {
            refreshes += 1;
            const answer = refreshAnswers.shift() ?? signedIn;
            if (answer instanceof Error) throw answer;
            return answer;
          }),
        },
      }),
    },
  });
  const actor = createActor(logic, { clock }).start();
  return {
    actor,
    clock,
    get refreshes() {
      return refreshes;
    },
    get signOuts() {
      return signOuts;
    },
  };
}

/** Lets the invoked promises settle between clock moves. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('session machine', () => {
  it('checks the session on start: a user means signed in, none means signed out', async () => {
    const inside = startSession(signedIn);
    expect(inside.actor.getSnapshot().hasTag('checking')).toBe(true);
    const snapshot = await waitFor(inside.actor, (s) => s.matches({ account: 'signedIn' }));
    expect(snapshot.context.user).toEqual(user);

    const outside = startSession(signedOut);
    await waitFor(outside.actor, (s) => s.matches({ account: 'signedOut' }));
  });

  it('is signed in after a sign-in, closing the dialog, and signed out after sign-out', async () => {
    const run = startSession(signedOut);
    await waitFor(run.actor, (s) => s.matches({ account: 'signedOut' }));
    run.actor.send({ type: 'session.openSignIn' });
    expect(run.actor.getSnapshot().matches({ dialog: 'signIn' })).toBe(true);

    run.actor.send({ type: 'session.signedIn', user });
    expect(run.actor.getSnapshot().matches({ account: 'signedIn', dialog: 'none' })).toBe(true);

    run.actor.send({ type: 'session.signOut' });
    const out = await waitFor(run.actor, (s) => s.matches({ account: 'signedOut' }));
    expect(out.context.user).toBeNull();
    expect(run.signOuts).toBe(1);
  });

  it('opens and switches the account dialogs only while signed out', async () => {
    const run = startSession(signedOut);
    await waitFor(run.actor, (s) => s.matches({ account: 'signedOut' }));
    run.actor.send({ type: 'session.openSignUp' });
    expect(run.actor.getSnapshot().matches({ dialog: 'signUp' })).toBe(true);
    run.actor.send({ type: 'session.openSignIn' });
    expect(run.actor.getSnapshot().matches({ dialog: 'signIn' })).toBe(true);
    run.actor.send({ type: 'session.closeDialog' });
    expect(run.actor.getSnapshot().matches({ dialog: 'none' })).toBe(true);

    const inside = startSession(signedIn);
    await waitFor(inside.actor, (s) => s.matches({ account: 'signedIn' }));
    expect(inside.actor.getSnapshot().can({ type: 'session.openSignIn' })).toBe(false);
  });

  it('keeps the sign-up dialog open once sent: nobody is signed in until the e-mail\'s link is opened', async () => {
    const run = startSession(signedOut);
    await waitFor(run.actor, (s) => s.matches({ account: 'signedOut' }));
    run.actor.send({ type: 'session.openSignUp' });
    expect(run.actor.getSnapshot().can({ type: 'session.signedIn', user })).toBe(true);
    run.actor.send({ type: 'session.signedIn', user });
    // A link opened in this tab while the dialog shows "check your e-mail" signs in; the dialog stays until closed.
    expect(run.actor.getSnapshot().matches({ account: 'signedIn', dialog: 'signUp' })).toBe(true);
  });

  it('signs in the account of a confirmation link in place of the one signed in', async () => {
    const run = startSession(signedIn);
    await waitFor(run.actor, (s) => s.matches({ account: 'signedIn' }));
    const other = { id: 'u2', fullname: 'Newly Confirmed', email: 'new@example.test' };
    run.actor.send({ type: 'session.signedIn', user: other });
    expect(run.actor.getSnapshot().matches({ account: 'signedIn' })).toBe(true);
    expect(run.actor.getSnapshot().context.user).toEqual(other);
  });
});

describe('sessionKeepAlive', () => {
  it('refreshes the login every 300000 ms while signed in', async () => {
    const run = startSession(signedIn);
    await waitFor(run.actor, (s) => s.matches({ account: 'signedIn' }));

    run.clock.increment(SESSION_REFRESH_INTERVAL_MS - 1);
    await settle();
    expect(run.refreshes).toBe(0);
    run.clock.increment(1);
    await settle();
    expect(run.refreshes).toBe(1);
    run.clock.increment(SESSION_REFRESH_INTERVAL_MS);
    await settle();
    expect(run.refreshes).toBe(2);
    expect(run.actor.getSnapshot().matches({ account: 'signedIn' })).toBe(true);
  });

  it('signs the visitor out and tells them when the server says the session has ended', async () => {
    const run = startSession(signedIn, [expired()]);
    await waitFor(run.actor, (s) => s.matches({ account: 'signedIn' }));
    run.clock.increment(SESSION_REFRESH_INTERVAL_MS);
    const out = await waitFor(run.actor, (s) => s.matches({ account: 'signedOut' }));
    expect(out.context.user).toBeNull();
    expect(out.context.notice).toBe('Your session has ended. Please sign in again.');

    // Signed out: the clock moves on and nothing is refreshed.
    run.clock.increment(SESSION_REFRESH_INTERVAL_MS * 3);
    await settle();
    expect(run.refreshes).toBe(1);

    run.actor.send({ type: 'session.signedIn', user });
    expect(run.actor.getSnapshot().context.notice).toBeNull();
  });

  it('keeps going after a network error', async () => {
    const run = startSession(signedIn, [new TypeError('Failed to fetch')]);
    await waitFor(run.actor, (s) => s.matches({ account: 'signedIn' }));
    run.clock.increment(SESSION_REFRESH_INTERVAL_MS);
    await settle();
    expect(run.refreshes).toBe(1);
    expect(run.actor.getSnapshot().matches({ account: 'signedIn' })).toBe(true);
    run.clock.increment(SESSION_REFRESH_INTERVAL_MS);
    await settle();
    expect(run.refreshes).toBe(2);
  });

  it('refreshes nothing while signed out', async () => {
    const run = startSession(signedOut);
    await waitFor(run.actor, (s) => s.matches({ account: 'signedOut' }));
    run.clock.increment(SESSION_REFRESH_INTERVAL_MS * 5);
    await settle();
    expect(run.refreshes).toBe(0);
  });

  it('stops refreshing after sign-out', async () => {
    const run = startSession(signedIn);
    await waitFor(run.actor, (s) => s.matches({ account: 'signedIn' }));
    run.actor.send({ type: 'session.signOut' });
    await waitFor(run.actor, (s) => s.matches({ account: 'signedOut' }));
    run.clock.increment(SESSION_REFRESH_INTERVAL_MS * 2);
    await settle();
    expect(run.refreshes).toBe(0);
  });
});
