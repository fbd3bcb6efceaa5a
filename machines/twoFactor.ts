/**
 * The back office's Security page: the signed-in operator's two-factor sign-in. The status loads (or fails, with Try
 * again). While it is off, turning it on fetches a new key (QR code and text), and the app's code confirms it; the
 * ten recovery codes are then shown once, until the operator says they are saved. While it is on, a current code
 * makes new recovery codes or turns it off. A missing code is refused before any call; the server's refusal (a wrong
 * or replayed code) or a lost network stays on the same step with the message at the code field. One call at a
 * time. Pure logic: the page provides the five calls and what to do when the status changes (`statusChanged`).
 */
import { assign, fromPromise, setup } from 'xstate';
import { refusalMessage } from '../contracts/error-code';

/** The operator's two-factor sign-in as the server reports it. */
export interface TwoFactorStatus {
  enabled: boolean;
  /** The portal requires it of operators (OPERATOR_2FA=required). */
  required: boolean;
  recoveryCodesLeft: number;
}

/** A new key for the authenticator app, not on until a code confirms it. */
export interface TwoFactorEnrolment {
  secret: string;
  uri: string;
  qrSize: number;
  qrPath: string;
}

export interface TwoFactorContext {
  status: TwoFactorStatus | null;
  enrolment: TwoFactorEnrolment | null;
  /** The recovery codes, while they are shown (once). */
  codes: string[] | null;
  /** Why the status could not be loaded. */
  loadError: string | null;
  /** The message for the code field (or, before enrolment, for the page). */
  codeError: string | null;
}

export type TwoFactorEvent =
  | { type: 'twoFactor.retry' }
  | { type: 'twoFactor.start' }
  | { type: 'twoFactor.confirm'; code: string }
  | { type: 'twoFactor.newCodes'; code: string }
  | { type: 'twoFactor.disable'; code: string }
  | { type: 'twoFactor.saved' };

export const LOAD_FAILED_MESSAGE = 'The server could not answer. Please try again.';
export const CALL_FAILED_MESSAGE = 'The server could not answer. Please try again.';
export const CODE_MISSING_MESSAGE = 'Please enter the 6-digit code from your authenticator app.';

const typedCode = (event: TwoFactorEvent) => ('code' in event ? event.code.trim() : '');
/** A code-carrying event with nothing typed: refused at the field, no call made. */
const CODE_MISSING = { guard: 'codeMissing', target: 'refused', actions: 'noteCodeMissing' } as const;

/** Enrolment's waiting steps: the app's code turns it on. */
const ENABLE = [CODE_MISSING, { target: 'enabling' }] as const;
/** While it is on, the waiting steps: a current code makes new recovery codes or turns it off. */
const ON_ACCEPTS = {
  'twoFactor.newCodes': [CODE_MISSING, { target: 'makingCodes' }],
  'twoFactor.disable': [CODE_MISSING, { target: 'disabling' }],
} as const;

