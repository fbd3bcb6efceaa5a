/**
 * The packageDowngrade machine's paths against its actor, with each call held until the path answers it: the dialog
 * opened for a website, a smaller package confirmed (chosen), refused by the server (not smaller, say) or lost to the
 * network with the dialog kept, closed; a choice cancelled, or the cancelling refused. My services, which shows it, is
 * driven in Chromium by e2e/package-downgrade.spec.ts. Read by packageDowngrade.test.ts.
 */
import { expect } from 'vitest';
import { createActor, type AnyActorRef, type EventObject } from 'xstate';
import { CANCEL_FAILED_MESSAGE, CHOOSE_FAILED_MESSAGE, packageDowngradeMachine, type NextPackage, type PackageDowngradeContext } from '../../machines/packageDowngrade';
import { INIT_EVENT, type ViewModel } from './harness';
import { HeldActors, settle } from './held-actors';

interface DowngradeDriver {
  actor: AnyActorRef | null;
  held: HeldActors;
}

const refusal = (code: string, message: string) => Object.assign(new Error(message), { code });
const NOT_SMALLER = 'This package is not smaller than the current one: to move up, upgrade from the price list now.';
const NONE = 'No smaller package is chosen for this website.';
const MINI: NextPackage = { identifier: 'mini', name: 'Mini', startsAt: '2027-06-01T03:00:00.000Z', warning: 'Your website has an e-shop; Mini has no e-shop.', paid: false };
const WEBSITE = 'demo-blog';

export const packageDowngradeModel: ViewModel<typeof packageDowngradeMachine, DowngradeDriver> = {
  machine: packageDowngradeMachine,
  input: undefined,
  eventCases: {
    'downgrade.open': [{ $name: 'a website', website: WEBSITE }],
    'downgrade.confirm': [{ $name: 'mini', packageIdentifier: 'mini' }],
    'downgrade.cancel': [{ $name: 'a website', website: WEBSITE }],
    'xstate.done.actor.chooseDowngrade': [{ $name: 'chosen', output: MINI }],
    'xstate.error.actor.chooseDowngrade': [
      { $name: 'not smaller', error: refusal('NOT_SMALLER', NOT_SMALLER) },
      { $name: 'offline', error: new TypeError('Failed to fetch') },
    ],
    'xstate.done.actor.cancelDowngrade': [{ $name: 'cancelled', output: undefined }],
    'xstate.error.actor.cancelDowngrade': [
      { $name: 'none chosen', error: refusal('NO_DOWNGRADE', NONE) },
      { $name: 'offline', error: new TypeError('Failed to fetch') },
    ],
  },
  serializeContext: (context: PackageDowngradeContext) => ({ website: context.website, changed: context.changed[WEBSITE]?.identifier ?? (WEBSITE in context.changed ? 'none' : 'unchanged'), error: context.errorMessage }),
  createDriver: () => ({ actor: null, held: new HeldActors() }),
  dispose: (driver) => driver.actor?.stop(),
  states: {
    idle: async (driver, snapshot) => {
      expect(driver.held.waitingNames()).toEqual([]);
      expect(snapshot.hasTag('dialog')).toBe(false);
      expect(snapshot.context.errorMessage).toBeNull();
    },
    asking: async (driver, snapshot) => {
      expect(driver.held.waitingNames()).toEqual([]);
      expect(snapshot.hasTag('dialog')).toBe(true);
      expect(snapshot.context).toMatchObject({ website: WEBSITE, errorMessage: null });
    },
    choosing: async (driver, snapshot) => {
      expect(driver.held.input('chooseDowngrade')).toEqual({ website: WEBSITE, packageIdentifier: 'mini' });
      expect(snapshot.hasTag('dialog') && snapshot.hasTag('busy')).toBe(true);
    },
    refused: async (driver, snapshot) => {
      expect(driver.held.waitingNames()).toEqual([]);
      expect(snapshot.hasTag('dialog')).toBe(true);
      expect([NOT_SMALLER, CHOOSE_FAILED_MESSAGE]).toContain(snapshot.context.errorMessage);
    },
    chosen: async (driver, snapshot) => {
      expect(driver.held.waitingNames()).toEqual([]);
      expect(snapshot.hasTag('dialog')).toBe(false);
      expect(snapshot.context.changed[WEBSITE]).toEqual(MINI);
    },
    cancelling: async (driver, snapshot) => {
      expect(driver.held.input('cancelDowngrade')).toEqual({ website: WEBSITE });
      expect(snapshot.hasTag('busy')).toBe(true);
    },
    cancelled: async (driver, snapshot) => {
      expect(driver.held.waitingNames()).toEqual([]);
      expect(snapshot.context.changed[WEBSITE]).toBeNull();
      expect(snapshot.context.errorMessage).toBeNull();
    },
    cancelFailed: async (driver, snapshot) => {
      expect(driver.held.waitingNames()).toEqual([]);
      expect([NONE, CANCEL_FAILED_MESSAGE]).toContain(snapshot.context.errorMessage);
    },
  },
  events: {
    [INIT_EVENT]: async (driver, _event, run) => {
      const logic = packageDowngradeMachine.provide({
        actors: {
          chooseDowngrade: driver.held.actor<NextPackage, { website: string; packageIdentifier: string }>('chooseDowngrade'),
          cancelDowngrade: driver.held.actor<void, { website: string }>('cancelDowngrade'),
        },
      });
      driver.actor = createActor(logic, { inspect: run.inspect }).start();
      await settle();
    },
    'downgrade.open': async (driver, event) => {
      driver.actor?.send(event);
      await settle();
    },
    'downgrade.confirm': async (driver, event) => {
      driver.actor?.send(event);
      await settle();
    },
    'downgrade.close': async (driver, event) => {
      driver.actor?.send(event);
      await settle();
    },
    'downgrade.cancel': async (driver, event) => {
      driver.actor?.send(event);
      await settle();
    },
    'xstate.done.actor.chooseDowngrade': (driver) => driver.held.answer('chooseDowngrade', MINI),
    'xstate.error.actor.chooseDowngrade': (driver, event) => driver.held.fail('chooseDowngrade', (event as EventObject & { error: unknown }).error),
    'xstate.done.actor.cancelDowngrade': (driver) => driver.held.answer('cancelDowngrade', undefined),
    'xstate.error.actor.cancelDowngrade': (driver, event) => driver.held.fail('cancelDowngrade', (event as EventObject & { error: unknown }).error),
  },
};
