/** The passwordReset machine, registered in machines/index.ts: its paths asking for a link and opening one (passwordReset.model.ts). */
import { definePathTests } from './harness';
import { passwordResetModel } from './passwordReset.model';

definePathTests('passwordReset', {
  request: passwordResetModel({}),
  link: passwordResetModel({ token: 'a-token-from-the-link' }),
});
