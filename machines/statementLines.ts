/**
 * The bank payments an operator still has to resolve (short, over, unknown), and the two ways to act on money
 * that came by bank: resolving an open line (mark its order paid anyway, with a reason; refund it to the payer when
 * its order was paid already; or leave it) and marking an order paid by hand for a transfer that came outside a
 * statement. The list loads (or fails, with Try again)
 * and loads again after an import; each action is sent, then done (the page says so) or refused with the
 * server's reason. Pure logic: the page provides the three calls.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { StatementLineOutcome } from '../contracts/bank-statements';
import { refusalMessage } from '../contracts/error-code';

export interface OpenLine {
  id: string;
  bookedOn: string;
  amountFormatted: string;
  reference: string;
  counterparty: string;
  /** The payer's account, where a refund of the line goes; '' when the statement gives none. */
  payerAccount: string;
  outcome: StatementLineOutcome;
  orderIdentifier: string | null;
  orderTotalFormatted: string | null;
  /** Its order was paid already (a transfer paid twice): the server refunds it to the payer (REFUND). */
  refundable: boolean;
}

export interface LineResolution {
  lineId: string;
  action: 'MARK_PAID' | 'LEAVE' | 'REFUND';
  reason: string;
  /** The order to mark paid when the line names none. */
  orderIdentifier: string | null;
}

export interface ManualPayment {
  orderIdentifier: string;
  amount: string;
  reason: string;
}

export interface StatementLinesContext {
  lines: OpenLine[];
  errorMessage: string | null;
  /** What the operator asked last, and what became of it. */
  resolution: LineResolution | null;
  manual: ManualPayment | null;
  notice: string | null;
}

export type StatementLinesEvent =
  | { type: 'lines.retry' }
  | { type: 'lines.reload' }
  | ({ type: 'lines.resolve' } & LineResolution)
  | ({ type: 'lines.markPaid' } & ManualPayment);

export const LINES_LOAD_FAILED_MESSAGE = 'The open payments could not be loaded. Please try again.';
export const ACTION_FAILED_MESSAGE = 'That did not go through. Please try again.';

export const statementLinesMachine = setup({
  types: {
    context: {} as StatementLinesContext,
    events: {} as StatementLinesEvent,
  },
  actors: {
    fetchOpenLines: fromPromise<OpenLine[]>(async () => {
      throw new Error('fetchOpenLines is provided by the page');
    }),
    resolveLine: fromPromise<void, LineResolution>(async () => {
      throw new Error('resolveLine is provided by the page');
    }),
    markTransferPaid: fromPromise<string, ManualPayment>(async () => {
      throw new Error('markTransferPaid is provided by the page');
    }),
  },
  actions: {
    storeLines: assign((_, params: { lines: OpenLine[] }) => ({ lines: params.lines, errorMessage: null })),
    storeLoadError: assign((_, params: { error: unknown }) => ({ errorMessage: refusalMessage(params.error, LINES_LOAD_FAILED_MESSAGE) })),
    rememberResolution: assign(({ event }) =>
      event.type === 'lines.resolve' ? { resolution: { lineId: event.lineId, action: event.action, reason: event.reason, orderIdentifier: event.orderIdentifier }, errorMessage: null, notice: null } : {},
    ),
    rememberManual: assign(({ event }) => (event.type === 'lines.markPaid' ? { manual: { orderIdentifier: event.orderIdentifier, amount: event.amount, reason: event.reason }, errorMessage: null, notice: null } : {})),
    noteResolved: assign(({ context }) => {
      const line = context.lines.find((candidate) => candidate.id === context.resolution?.lineId);
      const what = line ? `The payment of ${line.amountFormatted} (${line.reference || 'no reference'})` : 'The payment';
      const order = context.resolution?.orderIdentifier ?? line?.orderIdentifier ?? '';
      const payee = [line?.counterparty, line?.payerAccount].filter(Boolean).join(', ') || 'the payer';
      const notices = {
        MARK_PAID: `${what} was accepted: order ${order} is paid.`,
        REFUND: `${what} is to be refunded to ${payee}: send it from the bank, then mark the refund paid out on order ${order}'s refunds.`,
        LEAVE: `${what} was left.`,
      };
      return {
        notice: notices[context.resolution?.action ?? 'LEAVE'],
        lines: context.lines.filter((candidate) => candidate.id !== context.resolution?.lineId),
      };
    }),
    noteMarkedPaid: assign((_, params: { identifier: string }) => ({ notice: `Order ${params.identifier} is marked paid.`, manual: null })),
    storeActionError: assign((_, params: { error: unknown }) => ({ errorMessage: refusalMessage(params.error, ACTION_FAILED_MESSAGE) })),
  },
}).createMachine({
  id: 'statementLines',
  context: { lines: [], errorMessage: null, resolution: null, manual: null, notice: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchOpenLines',
        src: 'fetchOpenLines',
        onDone: { target: 'ready', actions: { type: 'storeLines', params: ({ event }) => ({ lines: event.output }) } },
        onError: { target: 'failed', actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'lines.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            // Not while an action is under way: its answer would be lost.
            'lines.reload': '#statementLines.loading',
            'lines.resolve': { target: 'resolving', actions: 'rememberResolution' },
            'lines.markPaid': { target: 'markingPaid', actions: 'rememberManual' },
          },
        },
        resolving: {
          tags: ['busy'],
          invoke: {
            id: 'resolveLine',
            src: 'resolveLine',
            input: ({ context }) => context.resolution ?? { lineId: '', action: 'LEAVE' as const, reason: '', orderIdentifier: null },
            onDone: { target: 'idle', actions: 'noteResolved' },
            onError: { target: 'refused', actions: { type: 'storeActionError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        markingPaid: {
          tags: ['busy'],
          invoke: {
            id: 'markTransferPaid',
            src: 'markTransferPaid',
            input: ({ context }) => context.manual ?? { orderIdentifier: '', amount: '', reason: '' },
            onDone: { target: 'idle', actions: { type: 'noteMarkedPaid', params: ({ event }) => ({ identifier: event.output }) } },
            onError: { target: 'refused', actions: { type: 'storeActionError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        refused: {
          on: {
            'lines.reload': '#statementLines.loading',
            'lines.resolve': { target: 'resolving', actions: 'rememberResolution' },
            'lines.markPaid': { target: 'markingPaid', actions: 'rememberManual' },
          },
        },
      },
    },
  },
});
