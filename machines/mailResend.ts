/**
 * Resending a failed e-mail from the back office's E-mail list: the operator presses Resend on a failed message,
 * the server puts it back in the queue (done: the page says so and shows it waiting) or refuses with its reason
 * (sent already, or resent meanwhile by another operator). One resend at a time; the list itself is adminList's.
 * Pure logic: the page provides the call.
 */
import { assign, fromPromise, setup } from 'xstate';
import { refusalMessage } from '../contracts/error-code';

/** A message on the list: what the notice names. */
export interface ResendTarget {
  id: string;
  recipient: string;
}

export interface MailResendContext {
  /** What the operator asked last. */
  target: ResendTarget | null;
  /** The messages resent from this page, shown as waiting to be sent. */
  resentIds: string[];
  notice: string | null;
  errorMessage: string | null;
}

export type MailResendEvent = { type: 'mail.resend' } & ResendTarget;

export const RESEND_FAILED_MESSAGE = 'The message could not be resent. Please try again.';

const RESEND = { target: 'resending', actions: 'rememberTarget' } as const;

export const mailResendMachine = setup({
  types: {
    context: {} as MailResendContext,
    events: {} as MailResendEvent,
  },
  actors: {
    resendMail: fromPromise<void, { id: string }>(async () => {
      throw new Error('resendMail is provided by the page');
    }),
  },
  actions: {
    rememberTarget: assign(({ event }) => ({ target: { id: event.id, recipient: event.recipient }, notice: null, errorMessage: null })),
    noteResent: assign(({ context }) => ({
      notice: `The message to ${context.target?.recipient ?? 'its recipient'} is back in the queue: it is sent in a moment.`,
      resentIds: context.target ? [...context.resentIds.filter((id) => id !== context.target?.id), context.target.id] : context.resentIds,
    })),
    storeError: assign((_, params: { error: unknown }) => ({ errorMessage: refusalMessage(params.error, RESEND_FAILED_MESSAGE) })),
  },
}).createMachine({
  id: 'mailResend',
  context: { target: null, resentIds: [], notice: null, errorMessage: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'mail.resend': RESEND },
    },
    resending: {
      tags: ['busy'],
      invoke: {
        id: 'resendMail',
        src: 'resendMail',
        input: ({ context }) => ({ id: context.target?.id ?? '' }),
        onDone: { target: 'resent', actions: 'noteResent' },
        onError: { target: 'refused', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    resent: {
      on: { 'mail.resend': RESEND },
    },
    refused: {
      on: { 'mail.resend': RESEND },
    },
  },
});
