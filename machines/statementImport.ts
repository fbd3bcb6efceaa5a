/**
 * Importing a bank statement in the back office: the operator chooses a file, the server reads it and previews
 * what each line would do (nothing written), the operator confirms (or goes back and chooses another), and the
 * import is done or failed (Try again). A file the server cannot read is refused with its reason, and a file
 * larger than the limit is refused before it is sent. Pure logic: the page provides the two calls.
 */
import { assign, fromPromise, setup } from 'xstate';
import { STATEMENT_MAX_BYTES, STATEMENT_TOO_LARGE_MESSAGE, type StatementLineOutcome } from '../contracts/bank-statements';
import { refusalMessage } from '../contracts/error-code';

/** One line of a statement as the page shows it, amounts formatted by the server. */
export interface PreviewLine {
  id: string | null;
  position: number;
  bookedOn: string;
  amountFormatted: string;
  reference: string;
  counterparty: string;
  outcome: StatementLineOutcome;
  orderIdentifier: string | null;
}

export interface StatementResult {
  /** Null when every line had been imported before. */
  statementId: string | null;
  lines: PreviewLine[];
}

export interface StatementImportContext {
  fileName: string | null;
  content: string;
  lines: PreviewLine[];
  result: StatementResult | null;
  /** Why the file was refused, or why the import failed. */
  errorMessage: string | null;
}

export type StatementImportEvent =
  | { type: 'statement.fileChosen'; fileName: string; size: number; content: string }
  | { type: 'statement.confirm' }
  | { type: 'statement.back' };

export const IMPORT_FAILED_MESSAGE = 'The statement could not be imported. Please try again.';
export const PREVIEW_FAILED_MESSAGE = 'The statement could not be read. Please try again.';

/** Lines an import would write: incoming payments not imported before. */
const NEW_OUTCOMES: readonly StatementLineOutcome[] = ['PAID', 'SHORT', 'OVER', 'UNKNOWN'];

/** Choosing a file, where the page lets the operator choose one (not while a file is read or imported). */
const CHOOSE = [
  { guard: 'isTooLarge', target: '#statementImport.unreadable', actions: 'refuseTooLarge' },
  { target: '#statementImport.parsing', actions: 'storeFile' },
] as const;

export const statementImportMachine = setup({
  types: {
    context: {} as StatementImportContext,
    events: {} as StatementImportEvent,
  },
  actors: {
    previewStatement: fromPromise<PreviewLine[], { content: string }>(async () => {
      throw new Error('previewStatement is provided by the page');
    }),
    importStatement: fromPromise<StatementResult, { content: string; fileName: string | null }>(async () => {
      throw new Error('importStatement is provided by the page');
    }),
  },
  guards: {
    isTooLarge: ({ event }) => event.type === 'statement.fileChosen' && event.size > STATEMENT_MAX_BYTES,
    hasNewPayments: ({ context }) => context.lines.some((line) => NEW_OUTCOMES.includes(line.outcome)),
  },
  actions: {
    storeFile: assign(({ event }) => (event.type === 'statement.fileChosen' ? { fileName: event.fileName, content: event.content, lines: [], result: null, errorMessage: null } : {})),
    refuseTooLarge: assign(({ event }) => ({ fileName: event.type === 'statement.fileChosen' ? event.fileName : null, content: '', lines: [], result: null, errorMessage: STATEMENT_TOO_LARGE_MESSAGE })),
    storePreview: assign((_, params: { lines: PreviewLine[] }) => ({ lines: params.lines, errorMessage: null })),
    storeResult: assign((_, params: { result: StatementResult }) => ({ result: params.result, content: '', errorMessage: null })),
    storePreviewError: assign((_, params: { error: unknown }) => ({ content: '', errorMessage: refusalMessage(params.error, PREVIEW_FAILED_MESSAGE) })),
    storeImportError: assign((_, params: { error: unknown }) => ({ errorMessage: refusalMessage(params.error, IMPORT_FAILED_MESSAGE) })),
    forgetFile: assign({ fileName: null, content: '', lines: [], result: null, errorMessage: null }),
  },
}).createMachine({
  id: 'statementImport',
  context: { fileName: null, content: '', lines: [], result: null, errorMessage: null },
  initial: 'choosing',
  states: {
    choosing: { on: { 'statement.fileChosen': CHOOSE } },
    parsing: {
      tags: ['busy'],
      invoke: {
        id: 'previewStatement',
        src: 'previewStatement',
        input: ({ context }) => ({ content: context.content }),
        onDone: { target: 'preview', actions: { type: 'storePreview', params: ({ event }) => ({ lines: event.output }) } },
        onError: { target: 'unreadable', actions: { type: 'storePreviewError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    unreadable: { on: { 'statement.fileChosen': CHOOSE } },
    preview: {
      on: {
        'statement.fileChosen': CHOOSE,
        'statement.confirm': { guard: 'hasNewPayments', target: 'importing' },
        'statement.back': { target: 'choosing', actions: 'forgetFile' },
      },
    },
    importing: {
      tags: ['busy'],
      invoke: {
        id: 'importStatement',
        src: 'importStatement',
        input: ({ context }) => ({ content: context.content, fileName: context.fileName }),
        onDone: { target: 'done', actions: { type: 'storeResult', params: ({ event }) => ({ result: event.output }) } },
        onError: { target: 'failed', actions: { type: 'storeImportError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    done: { on: { 'statement.fileChosen': CHOOSE } },
    failed: {
      on: {
        'statement.fileChosen': CHOOSE,
        'statement.confirm': 'importing',
        'statement.back': { target: 'choosing', actions: 'forgetFile' },
      },
    },
  },
});
