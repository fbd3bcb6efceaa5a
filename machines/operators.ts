/**
 * The back office's Operators page: the operators load (or fail, with Try again); an operator invites an address
 * (invited, or refused with the message for the e-mail field or the page); and disables or enables another operator
 * after a confirmation in a dialog, which stays open with the reason when the server refuses (the last enabled
 * operator, oneself) or the network fails. One action at a time. Pure logic: the page provides the three calls.
 */
import { assign, fromPromise, setup } from 'xstate';
import { fieldErrorsOf, refusalMessage } from '../contracts/error-code';

/** One operator as the page lists it. */
export interface ListedOperator {
  email: string;
  enabled: boolean;
  /** ISO 8601. */
  createdAt: string;
  /** The signed-in operator's own account. */
  isYou: boolean;
}

/** The operator whose state the dialog changes, and the state asked for. */
export interface OperatorChange {
  email: string;
  enabled: boolean;
}

export interface OperatorsContext {
  operators: ListedOperator[];
  /** Why the list could not be loaded. */
  loadError: string | null;
  /** The address being invited, as typed. */
  invitee: string | null;
  /** The message for the e-mail field of a refused invitation. */
  fieldError: string | null;
  /** The change asked for in the dialog. */
  change: OperatorChange | null;
  /** Why the last invitation (not about the field) or change failed. */
  errorMessage: string | null;
  /** What the last action did: the page's status region says it. */
  notice: string | null;
  /** The same as a code, for a page that says it in another language: what was done, and to whom. */
  done: OperatorDone | null;
}

/** What the last action did, to whom. */
export interface OperatorDone {
  action: 'invited' | 'enabled' | 'disabled';
  email: string;
}

export type OperatorsEvent =
  | { type: 'operators.retry' }
  | { type: 'operators.invite'; email: string }
  | { type: 'operators.ask'; email: string; enabled: boolean }
  | { type: 'operators.confirm' }
  | { type: 'operators.cancel' };

export const LOAD_FAILED_MESSAGE = 'The operators could not be loaded. Please try again.';
export const INVITE_FAILED_MESSAGE = 'The invitation could not be sent. Please try again.';
export const CHANGE_FAILED_MESSAGE = 'The change could not be saved. Please try again.';

/** The list with this operator put in (a new one last, as the list is oldest first) or replaced. */
function withOperator(operators: ListedOperator[], operator: ListedOperator): ListedOperator[] {
  return operators.some((row) => row.email === operator.email) ? operators.map((row) => (row.email === operator.email ? operator : row)) : [...operators, operator];
}

/** What a state that waits for nothing accepts: a new invitation, or a change to confirm. */
const ACCEPTS = {
  'operators.invite': { target: 'inviting', actions: 'rememberInvitee' },
  'operators.ask': { target: 'confirming', actions: 'rememberChange' },
} as const;

export const operatorsMachine = setup({
  types: {
    context: {} as OperatorsContext,
    events: {} as OperatorsEvent,
  },
  actors: {
    loadOperators: fromPromise<ListedOperator[]>(async () => {
      throw new Error('loadOperators is provided by the page');
    }),
    inviteOperator: fromPromise<ListedOperator, { email: string }>(async () => {
      throw new Error('inviteOperator is provided by the page');
    }),
    setOperatorEnabled: fromPromise<ListedOperator, OperatorChange>(async () => {
      throw new Error('setOperatorEnabled is provided by the page');
    }),
  },
  actions: {
    storeOperators: assign((_, params: { operators: ListedOperator[] }) => ({ operators: params.operators, loadError: null })),
    storeLoadError: assign((_, params: { error: unknown }) => ({ loadError: refusalMessage(params.error, LOAD_FAILED_MESSAGE) })),
    rememberInvitee: assign(({ event }) => (event.type === 'operators.invite' ? { invitee: event.email, fieldError: null, errorMessage: null, notice: null, done: null } : {})),
    noteInvited: assign(({ context }, params: { operator: ListedOperator }) => ({
      operators: withOperator(context.operators, params.operator),
      notice: `Invited ${params.operator.email}: they get an e-mail with a link to set their password, valid for an hour.`,
      done: { action: 'invited', email: params.operator.email } satisfies OperatorDone,
    })),
    storeInviteError: assign((_, params: { error: unknown }) => {
      const fieldError = fieldErrorsOf(params.error)['email'] ?? null;
      return { fieldError, errorMessage: fieldError === null ? refusalMessage(params.error, INVITE_FAILED_MESSAGE) : null };
    }),
    rememberChange: assign(({ event }) => (event.type === 'operators.ask' ? { change: { email: event.email, enabled: event.enabled }, fieldError: null, errorMessage: null, notice: null, done: null } : {})),
    noteChanged: assign(({ context }, params: { operator: ListedOperator }) => ({
      operators: withOperator(context.operators, params.operator),
      notice: params.operator.enabled ? `Enabled ${params.operator.email}: they can sign in again.` : `Disabled ${params.operator.email}: their sessions ended and they can no longer sign in.`,
      done: { action: params.operator.enabled ? 'enabled' : 'disabled', email: params.operator.email } satisfies OperatorDone,
      change: null,
    })),
    storeChangeError: assign((_, params: { error: unknown }) => ({ errorMessage: refusalMessage(params.error, CHANGE_FAILED_MESSAGE) })),
    forgetChange: assign({ change: null, errorMessage: null }),
    clearError: assign({ errorMessage: null }),
  },
}).createMachine({
  id: 'operators',
  context: { operators: [], loadError: null, invitee: null, fieldError: null, change: null, errorMessage: null, notice: null, done: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadOperators',
        src: 'loadOperators',
        onDone: { target: 'ready', actions: { type: 'storeOperators', params: ({ event }) => ({ operators: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      on: { 'operators.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: { on: ACCEPTS },
        inviting: {
          tags: ['busy'],
          invoke: {
            id: 'inviteOperator',
            src: 'inviteOperator',
            input: ({ context }) => ({ email: context.invitee ?? '' }),
            onDone: { target: 'invited', actions: { type: 'noteInvited', params: ({ event }) => ({ operator: event.output }) } },
            onError: { target: 'inviteRefused', actions: { type: 'storeInviteError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        invited: { on: ACCEPTS },
        inviteRefused: { on: ACCEPTS },
        confirming: {
          tags: ['dialog'],
          on: {
            'operators.confirm': 'changing',
            'operators.cancel': { target: 'idle', actions: 'forgetChange' },
          },
        },
        changing: {
          tags: ['busy', 'dialog'],
          invoke: {
            id: 'setOperatorEnabled',
            src: 'setOperatorEnabled',
            input: ({ context }) => context.change ?? { email: '', enabled: true },
            onDone: { target: 'changed', actions: { type: 'noteChanged', params: ({ event }) => ({ operator: event.output }) } },
            onError: { target: 'changeRefused', actions: { type: 'storeChangeError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        changed: { on: ACCEPTS },
        changeRefused: {
          tags: ['dialog'],
          on: {
            'operators.confirm': { target: 'changing', actions: 'clearError' },
            'operators.cancel': { target: 'idle', actions: 'forgetChange' },
          },
        },
      },
    },
  },
});