export const twoFactorMachine = setup({
  types: {
    context: {} as TwoFactorContext,
    events: {} as TwoFactorEvent,
  },
  actors: {
    loadStatus: fromPromise<TwoFactorStatus>(async () => {
      throw new Error('loadStatus is provided by the page');
    }),
    startEnrolment: fromPromise<TwoFactorEnrolment>(async () => {
      throw new Error('startEnrolment is provided by the page');
    }),
    enable: fromPromise<string[], { code: string }>(async () => {
      throw new Error('enable is provided by the page');
    }),
    makeRecoveryCodes: fromPromise<string[], { code: string }>(async () => {
      throw new Error('makeRecoveryCodes is provided by the page');
    }),
    disable: fromPromise<TwoFactorStatus, { code: string }>(async () => {
      throw new Error('disable is provided by the page');
    }),
  },
  guards: {
    codeMissing: ({ event }) => typedCode(event) === '',
  },
  actions: {
    /** Tells the console's shell (which guards the sections under OPERATOR_2FA=required); the page provides it. */
    statusChanged: (_, _params: { status: TwoFactorStatus }) => {},
    storeStatus: assign((_, params: { status: TwoFactorStatus }) => ({ status: params.status, loadError: null, codeError: null, enrolment: null, codes: null })),
    storeLoadError: assign((_, params: { error: unknown }) => ({ loadError: refusalMessage(params.error, LOAD_FAILED_MESSAGE) })),
    storeEnrolment: assign((_, params: { enrolment: TwoFactorEnrolment }) => ({ enrolment: params.enrolment, codeError: null })),
    storeEnabled: assign(({ context }, params: { codes: string[] }) => ({
      status: { required: context.status?.required ?? false, enabled: true, recoveryCodesLeft: params.codes.length },
      codes: params.codes,
      enrolment: null,
      codeError: null,
    })),
    storeNewCodes: assign(({ context }, params: { codes: string[] }) => ({
      status: context.status && { ...context.status, recoveryCodesLeft: params.codes.length },
      codes: params.codes,
      codeError: null,
    })),
    storeCallError: assign((_, params: { error: unknown }) => ({ codeError: refusalMessage(params.error, CALL_FAILED_MESSAGE) })),
    noteCodeMissing: assign({ codeError: CODE_MISSING_MESSAGE }),
    forgetCodes: assign({ codes: null, codeError: null }),
  },
}).createMachine({
  id: 'twoFactor',
  context: { status: null, enrolment: null, codes: null, loadError: null, codeError: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: [
          { guard: ({ event }) => event.output.enabled, target: 'on', actions: { type: 'storeStatus', params: ({ event }) => ({ status: event.output }) } },
          { target: 'off', actions: { type: 'storeStatus', params: ({ event }) => ({ status: event.output }) } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      on: { 'twoFactor.retry': 'loading' },
    },
    off: {
      initial: 'idle',
      states: {
        idle: { on: { 'twoFactor.start': 'starting' } },
        starting: {
          tags: ['busy'],
          invoke: {
            id: 'startEnrolment',
            src: 'startEnrolment',
            onDone: { target: '#twoFactor.enrolling', actions: { type: 'storeEnrolment', params: ({ event }) => ({ enrolment: event.output }) } },
            onError: { target: 'refused', actions: { type: 'storeCallError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        refused: { on: { 'twoFactor.start': 'starting' } },
      },
    },
    enrolling: {
      initial: 'idle',
      states: {
        idle: { on: { 'twoFactor.confirm': ENABLE } },
        enabling: {
          tags: ['busy'],
          invoke: {
            id: 'enable',
            src: 'enable',
            input: ({ event }) => ({ code: typedCode(event) }),
            onDone: {
              target: '#twoFactor.codes',
              actions: [{ type: 'storeEnabled', params: ({ event }) => ({ codes: event.output }) }, { type: 'statusChanged', params: ({ context }) => ({ status: context.status! }) }],
            },
            onError: { target: 'refused', actions: { type: 'storeCallError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        refused: { on: { 'twoFactor.confirm': ENABLE } },
      },
    },
    codes: {
      on: { 'twoFactor.saved': { target: 'on', actions: 'forgetCodes' } },
    },
    on: {
      initial: 'idle',
      states: {
        idle: { on: ON_ACCEPTS },
        makingCodes: {
          tags: ['busy'],
          invoke: {
            id: 'makeRecoveryCodes',
            src: 'makeRecoveryCodes',
            input: ({ event }) => ({ code: typedCode(event) }),
            onDone: { target: '#twoFactor.codes', actions: { type: 'storeNewCodes', params: ({ event }) => ({ codes: event.output }) } },
            onError: { target: 'refused', actions: { type: 'storeCallError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        disabling: {
          tags: ['busy'],
          invoke: {
            id: 'disable',
            src: 'disable',
            input: ({ event }) => ({ code: typedCode(event) }),
            onDone: {
              target: '#twoFactor.off',
              actions: [{ type: 'storeStatus', params: ({ event }) => ({ status: event.output }) }, { type: 'statusChanged', params: ({ event }) => ({ status: event.output }) }],
            },
            onError: { target: 'refused', actions: { type: 'storeCallError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        refused: { on: ON_ACCEPTS },
      },
    },
  },
});
