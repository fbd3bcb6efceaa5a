/**
 * The sign-up form, registered in machines/index.ts, replayed in the real register modal (forms.view.tsx): every
 * shortest path of its graph is typed and clicked through, MSW holding POST /api/auth/sign-up until the path
 * answers (sent: "check your e-mail", focused, nobody signed in; too many sign-ups above the form; a server
 * failure above the form).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { signUpSentMessage } from '../../contracts/auth';
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
    successStatus: 202,
    refusals: [
      { name: 'too many sign-ups', status: 429, code: 'TOO_MANY_ATTEMPTS', message: 'Too many sign-ups. Please try again in 60 minutes.' },
      { name: 'server failure', status: 500, code: 'INTERNAL', message: 'Something went wrong. Please try again.' },
    ],
    // The same answer for a new and a taken address: check your e-mail, focused, and nobody signed in.
    done: {
      state: 'checkEmail',
      output: { email: 'dana@example.test' },
      body: { status: 'confirmation-sent' },
      expect: async () => {
        const dialog = await screen.findByRole('dialog', { name: 'Check your e-mail' });
        const message = within(dialog).getByRole('status');
        expect(message).toHaveTextContent(signUpSentMessage('dana@example.test'));
        await waitFor(() => expect(message).toHaveFocus());
        expect(within(dialog).queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
        // Behind the modal (hidden from the accessibility tree while it is open), the header still offers Log in.
        expect(within(screen.getByRole('banner', { hidden: true })).getByRole('button', { name: 'Log in', hidden: true })).toBeInTheDocument();
      },
    },
  }),
});
