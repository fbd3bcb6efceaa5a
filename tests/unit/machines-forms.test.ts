import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { AUTH_MESSAGES, type SignInRequest, type SignUpRequest, type User } from '../../contracts/auth';
import { signInFormMachine, type SignInOutcome } from '../../machines/signInForm';
import { signUpFormMachine, type SignUpSent } from '../../machines/signUpForm';

const user: User = { id: 'u1', fullname: 'Dana Demo', email: 'dana@example.test' };

function startSignIn(answer: (request: SignInRequest) => Promise<SignInOutcome> = async () => user, verify: (code: string) => Promise<User> = async () => user) {
  const requests: SignInRequest[] = [];
  const actor = createActor(
    signInFormMachine.provide({
      actors: {
        signIn: fromPromise<SignInOutcome, SignInRequest>(async ({ input }) => {
          requests.push(input);
          return answer(input);
        }),
        verifyCode: fromPromise<SignInOutcome, SignInRequest & { code?: string }>(async ({ input }) => verify(input.code ?? '')),
      },
    }),
  ).start();
  return { actor, requests };
}

function startSignUp(answer: (request: SignUpRequest) => Promise<SignUpSent> = async (request) => ({ email: request.email })) {
  const requests: SignUpRequest[] = [];
  const actor = createActor(
    signUpFormMachine.provide({
      actors: {
        signUp: fromPromise<SignUpSent, SignUpRequest>(async ({ input }) => {
          requests.push(input);
          return answer(input);
        }),
      },
    }),
  ).start();
  return { actor, requests };
}

describe('form state operations (SPEC.md section 4)', () => {
  it('starts with empty inputs, no data and no tracking', () => {
    const { actor } = startSignUp();
    expect(actor.getSnapshot().context).toMatchObject({
      inputs: {
        fullname: { value: '', error: null, valid: false },
        email: { value: '', error: null, valid: false },
        password: { value: '', error: null, valid: false },
      },
      data: {},
      trackingData: [],
    });
  });

  it('set-error stores the error and marks the input valid only when the error is null', () => {
    const { actor } = startSignIn();
    actor.send({ type: 'form.setError', field: 'email', error: 'Bad email' });
    expect(actor.getSnapshot().context.inputs.email).toEqual({ value: '', error: 'Bad email', valid: false });
    actor.send({ type: 'form.setError', field: 'email', error: null });
    expect(actor.getSnapshot().context.inputs.email).toEqual({ value: '', error: null, valid: true });
    expect(actor.getSnapshot().context.inputs.password).toEqual({ value: '', error: null, valid: false });
  });

  it('set-value stores the value and clears its error, touching no other input', () => {
    const { actor } = startSignIn();
    actor.send({ type: 'form.setError', field: 'email', error: 'Bad email' });
    actor.send({ type: 'form.setError', field: 'password', error: 'Bad password' });
    actor.send({ type: 'form.setValue', field: 'email', value: 'a@b.test' });
    expect(actor.getSnapshot().context.inputs.email).toMatchObject({ value: 'a@b.test', error: null });
    expect(actor.getSnapshot().context.inputs.password).toMatchObject({ value: '', error: 'Bad password' });
  });

  it('set-data replaces data', () => {
    const { actor } = startSignIn();
    actor.send({ type: 'form.setData', data: { a: 1, b: 2 } });
    actor.send({ type: 'form.setData', data: { c: 3 } });
    expect(actor.getSnapshot().context.data).toEqual({ c: 3 });
  });

  it('add-tracking appends an event to trackingData', () => {
    const { actor } = startSignIn();
    actor.send({ type: 'form.addTracking', event: { name: 'opened' } });
    actor.send({ type: 'form.addTracking', event: { name: 'focused', properties: { field: 'email' } } });
    expect(actor.getSnapshot().context.trackingData).toEqual([{ name: 'opened' }, { name: 'focused', properties: { field: 'email' } }]);
  });
});

