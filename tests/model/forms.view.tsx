/**
 * How a form machine (signInForm, signUpForm) shows in its modal: each field's value and error, the error above
 * the form, the busy submit button, and the modal closing with the user signed in. Typing and submitting are
 * done as a visitor does them; the server's answer is held by MSW until the path decides it. SPEC.md's set-error,
 * set-data and add-tracking are events no control of the modal sends (the machine uses them itself, and the
 * tracker issue will read trackingData), so the path sends them to the live form actor and the coverage report
 * says so. Read by signInForm.test.tsx and signUpForm.test.tsx.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import type { FieldState, FormContext } from '../../machines/form';
import { renderApp } from '../fixtures/app';
import { answerMyWebsites, demoUser, sessionOf } from '../msw/accounts';
import { answerPricelist } from '../msw/server';
import { INIT_EVENT, type EventCase, type PathRun, type ViewModel } from './harness';
import { holdRequests, type HeldRequests } from './network';

// The account modals are loaded lazily by the app; importing them once here keeps a first path from waiting on it.
await Promise.all([import('../../src/features/auth/SignInModal'), import('../../src/features/auth/SignUpModal')]);

export interface FormViewOptions<TField extends string> {
  machine: AnyStateMachine;
  /** The invoked submit actor's name: signIn, signUp. */
  submit: string;
  /** The header button that opens the modal, and the modal's title and submit button. */
  openButton: string;
  dialogName: string;
  submitLabel: string;
  /** Each field's label and a valid value the visitor types. */
  fields: Record<TField, { label: string; value: string }>;
  /** The REST call that submits, and the status of its success. */
  endpoint: string;
  successStatus: number;
  /** Refusals the server may answer: each a status and its error body's code, message and field. */
  refusals: ReadonlyArray<{ name: string; status: number; code: string; message: string; parameter?: NoInfer<TField> }>;
  /** What the page shows once the form is done and the modal closed (besides the header). */
  expectAfterDone?: () => Promise<void>;
  /**
   * A form that does not sign in when done (sign-up: "check your e-mail"): its final state's name, what the
   * submit actor answers, the server's body, and what the screen shows instead of the signed-in header.
   */
  done?: { state: string; output: unknown; body: unknown; expect: () => Promise<void> };
  /**
   * The second step the server may ask for (sign-in's two-factor code): the answer that asks for it, its field (its
   * label and a value typed), the actor and REST call that submit it, and the refusals they may answer.
   */
  secondStep?: {
    asked: { output: unknown; body: unknown };
    field: string;
    label: string;
    value: string;
    submit: string;
    endpoint: string;
    refusals: readonly Refusal[];
  };
}

interface FormDriver {
  run: PathRun;
  user: UserEvent | null;
  submits: HeldRequests;
  /** The second step's submits, when the form has one. */
  secondSubmits: HeldRequests | null;
}

type Refusal = { name: string; status: number; code: string; message: string; parameter?: string };

/** The error event of a refusal: its message, its field and its code, as the app's REST calls throw them. */
const refusalEvent = (refusal: Refusal): EventCase => ({
  $name: refusal.name,
  error: { message: refusal.message, code: refusal.code, ...(refusal.parameter ? { parameter: refusal.parameter } : {}) },
});

/** Answers a held request with the refusal the path names. */
function answerRefusal(held: HeldRequests | null, refusals: readonly Refusal[], event: EventObject): Promise<void> {
  const refusal = refusals.find((each) => each.name === (event as EventObject & { $name?: string }).$name);
  if (!refusal || !held) throw new Error('No refusal for this error case');
  const { status, code, message, parameter } = refusal;
  return held.answer(status, { error: { code, message, ...(parameter ? { parameter } : {}) } });
}

type FormSnapshot = AnyMachineSnapshot & { context: FormContext<string, unknown> };

const DIRECT_EVENTS = ['form.setError', 'form.setData', 'form.addTracking'] as const;

