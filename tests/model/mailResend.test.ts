/** The mailResend machine, registered in machines/index.ts: its paths resending failed e-mail (mailResend.model.ts). */
import { definePathTests } from './harness';
import { mailResendModel } from './mailResend.model';

definePathTests('mailResend', { resend: mailResendModel });
