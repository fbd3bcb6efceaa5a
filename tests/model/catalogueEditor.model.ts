/**
 * The catalogue editor's paths run against the actor: load and save are provided as requests the path answers, and
 * each state is checked by what the context holds for the page to show (the open form, the error, the saved
 * item). The pages' own rendering is walked in Chromium (e2e/catalogue-last/admin-catalogue.spec.ts). Read by
 * catalogueEditor.test.ts.
 */
import { expect } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import { catalogueEditorMachine, LOAD_FAILED_MESSAGE, SAVE_FAILED_MESSAGE } from '../../machines/catalogueEditor';
import { INIT_EVENT, type ViewModel } from './harness';

const LOAD_DONE = 'xstate.done.actor.load';
const LOAD_ERROR = 'xstate.error.actor.load';
const SAVE_DONE = 'xstate.done.actor.save';
const SAVE_ERROR = 'xstate.error.actor.save';

interface Request {
  input: unknown;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

interface EditorDriver {
  actor: Actor<typeof catalogueEditorMachine> | null;
  loads: Request[];
  saves: Request[];
}

const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

const refused = Object.assign(new Error('Please correct the highlighted fields.'), { code: 'INVALID_INPUT', fieldErrors: { 'prices.0.monthlyAmount': 'The amount must be more than zero.' } });

async function answer(queue: Request[], settleWith: (request: Request) => void): Promise<void> {
  const request = queue.shift();
  if (!request) throw new Error('No request is waiting for an answer');
  settleWith(request);
  await settle();
}

const context = (driver: EditorDriver) => {
  if (!driver.actor) throw new Error('not started');
  return driver.actor.getSnapshot().context;
};

export const catalogueEditorModel: ViewModel<typeof catalogueEditorMachine, EditorDriver> = {
  machine: catalogueEditorMachine,
  input: undefined,
  serializeContext: (ctx) => ({ target: ctx.target, error: ctx.errorMessage, saved: ctx.saved }),
  eventCases: {
    'editor.edit': [{ $name: 'Standard', target: 'standard' }],
    'editor.save': [{ $name: 'new yearly price', values: { monthlyAmount: '6.49' } }],
    [LOAD_DONE]: [{ $name: 'catalogue', output: { packages: ['standard'] } }],
    [LOAD_ERROR]: [{ $name: 'network failure', error: new Error('Failed to fetch') }],
    [SAVE_DONE]: [{ $name: 'saved', output: { packages: ['standard'] } }],
    [SAVE_ERROR]: [
      { $name: 'refused', error: refused },
      { $name: 'network failure', error: new Error('Failed to fetch') },
    ],
  },
  createDriver: () => ({ actor: null, loads: [], saves: [] }),
  dispose: (driver) => driver.actor?.stop(),
  states: {
    loading: async (driver) => {
      expect(driver.loads).toHaveLength(1);
    },
    loadFailed: async (driver) => {
      expect(context(driver).errorMessage).toBe(LOAD_FAILED_MESSAGE);
      expect(driver.loads).toHaveLength(0);
    },
    viewing: async (driver) => {
      expect(context(driver)).toMatchObject({ data: { packages: ['standard'] }, target: null, errorMessage: null, fieldErrors: {} });
    },
    editing: async (driver) => {
      expect(context(driver)).toMatchObject({ target: 'standard', errorMessage: null, fieldErrors: {} });
    },
    saving: async (driver) => {
      expect(driver.saves).toHaveLength(1);
      expect(driver.saves[0]?.input).toEqual({ target: 'standard', values: { monthlyAmount: '6.49' } });
    },
    saved: async (driver) => {
      expect(context(driver)).toMatchObject({ saved: 'standard', target: null, errorMessage: null });
    },
    failed: async (driver) => {
      const { errorMessage, fieldErrors, target } = context(driver);
      // The form stays open on the same item, with the server's words or the general message.
      expect(target).toBe('standard');
      if (errorMessage === SAVE_FAILED_MESSAGE) expect(fieldErrors).toEqual({});
      else expect({ errorMessage, fieldErrors }).toEqual({ errorMessage: refused.message, fieldErrors: refused.fieldErrors });
    },
  },
  events: {
    [INIT_EVENT]: async (driver, _event, run) => {
      const load = fromPromise<unknown>(() => new Promise((resolve, reject) => driver.loads.push({ input: undefined, resolve, reject })));
      const save = fromPromise<unknown, { target: string; values: unknown }>(({ input }) => new Promise((resolve, reject) => driver.saves.push({ input, resolve, reject })));
      driver.actor = createActor(catalogueEditorMachine.provide({ actors: { load, save } }), { inspect: run.inspect }).start();
      await settle();
    },
    'editor.retry': async (driver) => {
      driver.actor?.send({ type: 'editor.retry' });
      await settle();
    },
    'editor.edit': async (driver, event) => {
      driver.actor?.send({ type: 'editor.edit', target: (event as unknown as { target: string }).target });
    },
    'editor.cancel': async (driver) => {
      driver.actor?.send({ type: 'editor.cancel' });
    },
    'editor.save': async (driver, event) => {
      driver.actor?.send({ type: 'editor.save', values: (event as unknown as { values: unknown }).values });
      await settle();
    },
    [LOAD_DONE]: (driver, event) => answer(driver.loads, (request) => request.resolve((event as unknown as { output: unknown }).output)),
    [LOAD_ERROR]: (driver, event) => answer(driver.loads, (request) => request.reject((event as unknown as { error: unknown }).error)),
    [SAVE_DONE]: (driver, event) => answer(driver.saves, (request) => request.resolve((event as unknown as { output: unknown }).output)),
    [SAVE_ERROR]: (driver, event) => answer(driver.saves, (request) => request.reject((event as unknown as { error: unknown }).error)),
  },
};