describe('signInForm', () => {
  it('validates with the contract rules on submit and sends nothing when invalid', () => {
    const { actor, requests } = startSignIn();
    actor.send({ type: 'form.setValue', field: 'email', value: 'not-an-email' });
    actor.send({ type: 'form.submit' });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(context.inputs.email.error).toBe(AUTH_MESSAGES.INVALID_EMAIL);
    expect(context.inputs.password.error).toBe(AUTH_MESSAGES.PASSWORD_REQUIRED);
    expect(requests).toEqual([]);
    expect(context.trackingData.at(-1)).toEqual({ name: 'signInForm.invalid' });
  });

  it('submits the parsed request (email trimmed and lowercased) and finishes with the user', async () => {
    const { actor, requests } = startSignIn();
    actor.send({ type: 'form.setValue', field: 'email', value: '  Dana@Example.TEST ' });
    actor.send({ type: 'form.setValue', field: 'password', value: 'secret-pass' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.inputs.email.valid).toBe(true);

    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual(user);
    expect(done.context.result).toEqual(user);
    expect(requests).toEqual([{ email: 'dana@example.test', password: 'secret-pass' }]);
  });

  it('puts a server error on the field it names', async () => {
    const { actor } = startSignIn(async () => {
      throw Object.assign(new Error(AUTH_MESSAGES.INVALID_CREDENTIALS), { code: 'INVALID_CREDENTIALS', parameter: 'password' });
    });
    actor.send({ type: 'form.setValue', field: 'email', value: 'a@b.test' });
    actor.send({ type: 'form.setValue', field: 'password', value: 'wrong-one' });
    actor.send({ type: 'form.submit' });
    const editing = await waitFor(actor, (s) => s.matches('editing'));
    // The wrong password is emptied, its message kept; the email stays as typed.
    expect(editing.context.inputs.password).toEqual({ value: '', error: AUTH_MESSAGES.INVALID_CREDENTIALS, valid: false });
    expect(editing.context.inputs.email.value).toBe('a@b.test');
    expect(editing.context.formError).toBeNull();
  });

  it('shows an error that names no field above the form, and clears it on the next submit', async () => {
    let calls = 0;
    const { actor } = startSignIn(async () => {
      calls += 1;
      if (calls === 1) throw Object.assign(new Error('Too many attempts. Try again in 60 seconds.'), { code: 'TOO_MANY_ATTEMPTS' });
      return user;
    });
    actor.send({ type: 'form.setValue', field: 'email', value: 'a@b.test' });
    actor.send({ type: 'form.setValue', field: 'password', value: 'whatever' });
    actor.send({ type: 'form.submit' });
    const editing = await waitFor(actor, (s) => s.matches('editing') && s.context.formError !== null);
    expect(editing.context.formError).toBe('Too many attempts. Try again in 60 seconds.');
    expect(editing.context.inputs.password.error).toBeNull();
    // A refused sign-in leaves no password behind: it is typed again.
    expect(editing.context.inputs.password.value).toBe('');

    actor.send({ type: 'form.setValue', field: 'password', value: 'whatever' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.formError).toBeNull();
    await waitFor(actor, (s) => s.status === 'done');
  });

  it('asks for the two-factor code when the password was right, and finishes with the user only once the code is', async () => {
    const codes: string[] = [];
    const { actor } = startSignIn(
      async () => ({ twoFactorRequired: true }),
      async (code) => {
        codes.push(code);
        if (codes.length === 1) throw Object.assign(new Error(AUTH_MESSAGES.TWO_FACTOR_CODE_INVALID), { code: 'TWO_FACTOR_CODE_INVALID', parameter: 'code' });
        return user;
      },
    );
    actor.send({ type: 'form.setValue', field: 'email', value: 'op@example.test' });
    actor.send({ type: 'form.setValue', field: 'password', value: 'secret-pass' });
    actor.send({ type: 'form.submit' });
    const asked = await waitFor(actor, (s) => s.hasTag('secondStep'));
    expect(asked.status).toBe('active');
    expect(asked.context.result).toBeNull();

    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.inputs.code.error).toBe(AUTH_MESSAGES.TWO_FACTOR_CODE_REQUIRED);
    expect(codes).toEqual([]);

    actor.send({ type: 'form.setValue', field: 'code', value: ' 123 456 ' });
    actor.send({ type: 'form.submit' });
    const refused = await waitFor(actor, (s) => s.hasTag('secondStep') && !s.hasTag('busy') && s.context.inputs.code.error !== null);
    expect(refused.context.inputs.code.error).toBe(AUTH_MESSAGES.TWO_FACTOR_CODE_INVALID);

    actor.send({ type: 'form.setValue', field: 'code', value: '654321' });
    actor.send({ type: 'form.submit' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual(user);
    expect(codes).toEqual(['123 456', '654321']);
  });

  it('starts again from the password when the code step ran out', async () => {
    const { actor } = startSignIn(
      async () => ({ twoFactorRequired: true }),
      async () => {
        throw Object.assign(new Error(AUTH_MESSAGES.TWO_FACTOR_EXPIRED), { code: 'TWO_FACTOR_EXPIRED' });
      },
    );
    actor.send({ type: 'form.setValue', field: 'email', value: 'op@example.test' });
    actor.send({ type: 'form.setValue', field: 'password', value: 'secret-pass' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.hasTag('secondStep'));
    actor.send({ type: 'form.setValue', field: 'code', value: '123456' });
    actor.send({ type: 'form.submit' });
    const again = await waitFor(actor, (s) => s.matches('editing'));
    expect(again.context.formError).toBe(AUTH_MESSAGES.TWO_FACTOR_EXPIRED);
    expect(again.context.inputs.password.value).toBe('');
    expect(again.context.inputs.code.value).toBe('');
    expect(again.context.inputs.email.value).toBe('op@example.test');
  });
});

describe('signUpForm', () => {
  it('checks all three fields with the contract rules', () => {
    const { actor } = startSignUp();
    actor.send({ type: 'form.setValue', field: 'fullname', value: '   ' });
    actor.send({ type: 'form.setValue', field: 'email', value: 'x@y.test' });
    actor.send({ type: 'form.setValue', field: 'password', value: 'short' });
    actor.send({ type: 'form.submit' });
    const { inputs } = actor.getSnapshot().context;
    expect(inputs.fullname.error).toBe(AUTH_MESSAGES.FULLNAME_REQUIRED);
    expect(inputs.email).toMatchObject({ error: null, valid: true });
    expect(inputs.password.error).toBe(AUTH_MESSAGES.PASSWORD_TOO_SHORT);
  });

  it('ends in checkEmail with the address the link went to, as the server reads it', async () => {
    const { actor, requests } = startSignUp();
    actor.send({ type: 'form.setValue', field: 'fullname', value: ' Dana Demo ' });
    actor.send({ type: 'form.setValue', field: 'email', value: ' Dana@Example.test ' });
    actor.send({ type: 'form.setValue', field: 'password', value: 'long-enough' });
    actor.send({ type: 'form.submit' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.matches('checkEmail')).toBe(true);
    expect(done.output).toEqual({ email: 'dana@example.test' });
    expect(requests).toEqual([{ fullname: 'Dana Demo', email: 'dana@example.test', password: 'long-enough' }]);
  });

  it('puts a refusal the server names a field for on that field', async () => {
    const { actor } = startSignUp(async () => {
      throw Object.assign(new Error(AUTH_MESSAGES.INVALID_EMAIL), { code: 'INVALID_EMAIL', parameter: 'email' });
    });
    actor.send({ type: 'form.setValue', field: 'fullname', value: 'Dana Demo' });
    actor.send({ type: 'form.setValue', field: 'email', value: 'odd@example.test' });
    actor.send({ type: 'form.setValue', field: 'password', value: 'long-enough' });
    actor.send({ type: 'form.submit' });
    const editing = await waitFor(actor, (s) => s.matches('editing') && s.context.inputs.email.error !== null);
    expect(editing.context.inputs.email.error).toBe(AUTH_MESSAGES.INVALID_EMAIL);
  });

  it('fails loudly as a form error when the app provides no signUp', async () => {
    const actor = createActor(signUpFormMachine).start();
    actor.send({ type: 'form.setValue', field: 'fullname', value: 'Dana' });
    actor.send({ type: 'form.setValue', field: 'email', value: 'x@y.test' });
    actor.send({ type: 'form.setValue', field: 'password', value: 'long-enough' });
    actor.send({ type: 'form.submit' });
    const editing = await waitFor(actor, (s) => s.context.formError !== null);
    expect(editing.context.formError).toBe('signUp is not provided');
  });
});