function userOf(driver: FormDriver): UserEvent {
  if (!driver.user) throw new Error('The page is not open yet');
  return driver.user;
}

export function formViewModel<TField extends string>(options: FormViewOptions<TField>): ViewModel<AnyStateMachine, FormDriver> {
  const fieldNames = Object.keys(options.fields) as TField[];
  const second = options.secondStep;
  const dialog = () => screen.getByRole('dialog', { name: options.dialogName });
  const labelOf = (field: TField) => (second && field === (second.field as TField) ? second.label : options.fields[field].label);
  const input = (field: TField) => within(dialog()).getByLabelText(labelOf(field));
  const submitButton = () => within(dialog()).getByRole('button', { name: options.submitLabel });
  const firstField = fieldNames[0] as TField;

  /** The modal shows the model's form: values, each field's error, the form error; the live actor holds the same. */
  async function expectForm(driver: FormDriver, snapshot: FormSnapshot): Promise<void> {
    await screen.findByRole('dialog', { name: options.dialogName });
    for (const field of fieldNames) {
      const state = snapshot.context.inputs[field] as FieldState;
      expect(input(field)).toHaveValue(state.value);
      if (state.error) {
        expect(input(field)).toHaveAttribute('aria-invalid', 'true');
        expect(input(field)).toHaveAccessibleDescription(expect.stringContaining(state.error));
      } else {
        expect(input(field)).not.toHaveAttribute('aria-invalid', 'true');
      }
    }
    const alert = within(dialog()).queryByRole('alert');
    if (snapshot.context.formError) expect(alert).toHaveTextContent(snapshot.context.formError);
    else expect(alert).not.toBeInTheDocument();
    // What no control shows (set-data, add-tracking) is checked on the live actor: the same context as the model.
    const live = driver.run.actor().getSnapshot() as FormSnapshot;
    const { inputs, data, trackingData, formError } = snapshot.context;
    expect({ inputs: live.context.inputs, data: live.context.data, trackingData: live.context.trackingData, formError: live.context.formError }).toEqual({
      inputs,
      data,
      trackingData,
      formError,
    });
  }

  return {
    machine: options.machine,
    input: undefined,
    eventCases: {
      'form.setValue': [...fieldNames.map((field) => ({ field, value: options.fields[field].value })), ...(second ? [{ field: second.field, value: second.value }] : [])],
      'form.setError': [{ field: firstField, error: 'Please check this field.' }],
      'form.setData': [{ data: { source: 'pricelist' } }],
      'form.addTracking': [{ event: { name: `${options.machine.id}.opened` } }],
      [`xstate.done.actor.${options.submit}`]: [
        options.done ? { $name: options.done.state, output: options.done.output } : { $name: 'signed in', output: demoUser },
        ...(second ? [{ $name: 'second step asked', output: second.asked.output }] : []),
      ],
      [`xstate.error.actor.${options.submit}`]: options.refusals.map(refusalEvent),
      ...(second
        ? {
            [`xstate.done.actor.${second.submit}`]: [{ $name: 'signed in', output: demoUser }],
            [`xstate.error.actor.${second.submit}`]: second.refusals.map(refusalEvent),
          }
        : {}),
    },
    // Only what tells the form's behaviour apart: which fields are filled, whether errors show (not the tracking list).
    serializeContext: (context: FormContext<string, unknown>) => ({
      filled: Object.entries(context.inputs).filter(([, state]) => state.value).map(([field]) => field),
      fieldErrors: Object.values(context.inputs).some((state) => state.error !== null),
      formError: context.formError !== null,
    }),
    filterEvents: (snapshot, event) => {
      const context = snapshot.context as FormContext<string, unknown>;
      // While the server answers, the visitor waits for it.
      if (snapshot.hasTag('busy')) return event.type.startsWith('xstate.');
      // Each step shows only its own fields.
      if (second && event.type === 'form.setValue') return ((event as EventObject & { field?: string }).field === second.field) === snapshot.hasTag('secondStep');
      // The events no control sends are walked once, on the fresh form.
      if ((DIRECT_EVENTS as readonly string[]).includes(event.type)) return Object.values(context.inputs).every((state) => !state.value);
      return true;
    },
    sentToActor: DIRECT_EVENTS,
    createDriver: (run) => ({ run, user: null, submits: holdRequests('post', options.endpoint), secondSubmits: second ? holdRequests('post', second.endpoint) : null }),
    states: {
      editing: (driver, snapshot) => expectForm(driver, snapshot as FormSnapshot),
      submitting: async (driver) => {
        await waitFor(() => expect(driver.submits.waiting).toBe(1));
        // SPEC.md's generic modal waits with 'Wait please...' in place of the form, and focus waits on it.
        const waiting = within(dialog()).getByRole('status');
        expect(waiting).toHaveTextContent('Wait please...');
        expect(waiting).toHaveFocus();
        expect(within(dialog()).queryByRole('button', { name: options.submitLabel })).not.toBeInTheDocument();
      },
      ...(second
        ? {
            'secondStep.editing': async (driver: FormDriver, snapshot: AnyMachineSnapshot) => {
              const state = (snapshot as FormSnapshot).context.inputs[second.field] as FieldState;
              const code = await within(dialog()).findByLabelText(second.label);
              expect(code).toHaveValue(state.value);
              // The password's fields give way to the code's, and the focus is on it (or on the error above the form).
              for (const field of fieldNames) expect(within(dialog()).queryByLabelText(options.fields[field].label)).not.toBeInTheDocument();
              if (state.error) expect(code).toHaveAccessibleDescription(expect.stringContaining(state.error));
              const { formError } = (snapshot as FormSnapshot).context;
              if (formError) expect(within(dialog()).getByRole('alert')).toHaveTextContent(formError);
              else await waitFor(() => expect(code).toHaveFocus());
              expect((driver.run.actor().getSnapshot() as FormSnapshot).context.inputs).toEqual((snapshot as FormSnapshot).context.inputs);
            },
            'secondStep.submitting': async (driver: FormDriver) => {
              await waitFor(() => expect(driver.secondSubmits?.waiting).toBe(1));
              expect(within(dialog()).getByRole('status')).toHaveTextContent('Wait please...');
            },
          }
        : {}),
      [options.done?.state ?? 'done']:
        options.done?.expect ??
        (async () => {
          await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
          expect(await within(screen.getByRole('banner')).findByText(demoUser.fullname)).toBeInTheDocument();
          await options.expectAfterDone?.();
        }),
    },
    events: {
      [INIT_EVENT]: async (driver) => {
        answerPricelist();
        answerMyWebsites([]);
        driver.user = renderApp('/pricelist').user;
        await driver.user.click(await within(screen.getByRole('banner')).findByRole('button', { name: options.openButton }));
        await screen.findByRole('dialog', { name: options.dialogName });
      },
      'form.setValue': async (driver, event) => {
        const { field, value } = event as EventObject & { field: TField; value: string };
        await userOf(driver).clear(input(field));
        await userOf(driver).type(input(field), value);
      },
      'form.submit': (driver) => userOf(driver).click(submitButton()),
      [`xstate.done.actor.${options.submit}`]: (driver, event) => {
        if (second && (event as EventObject & { $name?: string }).$name === 'second step asked') return driver.submits.answer(200, second.asked.body);
        return driver.submits.answer(options.successStatus, options.done ? options.done.body : sessionOf(demoUser));
      },
      [`xstate.error.actor.${options.submit}`]: (driver, event) => answerRefusal(driver.submits, options.refusals, event),
      ...(second
        ? {
            [`xstate.done.actor.${second.submit}`]: (driver: FormDriver) => driver.secondSubmits?.answer(200, sessionOf(demoUser)) ?? Promise.resolve(),
            [`xstate.error.actor.${second.submit}`]: (driver: FormDriver, event: EventObject) => answerRefusal(driver.secondSubmits, second.refusals, event),
          }
        : {}),
    },
  };
}
