/**
 * The sign-in form, registered in machines/index.ts, replayed in the real Log in modal (forms.view.tsx): every
 * shortest path of its graph is typed and clicked through, MSW holding POST /api/auth/sign-in until the path
 * answers (signed in, a wrong password on its field, too many attempts above the form), and the two-factor code's
 * step an operator's account asks for (a wrong code on its field, a step that ran out starting again).
 */
import { AUTH_MESSAGES } from '../../contracts/auth';
import { signInFormMachine } from '../../machines/signInForm';
import { useMockServer } from '../msw/server';
import { formViewModel } from './forms.view';
import { definePathTests } from './harness';

useMockServer();

definePathTests('signInForm', {
  modal: formViewModel({
    machine: signInFormMachine,
    submit: 'signIn',
    openButton: 'Log in',
    dialogName: 'Log in',
    submitLabel: 'Log in',
    fields: { email: { label: 'Email', value: 'demo@hosting-portal.test' }, password: { label: 'Password', value: 'demo-portal-2026' } },
    endpoint: '/api/auth/sign-in',
    successStatus: 200,
    refusals: [
      { name: 'wrong password', status: 401, code: 'INVALID_CREDENTIALS', message: AUTH_MESSAGES.INVALID_CREDENTIALS, parameter: 'password' },
      { name: 'too many attempts', status: 429, code: 'TOO_MANY_ATTEMPTS', message: 'Too many sign-in attempts. Please try again in 15 minutes.' },
    ],
    secondStep: {
      asked: { output: { twoFactorRequired: true }, body: { twoFactorRequired: true, expiresAt: '2026-11-24T09:05:00.000Z' } },
      field: 'code',
      label: 'Authentication code',
      value: '123456',
      submit: 'verifyCode',
      endpoint: '/api/auth/sign-in/code',
      refusals: [
        { name: 'wrong code', status: 401, code: 'TWO_FACTOR_CODE_INVALID', message: AUTH_MESSAGES.TWO_FACTOR_CODE_INVALID, parameter: 'code' },
        { name: 'code step ran out', status: 401, code: 'TWO_FACTOR_EXPIRED', message: AUTH_MESSAGES.TWO_FACTOR_EXPIRED },
      ],
    },
  }),
});
