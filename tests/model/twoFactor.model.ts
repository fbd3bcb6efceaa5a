/**
 * The twoFactor machine's paths against its actor, with every call held until the path answers it: the status
 * loaded (on or off) or lost to the network (and Try again); turning on (the key fetched or lost, the app's code
 * missing, refused or accepted, the recovery codes shown once and saved); while on, new recovery codes or turning
 * off, each with a missing, refused or accepted code. The Security page that shows it is driven in Chromium by
 * e2e/admin-two-factor.spec.ts. Read by twoFactor.test.ts.
 */
import { expect } from 'vitest';
import { createActor, type AnyActorRef, type EventObject } from 'xstate';
import { CALL_FAILED_MESSAGE, CODE_MISSING_MESSAGE, LOAD_FAILED_MESSAGE, twoFactorMachine, type TwoFactorContext, type TwoFactorEnrolment, type TwoFactorStatus } from '../../machines/twoFactor';
import { INIT_EVENT, type ViewModel } from './harness';
import { HeldActors, settle } from './held-actors';

interface TwoFactorDriver {
  actor: AnyActorRef | null;
  held: HeldActors;
  /** What the page was told each time the status changed. */
  changes: TwoFactorStatus[];
}

const refusal = (code: string, message: string) => Object.assign(new Error(message), { code });
const offline = () => new TypeError('Failed to fetch');

