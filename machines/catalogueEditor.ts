/**
 * Editing the catalogue, the vouchers, the VAT rates or the lifecycle settings in the back office: the page's data
 * loads (or fails, with Retry), the operator views it, opens one item's form (a package, a new voucher, a country's new
 * rate, the lifecycle settings), saves and waits, and then sees it saved or the refusal beside the fields (the form
 * stays open with what was typed, to correct and save again). Pure logic: the page provides the two calls (load, save) and what an item is.
 */
import { assign, fromPromise, setup } from 'xstate';
import { fieldErrorsOf, refusalMessage } from '../contracts/error-code';

export interface CatalogueEditorContext<TData = unknown> {
  data: TData | null;
  /** The item whose form is open (a package identifier, 'new' for a new voucher, 'disable:CODE', a country code); null when none. */
  target: string | null;
  /** Why loading or saving failed. */
  errorMessage: string | null;
  /** Field -> message of a refused save. */
  fieldErrors: Record<string, string>;
  /** The item saved last: the page says so. */
  saved: string | null;
}

export type CatalogueEditorEvent =
  | { type: 'editor.retry' }
  | { type: 'editor.edit'; target: string }
  | { type: 'editor.cancel' }
  | { type: 'editor.save'; values: unknown };

export const LOAD_FAILED_MESSAGE = 'The catalogue could not be loaded. Please try again.';
export const SAVE_FAILED_MESSAGE = 'The change could not be saved. Please try again.';

/** A refusal the server coded carries its own words and field messages; a network failure gets the general message. */
function refusal(error: unknown, fallback: string): { errorMessage: string; fieldErrors: Record<string, string> } {
  return { errorMessage: refusalMessage(error, fallback), fieldErrors: fieldErrorsOf(error) };
}

export const catalogueEditorMachine = setup({
  types: {
    context: {} as CatalogueEditorContext,
    events: {} as CatalogueEditorEvent,
  },
  actors: {
    load: fromPromise<unknown>(async () => {
      throw new Error('load is provided by the page');
    }),
    save: fromPromise<unknown, { target: string; values: unknown }>(async () => {
      throw new Error('save is provided by the page');
    }),
  },
  actions: {
    storeData: assign((_, params: { data: unknown }) => ({ data: params.data, errorMessage: null })),
    storeLoadError: assign((_, params: { error: unknown }) => ({ errorMessage: refusal(params.error, LOAD_FAILED_MESSAGE).errorMessage })),
    open: assign({ target: ({ event }) => (event.type === 'editor.edit' ? event.target : null), errorMessage: null, fieldErrors: {}, saved: null }),
    close: assign({ target: null, errorMessage: null, fieldErrors: {} }),
    storeSaved: assign(({ context }, params: { data: unknown }) => ({ data: params.data, saved: context.target, target: null, errorMessage: null, fieldErrors: {} })),
    storeSaveError: assign((_, params: { error: unknown }) => refusal(params.error, SAVE_FAILED_MESSAGE)),
  },
}).createMachine({
  id: 'catalogueEditor',
  context: { data: null, target: null, errorMessage: null, fieldErrors: {}, saved: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'viewing', actions: { type: 'storeData', params: ({ event }) => ({ data: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      on: { 'editor.retry': 'loading' },
    },
    viewing: {
      on: { 'editor.edit': { target: 'editing', actions: 'open' } },
    },
    editing: {
      on: {
        'editor.save': 'saving',
        'editor.cancel': { target: 'viewing', actions: 'close' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context, event }) => ({ target: context.target ?? '', values: event.type === 'editor.save' ? event.values : null }),
        onDone: { target: 'saved', actions: { type: 'storeSaved', params: ({ event }) => ({ data: event.output }) } },
        onError: { target: 'failed', actions: { type: 'storeSaveError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    saved: {
      on: { 'editor.edit': { target: 'editing', actions: 'open' } },
    },
    failed: {
      on: {
        'editor.save': 'saving',
        'editor.cancel': { target: 'viewing', actions: 'close' },
      },
    },
  },
});
