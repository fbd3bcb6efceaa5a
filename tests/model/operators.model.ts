/**
 * The operators machine's paths against its actor, with every call held until the path answers it: the list loaded
 * or lost to the network (and Try again), an invitation sent, refused at the e-mail field or lost to the network,
 * and a change confirmed in the dialog: done, refused by the server (the last enabled operator) or lost, tried
 * again or cancelled. The Operators page that shows it is driven in Chromium by e2e/admin-operators.spec.ts. Read
 * by operators.test.ts.
 */
import { expect } from 'vitest';
import { createActor, type AnyActorRef, type EventObject } from 'xstate';
import { CHANGE_FAILED_MESSAGE, INVITE_FAILED_MESSAGE, LOAD_FAILED_MESSAGE, operatorsMachine, type ListedOperator, type OperatorChange, type OperatorsContext } from '../../machines/operators';
import { INIT_EVENT, type ViewModel } from './harness';
import { HeldActors, settle } from './held-actors';

interface OperatorsDriver {
  actor: AnyActorRef | null;
  held: HeldActors;
}

const refusal = (code: string, message: string, fieldErrors?: Record<string, string>) => Object.assign(new Error(message), { code }, fieldErrors ? { fieldErrors } : {});
const offline = () => new TypeError('Failed to fetch');

const YOU: ListedOperator = { email: 'operator@hosting-portal.test', enabled: true, createdAt: '2026-11-01T09:00:00.000Z', isYou: true };
const OTHER: ListedOperator = { email: 'other@example.com', enabled: true, createdAt: '2026-11-02T09:00:00.000Z', isYou: false };
const NEW = 'new@example.com';
const EXISTS = `${YOU.email} is already an operator. A forgotten password is reset with Forgot password on the sign-in form.`;
const INVITED: ListedOperator = { email: NEW, enabled: true, createdAt: '2026-11-24T09:00:00.000Z', isYou: false };
const DISABLED: ListedOperator = { ...OTHER, enabled: false };
const LAST = `${OTHER.email} is the last enabled operator: nobody could sign in to the back office then. Make or enable another operator first.`;