const WRONG = 'That code is not right. Check the time on your phone and try the newest code.';
const OFF: TwoFactorStatus = { enabled: false, required: true, recoveryCodesLeft: 0 };
const ON: TwoFactorStatus = { enabled: true, required: true, recoveryCodesLeft: 7 };
const ENROLMENT: TwoFactorEnrolment = { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Hosting%20Portal:operator?secret=JBSWY3DPEHPK3PXP', qrSize: 21, qrPath: 'M0 0h7v7h-7z' };
const CODES = Array.from({ length: 10 }, (_, index) => `code-${index}`);
const TYPED = '123456';

export const twoFactorModel: ViewModel<typeof twoFactorMachine, TwoFactorDriver> = {
  machine: twoFactorMachine,
  input: undefined,
  eventCases: {
    'twoFactor.confirm': [
      { $name: 'a code', code: TYPED },
      { $name: 'nothing typed', code: '  ' },
    ],
    'twoFactor.newCodes': [
      { $name: 'a code', code: TYPED },
      { $name: 'nothing typed', code: '' },
    ],
    'twoFactor.disable': [
      { $name: 'a code', code: TYPED },
      { $name: 'nothing typed', code: '' },
    ],
    'xstate.done.actor.loadStatus': [
      { $name: 'off', output: OFF },
      { $name: 'on', output: ON },
    ],
    'xstate.error.actor.loadStatus': [{ $name: 'offline', error: offline() }],
    'xstate.done.actor.startEnrolment': [{ $name: 'a key', output: ENROLMENT }],
    'xstate.error.actor.startEnrolment': [{ $name: 'offline', error: offline() }],
    'xstate.done.actor.enable': [{ $name: 'on', output: CODES }],
    'xstate.error.actor.enable': [
      { $name: 'a wrong code', error: refusal('TWO_FACTOR_CODE_INVALID', WRONG) },
      { $name: 'offline', error: offline() },
    ],
    'xstate.done.actor.makeRecoveryCodes': [{ $name: 'new codes', output: CODES }],
    'xstate.error.actor.makeRecoveryCodes': [{ $name: 'a wrong code', error: refusal('TWO_FACTOR_CODE_INVALID', WRONG) }],
    'xstate.done.actor.disable': [{ $name: 'off', output: OFF }],
    'xstate.error.actor.disable': [
      { $name: 'a wrong code', error: refusal('TWO_FACTOR_CODE_INVALID', WRONG) },
      { $name: 'offline', error: offline() },
    ],
  },
  // The status and key follow from the state the path reached; what tells states apart is the messages and codes.
  serializeContext: (context: TwoFactorContext) => ({
    enabled: context.status?.enabled ?? null,
    codes: context.codes !== null,
    load: context.loadError,
    error: context.codeError,
  }),
  createDriver: () => ({ actor: null, held: new HeldActors(), changes: [] }),
  dispose: (driver) => driver.actor?.stop(),
  states: {
    loading: async (driver, snapshot) => {
      expect(driver.held.waitingNames()).toEqual(['loadStatus']);
      expect(snapshot.hasTag('busy')).toBe(true);
    },
    loadFailed: async (driver, snapshot) => {
      expect(driver.held.waitingNames()).toEqual([]);
      expect(snapshot.context.loadError).toBe(LOAD_FAILED_MESSAGE);
    },
    'off.idle': async (driver, snapshot) => {
      expect(driver.held.waitingNames()).toEqual([]);
      expect(snapshot.context).toMatchObject({ status: { enabled: false }, codeError: null, codes: null, enrolment: null });
    },
    'off.starting': async (driver, snapshot) => {
      expect(driver.held.waitingNames()).toEqual(['startEnrolment']);
      expect(snapshot.hasTag('busy')).toBe(true);
    },
    'off.refused': async (driver, snapshot) => {
      expect(driver.held.waitingNames()).toEqual([]);
      expect(snapshot.context.codeError).toBe(CALL_FAILED_MESSAGE);
      expect(snapshot.context.enrolment).toBeNull();
    },
    'enrolling.idle': async (driver, snapshot) => {
      expect(driver.held.waitingNames()).toEqual([]);
      expect(snapshot.context).toMatchObject({ enrolment: ENROLMENT, codeError: null, status: { enabled: false } });
    },
    'enrolling.enabling': async (driver, snapshot) => {
      expect(driver.held.input('enable')).toEqual({ code: TYPED });
      expect(snapshot.hasTag('busy')).toBe(true);
    },
    'enrolling.refused': async (driver, snapshot) => {
      expect(driver.held.waitingNames()).toEqual([]);
      expect([CODE_MISSING_MESSAGE, WRONG, CALL_FAILED_MESSAGE]).toContain(snapshot.context.codeError);
      expect(snapshot.context).toMatchObject({ enrolment: ENROLMENT, status: { enabled: false } });
      expect(driver.changes).toEqual([]);
    },
    codes: async (driver, snapshot) => {
      expect(driver.held.waitingNames()).toEqual([]);
      expect(snapshot.context.codes).toEqual(CODES);
      expect(snapshot.context.status).toMatchObject({ enabled: true, recoveryCodesLeft: CODES.length });
      expect(snapshot.context.codeError).toBeNull();
      // Turning on told the page (the console's sections open); new codes changed nothing it guards.
      if (driver.held.calls.some((call) => call.name === 'enable')) expect(driver.changes.at(-1)).toMatchObject({ enabled: true });
    },
    'on.idle': async (driver, snapshot) => {
      expect(driver.held.waitingNames()).toEqual([]);
      expect(snapshot.context).toMatchObject({ status: { enabled: true }, codeError: null, codes: null });
    },
    'on.makingCodes': async (driver, snapshot) => {
      expect(driver.held.input('makeRecoveryCodes')).toEqual({ code: TYPED });
      expect(snapshot.hasTag('busy')).toBe(true);
    },
    'on.disabling': async (driver, snapshot) => {
      expect(driver.held.input('disable')).toEqual({ code: TYPED });
      expect(snapshot.hasTag('busy')).toBe(true);
    },
    'on.refused': async (driver, snapshot) => {
      expect(driver.held.waitingNames()).toEqual([]);
      expect([CODE_MISSING_MESSAGE, WRONG, CALL_FAILED_MESSAGE]).toContain(snapshot.context.codeError);
      expect(snapshot.context.status?.enabled).toBe(true);
    },
  },
  events: {
    [INIT_EVENT]: async (driver, _event, run) => {
      const logic = twoFactorMachine.provide({
        actors: {
          loadStatus: driver.held.actor<TwoFactorStatus, unknown>('loadStatus'),
          startEnrolment: driver.held.actor<TwoFactorEnrolment, unknown>('startEnrolment'),
          enable: driver.held.actor<string[], { code: string }>('enable'),
          makeRecoveryCodes: driver.held.actor<string[], { code: string }>('makeRecoveryCodes'),
          disable: driver.held.actor<TwoFactorStatus, { code: string }>('disable'),
        },
        actions: { statusChanged: (_, params) => driver.changes.push(params.status) },
      });
      driver.actor = createActor(logic, { inspect: run.inspect }).start();
      await settle();
    },
    ...Object.fromEntries(
      (['twoFactor.retry', 'twoFactor.start', 'twoFactor.confirm', 'twoFactor.newCodes', 'twoFactor.disable', 'twoFactor.saved'] as const).map((type) => [
        type,
        async (driver: TwoFactorDriver, event: EventObject) => {
          driver.actor?.send(event);
          await settle();
        },
      ]),
    ),
    ...Object.fromEntries(
      (['loadStatus', 'startEnrolment', 'enable', 'makeRecoveryCodes', 'disable'] as const).flatMap((name) => [
        [`xstate.done.actor.${name}`, async (driver: TwoFactorDriver, event: EventObject) => driver.held.answer(name, (event as EventObject & { output: unknown }).output)],
        [`xstate.error.actor.${name}`, async (driver: TwoFactorDriver, event: EventObject) => driver.held.fail(name, (event as EventObject & { error: unknown }).error)],
      ]),
    ),
  },
};
