/**
 * The sign-up form, registered in machines/index.ts, replayed in the real register modal (forms.view.tsx): every
 * shortest path of its graph is typed and clicked through, MSW holding POST /api/auth/sign-up until the path
 * answers (account created, then the first website's page; an email already taken on its field; a server
 * failure above the form).
 */
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { AUTH_MESSAGES } from '../../contracts/auth';
import { signUpFormMachine } from '../../machines/signUpForm';
import { useMockServer } from '../msw/server';
import { formViewModel } from './forms.view';
import { definePathTests } from './harness';

useMockServer();

definePathTests('signUpForm', {
  modal: formViewModel({
    machine: signUpFormMachine,
    submit: 'signUp',
    openButton: 'Create website',
    dialogName: 'Create your website',
    submitLabel: 'Create account',
    fields: {
      fullname: { label: 'Full name', value: 'Dana Demo' },
      email: { label: 'Email', value: 'dana@example.test' },
      password: { label: 'Password', value: 'long-enough-1' },
    },
    endpoint: '/api/auth/sign-up',
    successStatus: 201,
    refusals: [
      { name: 'email taken', status: 409, code: 'EMAIL_TAKEN', message: AUTH_MESSAGES.EMAIL_TAKEN, parameter: 'email' },
      { name: 'server failure', status: 500, code: 'INTERNAL', message: 'Something went wrong. Please try again.' },
    ],
    // A new account has no website yet: the visitor goes straight on to creating the first one.
    expectAfterDone: async () => {
      expect(await screen.findByRole('heading', { level: 1, name: 'Create a website' })).toBeInTheDocument();
    },
  }),
});
