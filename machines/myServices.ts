/**
 * My services: the signed-in account's services (packages, add-ons, plugins, domains and private registrations), each
 * with its status in words, the date it runs until and where to renew it. The list loads, then shows the services or
 * says there are none; a load that fails says why and offers Retry. Pure logic: the page provides the call.
 */
import { assign, fromPromise, setup } from 'xstate';
import { refusalMessage } from '../contracts/error-code';
import type { ServiceKindName, ServiceStatusName } from '../contracts/services';
import type { NextPackage } from './packageDowngrade';

/** One service as the page lists it (the schema's Service). */
export interface ListedService {
  id: string;
  kind: ServiceKindName;
  /** The package, add-on or plugin name, or the domain. */
  name: string;
  /** The website it belongs to; null for a domain without one. */
  website: string | null;
  status: ServiceStatusName;
  /** The status in the words customers read. */
  statusText: string;
  /** ISO 8601: the end of the paid period. */
  paidUntil: string;
  autoRenew: boolean;
  /** Where to renew it while it can be renewed; null otherwise. */
  renewPath: string | null;
  /** A website's paid package: the add-ons and plugins it can get alone, and where (none for other services). */
  addons?: readonly { identifier: string; title: string; addPath: string }[];
  /** A website's package: the smaller package chosen for the next period, if any. */
  nextPackage?: NextPackage | null;
  /** A website's paid package: the smaller packages it may choose for the next period, each with what would stop working. */
  downgrades?: readonly { identifier: string; name: string; warning: string | null }[];
}

export interface MyServicesContext {
  services: ListedService[];
  /** Why the list could not be loaded. */
  errorMessage: string | null;
}

export type MyServicesEvent = { type: 'services.retry' };

export const LOAD_SERVICES_FAILED_MESSAGE = 'Your services could not be loaded. Please try again.';

export const myServicesMachine = setup({
  types: {
    context: {} as MyServicesContext,
    events: {} as MyServicesEvent,
  },
  actors: {
    fetchServices: fromPromise<ListedService[]>(async () => {
      throw new Error('fetchServices is provided by the page');
    }),
  },
  guards: {
    hasServices: (_, params: { services: ListedService[] }) => params.services.length > 0,
  },
  actions: {
    storeServices: assign((_, params: { services: ListedService[] }) => ({ services: params.services, errorMessage: null })),
    storeError: assign((_, params: { error: unknown }) => ({ errorMessage: refusalMessage(params.error, LOAD_SERVICES_FAILED_MESSAGE) })),
  },
}).createMachine({
  id: 'myServices',
  context: { services: [], errorMessage: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchServices',
        src: 'fetchServices',
        onDone: [
          { guard: { type: 'hasServices', params: ({ event }) => ({ services: event.output }) }, target: 'loaded', actions: { type: 'storeServices', params: ({ event }) => ({ services: event.output }) } },
          { target: 'empty', actions: { type: 'storeServices', params: ({ event }) => ({ services: event.output }) } },
        ],
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'services.retry': 'loading' },
    },
    empty: {},
    loaded: {},
  },
});
