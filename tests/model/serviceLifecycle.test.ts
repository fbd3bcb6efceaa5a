/**
 * The serviceLifecycle machine, registered in machines/index.ts: its paths for a website's package, for a domain and for
 * a domain's private registration (serviceLifecycle.model.ts).
 */
import { definePathTests } from './harness';
import { domainModel, hostingModel, privateRegistrationModel } from './serviceLifecycle.model';

definePathTests('serviceLifecycle', { hosting: hostingModel, domain: domainModel, privateRegistration: privateRegistrationModel });
