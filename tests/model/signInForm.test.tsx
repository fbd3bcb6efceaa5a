/**
 * The sign-in form, registered in machines/index.ts, replayed in the real Log in modal (forms.view.tsx): every
 * shortest path of its graph is typed and clicked through, MSW holding POST /api/auth/sign-in until the path
 * answers (signed in, a wrong password on its field, too many attempts above the form).
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
  }),
});
