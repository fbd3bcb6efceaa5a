/**
 * The serviceChange machine's paths against its actor, with the change held until the path answers it: an extension
 * or an end asked in the dialog, done (the row as the server left it, a notice), refused at the field, refused by the
 * service's lifecycle (ended already) or lost to the network, sent again or cancelled. The Services page that shows
 * it is driven in Chromium by e2e/admin-services.spec.ts. Read by serviceChange.test.ts.
 */
import { expect } from 'vitest';
import { createActor, type AnyActorRef, type EventObject } from 'xstate';
import { CHANGE_FAILED_MESSAGE, serviceChangeMachine, type ChangedService, type ServiceChangeContext, type ServiceChangeRequest } from '../../machines/serviceChange';
import { INIT_EVENT, type ViewModel } from './harness';
import { HeldActors, settle } from './held-actors';

interface ChangeDriver {
  actor: AnyActorRef | null;
  held: HeldActors;
}

const refusal = (code: string, message: string, fieldErrors?: Record<string, string>) => Object.assign(new Error(message), { code }, fieldErrors ? { fieldErrors } : {});
const EARLY = 'Choose a day after today (2026-11-27).';
const RELEASED = 'This domain was released: nothing changes it any more. A new order registers it again.';
const EXTENDED: ChangedService = { id: 'service-1', kind: 'package', status: 'active', paidUntil: '2027-01-31T00:00:00.000Z' };
const ENDED: ChangedService = { id: 'service-2', kind: 'domain', status: 'released', paidUntil: '2026-12-05T00:00:00.000Z' };
/** What the server answers the change held: the service as it left it. */
const answerTo = (request: ServiceChangeRequest) => (request.change === 'extend' ? EXTENDED : ENDED);

export const serviceChangeModel: ViewModel<typeof serviceChangeMachine, ChangeDriver> = {
  machine: serviceChangeMachine,
  input: undefined,
  eventCases: {
    'service.ask': [
      { $name: 'extend', id: 'service-1', change: 'extend', name: 'Package Mini of demo-blog' },
      { $name: 'end', id: 'service-2', change: 'end', name: 'Domain let-go.test' },
    ],
    'service.submit': [{ $name: 'typed', paidUntil: '2027-01-31', reason: 'Goodwill' }],
    // The graph is walked with one answer; the live server answers what was asked (answerTo).
    'xstate.done.actor.changeService': [{ $name: 'changed', output: EXTENDED }],
    'xstate.error.actor.changeService': [
      { $name: 'too early', error: refusal('INVALID_INPUT', EARLY, { paidUntil: EARLY }) },
      { $name: 'released already', error: refusal('SERVICE_UNCHANGED', RELEASED) },
      { $name: 'offline', error: new TypeError('Failed to fetch') },
    ],
  },
  // The rows changed follow from the state the path reached; what tells states apart is the target and the messages.
  serializeContext: (context: ServiceChangeContext) => ({
    target: context.target && `${context.target.change}:${context.target.id}`,
    changed: Object.keys(context.changed).sort(),
    notice: context.notice !== null,
    error: context.errorMessage,
    fields: Object.keys(context.fieldErrors).sort(),
  }),
  createDriver: () => ({ actor: null, held: new HeldActors() }),
  dispose: (driver) => driver.actor?.stop(),
  states: {
    idle: async (driver, snapshot) => {
      expect(driver.held.waitingNames()).toEqual([]);
      expect(snapshot.hasTag('dialog')).toBe(false);
      expect(snapshot.context).toMatchObject({ target: null, errorMessage: null, fieldErrors: {} });
    },
    asking: async (driver, snapshot) => {
      expect(driver.held.waitingNames()).toEqual([]);
      expect(snapshot.hasTag('dialog')).toBe(true);
      expect(snapshot.context.target).not.toBeNull();
      expect(snapshot.context).toMatchObject({ notice: null, errorMessage: null, fieldErrors: {} });
    },
    changing: async (driver, snapshot) => {
      const target = snapshot.context.target;
      expect(driver.held.input('changeService')).toEqual({ serviceId: target?.id, change: target?.change, paidUntil: '2027-01-31', reason: 'Goodwill' });
      expect(snapshot.hasTag('dialog') && snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.context).toMatchObject({ errorMessage: null, fieldErrors: {} });
    },
    changed: async (driver, snapshot) => {
      expect(driver.held.waitingNames()).toEqual([]);
      expect(snapshot.hasTag('dialog')).toBe(false);
      expect(snapshot.context.target).toBeNull();
      const notice = snapshot.context.notice;
      expect(['Extended: Package Mini of demo-blog is paid until 2027-01-31.', 'Ended: Domain let-go.test is now "Released".']).toContain(notice);
      const changed = notice?.startsWith('Extended') ? EXTENDED : ENDED;
      expect(snapshot.context.changed[changed.id]).toEqual(changed);
    },
    refused: async (driver, snapshot) => {
      expect(driver.held.waitingNames()).toEqual([]);
      expect(snapshot.hasTag('dialog')).toBe(true);
      expect(snapshot.context.target).not.toBeNull();
      const { errorMessage, fieldErrors } = snapshot.context;
      expect([[EARLY, { paidUntil: EARLY }], [RELEASED, {}], [CHANGE_FAILED_MESSAGE, {}]]).toContainEqual([errorMessage, fieldErrors]);
    },
  },
  events: {
    [INIT_EVENT]: async (driver, _event, run) => {
      const logic = serviceChangeMachine.provide({ actors: { changeService: driver.held.actor<ChangedService, ServiceChangeRequest>('changeService') } });
      driver.actor = createActor(logic, { inspect: run.inspect }).start();
      await settle();
    },
    'service.ask': async (driver, event) => {
      driver.actor?.send(event);
      await settle();
    },
    'service.submit': async (driver, event) => {
      driver.actor?.send(event);
      await settle();
    },
    'service.cancel': async (driver, event) => {
      driver.actor?.send(event);
      await settle();
    },
    'xstate.done.actor.changeService': (driver) => driver.held.answer('changeService', answerTo(driver.held.input('changeService') as ServiceChangeRequest)),
    'xstate.error.actor.changeService': (driver, event) => driver.held.fail('changeService', (event as EventObject & { error: unknown }).error),
  },
};
