/** The twoFactor machine, registered in machines/index.ts: its paths on the back office's Security page (twoFactor.model.ts). */
import { definePathTests } from './harness';
import { twoFactorModel } from './twoFactor.model';

definePathTests('twoFactor', { page: twoFactorModel });
