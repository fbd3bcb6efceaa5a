/**
 * The orderStatus machine's paths against its actor: every change of an order's status the billing rules allow,
 * and in each state which changes they refuse. The lifecycle module that asks the machine on every write is tested
 * against the database by tests/api/order-lifecycle.test.ts. Read by orderStatus.test.ts.
 */
import { expect } from 'vitest';
import { createActor, type AnyActorRef, type EventObject } from 'xstate';
import { orderStatusMachine } from '../../machines/orderStatus';
import { INIT_EVENT, type ViewModel } from './harness';

interface StatusDriver {
  actor: AnyActorRef | null;
}

const CHANGES = [
  { type: 'order.finish' },
  { type: 'order.delete' },
  { type: 'order.pay', byOperator: false },
  { type: 'order.pay', byOperator: true },
  { type: 'order.expire' },
  { type: 'order.cancel' },
] as const;

/** The changes the machine allows from a state, named as the lifecycle's callers send them. */
function allowed(snapshot: { can(event: (typeof CHANGES)[number]): boolean }): string[] {
  return CHANGES.filter((event) => snapshot.can(event)).map((event) => (event.type === 'order.pay' ? `${event.type}${event.byOperator ? ' by operator' : ''}` : event.type));
}

export const orderStatusModel: ViewModel<typeof orderStatusMachine, StatusDriver> = {
  machine: orderStatusMachine,
  input: undefined,
  strategy: 'simple',
  eventCases: {
    'order.pay': [
      { $name: 'by provider', byOperator: false },
      { $name: 'by operator', byOperator: true },
    ],
  },
  createDriver: () => ({ actor: null }),
  dispose: (driver) => driver.actor?.stop(),
  states: {
    draft: async (_driver, snapshot) => expect(allowed(snapshot)).toEqual(['order.finish', 'order.delete']),
    awaitingPayment: async (_driver, snapshot) => {
      expect(allowed(snapshot)).toEqual(['order.pay', 'order.pay by operator', 'order.expire', 'order.cancel']);
      expect(snapshot.hasTag('payable')).toBe(true);
    },
    expired: async (_driver, snapshot) => {
      expect(allowed(snapshot)).toEqual(['order.pay by operator', 'order.cancel']);
      expect(snapshot.hasTag('payable')).toBe(false);
    },
    paid: async (_driver, snapshot) => expect([allowed(snapshot), snapshot.status]).toEqual([[], 'done']),
    cancelled: async (_driver, snapshot) => expect([allowed(snapshot), snapshot.status]).toEqual([[], 'done']),
    deleted: async (_driver, snapshot) => expect([allowed(snapshot), snapshot.status]).toEqual([[], 'done']),
  },
  events: {
    [INIT_EVENT]: async (driver, _event, run) => {
      driver.actor = createActor(orderStatusMachine, { inspect: run.inspect }).start();
    },
    'order.finish': async (driver, event) => driver.actor?.send(event),
    'order.delete': async (driver, event) => driver.actor?.send(event),
    'order.pay': async (driver, event: EventObject) => driver.actor?.send(event),
    'order.expire': async (driver, event) => driver.actor?.send(event),
    'order.cancel': async (driver, event) => driver.actor?.send(event),
  },
};
