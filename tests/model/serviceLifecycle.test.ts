/** The serviceLifecycle machine, registered in machines/index.ts: its paths for a website's package and for a domain (serviceLifecycle.model.ts). */
import { definePathTests } from './harness';
import { domainModel, hostingModel } from './serviceLifecycle.model';

definePathTests('serviceLifecycle', { hosting: hostingModel, domain: domainModel });
