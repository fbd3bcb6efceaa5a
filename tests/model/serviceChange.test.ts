/** The serviceChange machine, registered in machines/index.ts: its paths extending and ending a service (serviceChange.model.ts). */
import { definePathTests } from './harness';
import { serviceChangeModel } from './serviceChange.model';

definePathTests('serviceChange', { change: serviceChangeModel });
