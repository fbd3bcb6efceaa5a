/**
 * A back-office list (the orders, the audit log): one page of rows for the filters in the address. It loads (or
 * fails, with Try again), shows the rows or says none match; new filters or another page load again, and each
 * load first writes the filters and page into the address (syncAddress), so a reload or a shared link shows the
 * same list. Pure logic: the page provides the call and the address.
 */
import { assign, fromPromise, setup } from 'xstate';
import { refusalMessage } from '../contracts/error-code';

/** Filter name -> value, empty ones left out: what the address holds besides the page. */
export type ListFilter = Readonly<Record<string, string>>;

export interface ListPage<Row> {
  rows: Row[];
  /** How many rows match the filter in all. */
  total: number;
  pageSize: number;
}

export interface AdminListContext {
  filter: ListFilter;
  /** From 1. */
  page: number;
  rows: unknown[];
  total: number;
  pageSize: number;
  errorMessage: string | null;
}

export type AdminListEvent = { type: 'list.filter'; filter: ListFilter } | { type: 'list.page'; page: number } | { type: 'list.retry' };

export const LIST_FAILED_MESSAGE = 'The list could not be loaded. Please try again.';

const logic = setup({
  types: {
    context: {} as AdminListContext,
    events: {} as AdminListEvent,
    input: {} as { filter: ListFilter; page: number },
  },
  actors: {
    fetchPage: fromPromise<ListPage<unknown>, { filter: ListFilter; page: number }>(async () => {
      throw new Error('fetchPage is provided by the page');
    }),
  },
  actions: {
    syncAddress: (_, _params: { filter: ListFilter; page: number }) => {
      // Provided by the page: writes the filters and page into the address.
    },
    storePage: assign((_, params: { result: ListPage<unknown> }) => ({ rows: params.result.rows, total: params.result.total, pageSize: params.result.pageSize, errorMessage: null })),
    storeError: assign((_, params: { error: unknown }) => ({ errorMessage: refusalMessage(params.error, LIST_FAILED_MESSAGE) })),
    storeFilter: assign((_, params: { filter: ListFilter }) => ({ filter: params.filter, page: 1 })),
    storePageNumber: assign((_, params: { page: number }) => ({ page: params.page })),
  },
  guards: {
    hasRows: (_, params: { result: ListPage<unknown> }) => params.result.rows.length > 0,
    isOtherPage: ({ context }, params: { page: number }) => params.page >= 1 && params.page !== context.page && (params.page - 1) * context.pageSize < context.total,
  },
});

/** New filters, from any state but loading: the list starts again at its first page. */
const FILTER = {
  target: 'loading',
  actions: { type: 'storeFilter', params: ({ event }: { event: AdminListEvent }) => ({ filter: event.type === 'list.filter' ? event.filter : {} }) },
} as const;

export const adminListMachine = logic.createMachine({
  id: 'adminList',
  context: ({ input }) => ({ filter: input.filter, page: input.page, rows: [], total: 0, pageSize: 25, errorMessage: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: { type: 'syncAddress', params: ({ context }) => ({ filter: context.filter, page: context.page }) },
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => ({ filter: context.filter, page: context.page }),
        onDone: [
          { guard: { type: 'hasRows', params: ({ event }) => ({ result: event.output }) }, target: 'loaded', actions: { type: 'storePage', params: ({ event }) => ({ result: event.output }) } },
          { target: 'empty', actions: { type: 'storePage', params: ({ event }) => ({ result: event.output }) } },
        ],
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loaded: {
      on: {
        'list.filter': FILTER,
        'list.page': {
          guard: { type: 'isOtherPage', params: ({ event }) => ({ page: event.page }) },
          target: 'loading',
          actions: { type: 'storePageNumber', params: ({ event }) => ({ page: event.page }) },
        },
      },
    },
    empty: {
      on: { 'list.filter': FILTER },
    },
    failed: {
      on: { 'list.filter': FILTER, 'list.retry': 'loading' },
    },
  },
});