export const operatorsModel: ViewModel<typeof operatorsMachine, OperatorsDriver> = {
  machine: operatorsMachine,
  input: undefined,
  eventCases: {
    'operators.invite': [{ $name: 'new', email: NEW }],
    'operators.ask': [{ $name: 'disable other', email: OTHER.email, enabled: false }],
    'xstate.done.actor.loadOperators': [{ $name: 'loaded', output: [YOU, OTHER] }],
    'xstate.error.actor.loadOperators': [{ $name: 'offline', error: offline() }],
    'xstate.done.actor.inviteOperator': [{ $name: 'invited', output: INVITED }],
    'xstate.error.actor.inviteOperator': [
      { $name: 'an operator already', error: refusal('OPERATOR_EXISTS', EXISTS, { email: EXISTS }) },
      { $name: 'offline', error: offline() },
    ],
    'xstate.done.actor.setOperatorEnabled': [{ $name: 'changed', output: DISABLED }],
    'xstate.error.actor.setOperatorEnabled': [
      { $name: 'the last operator', error: refusal('LAST_OPERATOR', LAST) },
      { $name: 'offline', error: offline() },
    ],
  },
  // The operators listed follow from the state the path reached; what tells states apart is the messages.
  serializeContext: (context: OperatorsContext) => ({
    invitee: context.invitee,
    fieldError: context.fieldError,
    change: context.change,
    error: context.errorMessage,
    notice: context.notice !== null,
    load: context.loadError,
  }),
  createDriver: () => ({ actor: null, held: new HeldActors() }),
  dispose: (driver) => driver.actor?.stop(),
  states: {
    loading: async (driver) => {
      expect(driver.held.waitingNames()).toEqual(['loadOperators']);
    },
    loadFailed: async (driver, snapshot) => {
      expect(driver.held.waitingNames()).toEqual([]);
      expect(snapshot.context.loadError).toBe(LOAD_FAILED_MESSAGE);
    },
    'ready.idle': async (driver, snapshot) => {
      expect(driver.held.waitingNames()).toEqual([]);
      expect(snapshot.context).toMatchObject({ change: null, errorMessage: null, fieldError: null });
      expect(snapshot.context.operators.map((row) => row.email)).toEqual(expect.arrayContaining([YOU.email, OTHER.email]));
    },
    'ready.inviting': async (driver, snapshot) => {
      expect(driver.held.input('inviteOperator')).toEqual({ email: NEW });
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.context).toMatchObject({ fieldError: null, errorMessage: null, notice: null });
    },
    'ready.invited': async (driver, snapshot) => {
      expect(driver.held.waitingNames()).toEqual([]);
      expect(snapshot.context.notice).toBe(`Invited ${NEW}: they get an e-mail with a link to set their password, valid for an hour.`);
      expect(snapshot.context.operators.at(-1)).toMatchObject({ email: NEW, enabled: true, isYou: false });
    },
    'ready.inviteRefused': async (driver, snapshot) => {
      expect(driver.held.waitingNames()).toEqual([]);
      const { fieldError, errorMessage } = snapshot.context;
      expect([fieldError, errorMessage]).toEqual(fieldError === null ? [null, INVITE_FAILED_MESSAGE] : [EXISTS, null]);
      expect(snapshot.context.operators.map((row) => row.email)).not.toContain(NEW);
    },
    'ready.confirming': async (driver, snapshot) => {
      expect(driver.held.waitingNames()).toEqual([]);
      expect(snapshot.hasTag('dialog')).toBe(true);
      expect(snapshot.context).toMatchObject({ change: { email: OTHER.email, enabled: false }, errorMessage: null, notice: null });
    },
    'ready.changing': async (driver, snapshot) => {
      expect(driver.held.input('setOperatorEnabled')).toEqual({ email: OTHER.email, enabled: false } satisfies OperatorChange);
      expect(snapshot.hasTag('dialog') && snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.context.errorMessage).toBeNull();
    },
    'ready.changed': async (driver, snapshot) => {
      expect(driver.held.waitingNames()).toEqual([]);
      expect(snapshot.hasTag('dialog')).toBe(false);
      expect(snapshot.context.notice).toBe(`Disabled ${OTHER.email}: their sessions ended and they can no longer sign in.`);
      expect(snapshot.context.operators.find((row) => row.email === OTHER.email)?.enabled).toBe(false);
      expect(snapshot.context.change).toBeNull();
    },
    'ready.changeRefused': async (driver, snapshot) => {
      expect(driver.held.waitingNames()).toEqual([]);
      expect(snapshot.hasTag('dialog')).toBe(true);
      expect([LAST, CHANGE_FAILED_MESSAGE]).toContain(snapshot.context.errorMessage);
      expect(snapshot.context.operators.find((row) => row.email === OTHER.email)?.enabled).toBe(true);
    },
  },
  events: {
    [INIT_EVENT]: async (driver, _event, run) => {
      const logic = operatorsMachine.provide({
        actors: {
          loadOperators: driver.held.actor<ListedOperator[], unknown>('loadOperators'),
          inviteOperator: driver.held.actor<ListedOperator, { email: string }>('inviteOperator'),
          setOperatorEnabled: driver.held.actor<ListedOperator, OperatorChange>('setOperatorEnabled'),
        },
      });
      driver.actor = createActor(logic, { inspect: run.inspect }).start();
      await settle();
    },
    'operators.retry': async (driver, event) => {
      driver.actor?.send(event);
      await settle();
    },
    'operators.invite': async (driver, event) => {
      driver.actor?.send(event);
      await settle();
    },
    'operators.ask': async (driver, event) => {
      driver.actor?.send(event);
      await settle();
    },
    'operators.confirm': async (driver, event) => {
      driver.actor?.send(event);
      await settle();
    },
    'operators.cancel': async (driver, event) => {
      driver.actor?.send(event);
      await settle();
    },
    'xstate.done.actor.loadOperators': (driver, event) => driver.held.answer('loadOperators', (event as EventObject & { output: unknown }).output),
    'xstate.error.actor.loadOperators': (driver, event) => driver.held.fail('loadOperators', (event as EventObject & { error: unknown }).error),
    'xstate.done.actor.inviteOperator': (driver, event) => driver.held.answer('inviteOperator', (event as EventObject & { output: unknown }).output),
    'xstate.error.actor.inviteOperator': (driver, event) => driver.held.fail('inviteOperator', (event as EventObject & { error: unknown }).error),
    'xstate.done.actor.setOperatorEnabled': (driver, event) => driver.held.answer('setOperatorEnabled', (event as EventObject & { output: unknown }).output),
    'xstate.error.actor.setOperatorEnabled': (driver, event) => driver.held.fail('setOperatorEnabled', (event as EventObject & { error: unknown }).error),
  },
};
