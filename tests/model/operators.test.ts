/** The operators machine, registered in machines/index.ts: its paths on the back office's Operators page (operators.model.ts). */
import { definePathTests } from './harness';
import { operatorsModel } from './operators.model';

definePathTests('operators', { page: operatorsModel });
