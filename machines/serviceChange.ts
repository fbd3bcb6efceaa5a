/**
 * Extending or ending one service from the back office's Services list, with a reason: the operator asks in a
 * dialog (Extend: a later day and the reason; End: the reason), the server changes it (done: the dialog closes, the
 * page says what was done and shows the row as it is now) or refuses (each field's message, or why the service's
 * lifecycle does not allow it), and the dialog stays with what was typed, to correct and send again or cancel. One
 * change at a time; the list itself is adminList's. Pure logic: the page provides the call.
 */
import { assign, fromPromise, setup } from 'xstate';
import { fieldErrorsOf, refusalMessage } from '../contracts/error-code';
import { serviceStatusWords, type ServiceKindName, type ServiceStatusName } from '../contracts/services';

export type ServiceChangeKind = 'extend' | 'end';

/** The service the dialog is about: what the notice and the dialog name. */
export interface ServiceChangeTarget {
  id: string;
  change: ServiceChangeKind;
  /** e.g. 'Package Mini of demo-blog', 'Domain example.com'. */
  name: string;
}

/** A service as the server left it. */
export interface ChangedService {
  id: string;
  kind: ServiceKindName;
  status: ServiceStatusName;
  /** ISO 8601. */
  paidUntil: string;
}

export interface ServiceChangeRequest {
  serviceId: string;
  change: ServiceChangeKind;
  /** For an extension: the new end, YYYY-MM-DD. */
  paidUntil: string;
  reason: string;
}

export interface ServiceChangeContext {
  target: ServiceChangeTarget | null;
  /** The services changed from this page, as the server left them: the list shows them so. */
  changed: Record<string, ChangedService>;
  notice: string | null;
  errorMessage: string | null;
  /** Field ('paidUntil', 'reason') -> message of a refused change. */
  fieldErrors: Record<string, string>;
}

export type ServiceChangeEvent =
  | ({ type: 'service.ask' } & ServiceChangeTarget)
  | { type: 'service.submit'; paidUntil: string; reason: string }
  | { type: 'service.cancel' };

export const CHANGE_FAILED_MESSAGE = 'The service could not be changed. Please try again.';

/** What the page says once the server changed the service. */
function noticeOf(target: ServiceChangeTarget | null, service: ChangedService): string {
  const name = target?.name ?? 'The service';
  if (target?.change === 'extend') return `Extended: ${name} is paid until ${service.paidUntil.slice(0, 10)}.`;
  return `Ended: ${name} is now "${serviceStatusWords(service.kind, service.status)}".`;
}

const ASK = { target: 'asking', actions: 'rememberTarget' } as const;
const CANCEL = { target: 'idle', actions: 'forgetTarget' } as const;

export const serviceChangeMachine = setup({
  types: {
    context: {} as ServiceChangeContext,
    events: {} as ServiceChangeEvent,
  },
  actors: {
    changeService: fromPromise<ChangedService, ServiceChangeRequest>(async () => {
      throw new Error('changeService is provided by the page');
    }),
  },
  actions: {
    rememberTarget: assign(({ event }) => (event.type === 'service.ask' ? { target: { id: event.id, change: event.change, name: event.name }, notice: null, errorMessage: null, fieldErrors: {} } : {})),
    forgetTarget: assign({ target: null, errorMessage: null, fieldErrors: {} }),
    clearRefusal: assign({ errorMessage: null, fieldErrors: {} }),
    noteChanged: assign(({ context }, params: { service: ChangedService }) => ({
      changed: { ...context.changed, [params.service.id]: params.service },
      notice: noticeOf(context.target, params.service),
      target: null,
    })),
    storeRefusal: assign((_, params: { error: unknown }) => ({ errorMessage: refusalMessage(params.error, CHANGE_FAILED_MESSAGE), fieldErrors: fieldErrorsOf(params.error) })),
  },
}).createMachine({
  id: 'serviceChange',
  context: { target: null, changed: {}, notice: null, errorMessage: null, fieldErrors: {} },
  initial: 'idle',
  states: {
    idle: {
      on: { 'service.ask': ASK },
    },
    asking: {
      tags: ['dialog'],
      on: { 'service.submit': 'changing', 'service.cancel': CANCEL },
    },
    changing: {
      tags: ['dialog', 'busy'],
      entry: 'clearRefusal',
      invoke: {
        id: 'changeService',
        src: 'changeService',
        input: ({ context, event }) => ({
          serviceId: context.target?.id ?? '',
          change: context.target?.change ?? 'end',
          paidUntil: event.type === 'service.submit' ? event.paidUntil : '',
          reason: event.type === 'service.submit' ? event.reason : '',
        }),
        onDone: { target: 'changed', actions: { type: 'noteChanged', params: ({ event }) => ({ service: event.output }) } },
        onError: { target: 'refused', actions: { type: 'storeRefusal', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    changed: {
      on: { 'service.ask': ASK },
    },
    refused: {
      tags: ['dialog'],
      on: { 'service.submit': 'changing', 'service.cancel': CANCEL },
    },
  },
});
