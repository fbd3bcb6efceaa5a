/**
 * The mailResend machine's paths against its actor, with the resend call held until the path answers it: resent,
 * refused by the server (sent already, resent by another operator) or lost to the network, and resending again.
 * The E-mail page that shows it is driven in Chromium by e2e/admin-mail.spec.ts. Read by mailResend.test.ts.
 */
import { expect } from 'vitest';
import { createActor, type AnyActorRef, type EventObject } from 'xstate';
import { mailResendMachine, RESEND_FAILED_MESSAGE, type MailResendContext } from '../../machines/mailResend';
import { INIT_EVENT, type ViewModel } from './harness';
import { HeldActors, settle } from './held-actors';

interface ResendDriver {
  actor: AnyActorRef | null;
  held: HeldActors;
}

const refusal = (code: string, message: string) => Object.assign(new Error(message), { code });
const TAKEN = 'This message is already waiting to be sent (perhaps resent by another operator): there is nothing to resend.';

export const mailResendModel: ViewModel<typeof mailResendMachine, ResendDriver> = {
  machine: mailResendMachine,
  input: undefined,
  eventCases: {
    'mail.resend': [
      { $name: 'first', id: 'message-1', recipient: 'gone@example.test' },
      { $name: 'second', id: 'message-2', recipient: 'other@example.test' },
    ],
    'xstate.done.actor.resendMail': [{ $name: 'resent' }],
    'xstate.error.actor.resendMail': [
      { $name: 'resent by another', error: refusal('MAIL_NOT_FAILED', TAKEN) },
      { $name: 'offline', error: new TypeError('Failed to fetch') },
    ],
  },
  serializeContext: (context: MailResendContext) => ({ target: context.target?.id ?? null, resent: [...context.resentIds].sort(), notice: context.notice !== null, error: context.errorMessage }),
  createDriver: () => ({ actor: null, held: new HeldActors() }),
  dispose: (driver) => driver.actor?.stop(),
  states: {
    idle: async (driver, snapshot) => {
      expect(driver.held.waitingNames()).toEqual([]);
      expect(snapshot.context).toEqual({ target: null, resentIds: [], notice: null, errorMessage: null });
    },
    resending: async (driver, snapshot) => {
      expect(driver.held.input('resendMail')).toEqual({ id: snapshot.context.target?.id });
      expect(snapshot.context).toMatchObject({ notice: null, errorMessage: null });
    },
    resent: async (driver, snapshot) => {
      expect(driver.held.waitingNames()).toEqual([]);
      expect(snapshot.context.notice).toBe(`The message to ${snapshot.context.target?.recipient} is back in the queue: it is sent in a moment.`);
      expect(snapshot.context.resentIds).toContain(snapshot.context.target?.id);
    },
    refused: async (driver, snapshot) => {
      expect(driver.held.waitingNames()).toEqual([]);
      expect([TAKEN, RESEND_FAILED_MESSAGE]).toContain(snapshot.context.errorMessage);
      expect(snapshot.context.notice).toBeNull();
    },
  },
  events: {
    [INIT_EVENT]: async (driver, _event, run) => {
      const logic = mailResendMachine.provide({ actors: { resendMail: driver.held.actor<void, { id: string }>('resendMail') } });
      driver.actor = createActor(logic, { inspect: run.inspect }).start();
      await settle();
    },
    'mail.resend': async (driver, event) => {
      driver.actor?.send(event);
      await settle();
    },
    'xstate.done.actor.resendMail': (driver) => driver.held.answer('resendMail', undefined),
    'xstate.error.actor.resendMail': (driver, event) => driver.held.fail('resendMail', (event as EventObject & { error: unknown }).error),
  },
};
