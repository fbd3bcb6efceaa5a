/** The packageDowngrade machine, registered in machines/index.ts: its paths choosing and cancelling a smaller package (packageDowngrade.model.ts). */
import { definePathTests } from './harness';
import { packageDowngradeModel } from './packageDowngrade.model';

definePathTests('packageDowngrade', { downgrade: packageDowngradeModel });
