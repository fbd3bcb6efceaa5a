import { fromPromise } from 'xstate';
import { passwordResetMachine } from '../../../machines/passwordReset';
import { checkResetLink } from './api/check-reset-link';
import { requestPasswordReset } from './api/request-password-reset';
import { setNewPassword } from './api/set-new-password';

/** The passwordReset machine with the portal's REST calls, for the request modal and the link's page. */
export const passwordResetLogic = passwordResetMachine.provide({
  actors: {
    requestResetLink: fromPromise(({ input, signal }) => requestPasswordReset(input, signal)),
    checkResetLink: fromPromise(({ input, signal }) => checkResetLink(input, signal)),
    setNewPassword: fromPromise(({ input, signal }) => setNewPassword(input, signal)),
  },
});
