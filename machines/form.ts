/**
 * What the sign-in and sign-up forms share: the form states of SPEC.md section 4 (set-error, set-value,
 * set-data, add-tracking), validation against the contract's schema on submit, the submitting state and the
 * server's errors put on the field they name. Each form machine is this config with its fields, its schema and
 * the name of the actor that submits it, so the two cannot drift apart.
 */
import { assign, fromPromise, setup } from 'xstate';

export interface FieldState {
  value: string;
  /** The message shown under the field; null when there is none. */
  error: string | null;
  /** True only once the field has been checked and has no error (set-error with null). */
  valid: boolean;
}

/** One event the form records for the tracker; the tracker issue decides where they go. */
export interface FormTrackingEvent {
  name: string;
  properties?: Record<string, string | number | boolean>;
}

export interface FormContext<TField extends string, TResult> {
  inputs: Record<TField, FieldState>;
  /** Extra data the form carries (SPEC.md's set-data replaces it whole). */
  data: Record<string, unknown>;
  trackingData: FormTrackingEvent[];
  /** An error that belongs to no field (too many attempts, the network). */
  formError: string | null;
  /** What the submit actor answered; set when the form is done. */
  result: TResult | null;
}

export type FormEvent<TField extends string> =
  | { type: 'form.setError'; field: TField; error: string | null }
  | { type: 'form.setValue'; field: TField; value: string }
  | { type: 'form.setData'; data: Record<string, unknown> }
  | { type: 'form.addTracking'; event: FormTrackingEvent }
  | { type: 'form.submit' };

/** What a submit actor throws: a message, the field it belongs to when the server names one, and the server's code. */
export interface FormSubmitError {
  message: string;
  parameter?: string;
  code?: string;
}

/** Any schema with zod's safeParse: the contract's request schemas are these. */
export interface RequestSchema<TRequest> {
  safeParse(value: unknown): { success: true; data: TRequest } | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

/** What a form says when its request never reached the server (the views show it in the page's language). */
export const NETWORK_MESSAGE = 'The request could not be sent. Please check your connection and try again.';

export function submitErrorOf(error: unknown): FormSubmitError {
  // fetch's own failure (a TypeError, 'Failed to fetch' in Chromium): the browser's words, in English, mean nothing to a person.
  if (error instanceof TypeError) return { message: NETWORK_MESSAGE };
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' && error.message) {
    const parameter = 'parameter' in error && typeof error.parameter === 'string' ? error.parameter : undefined;
    const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
    return { message: error.message, ...(parameter ? { parameter } : {}), ...(code ? { code } : {}) };
  }
  return { message: NETWORK_MESSAGE };
}

function valuesOf<TField extends string>(inputs: Record<TField, FieldState>): Record<TField, string> {
  return Object.fromEntries(Object.entries<FieldState>(inputs).map(([field, state]) => [field, state.value])) as Record<TField, string>;
}

/** The first message per field of a failed parse; fields without one map to null. */
export function validationErrors<TField extends string, TRequest>(
  fields: readonly TField[],
  schema: RequestSchema<TRequest>,
  values: Record<TField, string>,
): Record<TField, string | null> {
  const errors = Object.fromEntries(fields.map((field) => [field, null])) as Record<TField, string | null>;
  const parsed = schema.safeParse(values);
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (fields as readonly string[]).includes(field) && errors[field as TField] === null) {
      errors[field as TField] = issue.message;
    }
  }
  return errors;
}

export interface FormMachineOptions<TField extends string, TRequest> {
  id: string;
  fields: readonly TField[];
  schema: RequestSchema<TRequest>;
  /** Fields emptied when the server refuses the form (a wrong password is not left in its field). */
  clearOnRefusal?: readonly TField[];
  /** The name of the final state, as a person sees it ('done' unless told; sign-up ends in 'checkEmail'). */
  doneState?: string;
  /** A second step the server may ask for after the first submit (sign-in's two-factor code). */
  secondStep?: SecondStepOptions<TField>;
}

/**
 * A step after the form's submit, when its answer asks for one: one more field (left out of the first request),
 * submitted by its own actor, whose output is the form's result. Its state is `secondStep`.
 */
export interface SecondStepOptions<TField extends string> {
  field: TField;
  /** The actor that submits it, by name as the app provides it; its input is `{ [field]: value }`. */
  submit: string;
  /** Whether the first submit's output asks for this step instead of being the result. */
  isAskedFor: (output: unknown) => boolean;
  /** The message under the field when it is sent empty. */
  requiredMessage: string;
  /** Server codes after which the first step starts again (the step ran out): the form shows the message above it. */
  restartOn: readonly string[];
}

/**
 * Builds a form machine. `submit` is the actor's name as the app provides it (signIn, signUp); its input is
 * the request the schema parsed (emails trimmed and lowercased, as the server would), its output the result.
 */
export function createFormMachine<TField extends string, TRequest, TResult, TActor extends string, TAsked = never>(
  options: FormMachineOptions<TField, TRequest> & { submit: TActor },
) {
  const { id, fields, schema, submit, clearOnRefusal = [], doneState = 'done', secondStep } = options;
  type Context = FormContext<TField, TResult>;
  // The submit actors' type: answering the result, or (with a second step) what asks for it; taking the request, or
  // (the second step) the request with its field.
  const submitLogic = fromPromise<TResult | TAsked, TRequest & Partial<Record<TField, string>>>(async () => {
    throw new Error(`${submit} is not provided`);
  });
  const secondSubmit = secondStep?.submit ?? `${submit}SecondStep`;
  const secondStepLogic = fromPromise<TResult | TAsked, TRequest & Partial<Record<TField, string>>>(async () => {
    throw new Error(`${secondSubmit} is not provided`);
  });
  const emptyInputs = () =>
    Object.fromEntries(fields.map((field) => [field, { value: '', error: null, valid: false }])) as Record<TField, FieldState>;

  const setErrors = (inputs: Record<TField, FieldState>, errors: Partial<Record<TField, string | null>>) => {
    const next = { ...inputs };
    for (const field of Object.keys(errors) as TField[]) {
      const error = errors[field] ?? null;
      next[field] = { ...next[field], error, valid: error === null };
    }
    return next;
  };

  return setup({
    types: {
      context: {} as Context,
      events: {} as FormEvent<TField>,
      output: {} as TResult | null,
    },
    // Keyed by a plain string: TypeScript cannot resolve a generic key inside the invoke below.
    actors: { [submit]: submitLogic, ...(secondStep ? { [secondSubmit]: secondStepLogic } : {}) } as Record<string, typeof submitLogic>,
    actions: {
      // SPEC.md section 4, word for word: the four form state operations.
      setError: assign({
        inputs: ({ context }, params: { field: TField; error: string | null }) => setErrors(context.inputs, { [params.field]: params.error } as Partial<Record<TField, string | null>>),
      }),
      setValue: assign({
        inputs: ({ context }, params: { field: TField; value: string }) => ({
          ...context.inputs,
          [params.field]: { ...context.inputs[params.field], value: params.value, error: null },
        }),
      }),
      setData: assign({ data: (_, params: { data: Record<string, unknown> }) => params.data }),
      addTracking: assign({ trackingData: ({ context }, params: { event: FormTrackingEvent }) => [...context.trackingData, params.event] }),

      showValidation: assign({
        inputs: ({ context }) => setErrors(context.inputs, validationErrors(fields, schema, valuesOf(context.inputs))),
      }),
      clearFormError: assign({ formError: null }),
      showSubmitError: assign(({ context }, params: FormSubmitError) => {
        const field = params.parameter;
        if (field && (fields as readonly string[]).includes(field)) {
          return { inputs: setErrors(context.inputs, { [field]: params.message } as Partial<Record<TField, string | null>>), formError: null };
        }
        return { formError: params.message };
      }),
      clearRefusedFields: assign({
        inputs: ({ context }) => {
          const next = { ...context.inputs };
          for (const field of clearOnRefusal) next[field] = { ...next[field], value: '' };
          return next;
        },
      }),
      // The submit actor's output, typed by the machine's TResult (a generic action parameter would not infer).
      storeResult: assign({ result: (_, params: { output: unknown }) => params.output as TResult }),
      requireSecondValue: assign({
        inputs: ({ context }) => (secondStep ? setErrors(context.inputs, { [secondStep.field]: secondStep.requiredMessage } as Partial<Record<TField, string | null>>) : context.inputs),
      }),
      // The second step's field starts empty and without an error each time it is asked for.
      clearSecondValue: assign({
        inputs: ({ context }) => (secondStep ? { ...context.inputs, [secondStep.field]: { value: '', error: null, valid: false } } : context.inputs),
      }),
    },
    guards: {
      isValid: ({ context }) => schema.safeParse(valuesOf(context.inputs)).success,
      asksForSecondStep: (_, params: { output: unknown }) => secondStep?.isAskedFor(params.output) ?? false,
      hasSecondValue: ({ context }) => (secondStep ? context.inputs[secondStep.field].value.trim() !== '' : false),
      startsAgain: (_, params: FormSubmitError) => (secondStep?.restartOn ?? []).includes(params.code ?? ''),
    },
  }).createMachine({
    id,
    context: { inputs: emptyInputs(), data: {}, trackingData: [], formError: null, result: null },
    initial: 'editing',
    output: ({ context }) => context.result,
    on: {
      'form.setError': { actions: { type: 'setError', params: ({ event }) => ({ field: event.field, error: event.error }) } },
      'form.setValue': { actions: { type: 'setValue', params: ({ event }) => ({ field: event.field, value: event.value }) } },
      'form.setData': { actions: { type: 'setData', params: ({ event }) => ({ data: event.data }) } },
      'form.addTracking': { actions: { type: 'addTracking', params: ({ event }) => ({ event: event.event }) } },
    },
    states: {
      // Typed as the final state's kind, like the done state's own name: TypeScript cannot infer a state that only
      // some forms have. Views ask for its 'secondStep' tag.
      ...(secondStep ? ({ secondStep: secondStepState(secondStep) } as unknown as Record<string, { type: 'final' }>) : {}),
      editing: {
        on: {
          'form.submit': [
            {
              guard: 'isValid',
              target: 'submitting',
              actions: ['showValidation', 'clearFormError', { type: 'addTracking', params: { event: { name: `${id}.submitted` } } }],
            },
            { actions: ['showValidation', { type: 'addTracking', params: { event: { name: `${id}.invalid` } } }] },
          ],
        },
      },
      submitting: {
        tags: ['busy'],
        invoke: {
          id: submit,
          src: submit,
          input: ({ context }) => {
            const parsed = schema.safeParse(valuesOf(context.inputs));
            // The guard let only a valid form in; a failed parse here would be a bug, not a user error.
            if (!parsed.success) throw new Error('submitting an invalid form');
            return parsed.data;
          },
          onDone: [
            ...(secondStep
              ? [
                  {
                    guard: { type: 'asksForSecondStep' as const, params: ({ event }: { event: { output: unknown } }) => ({ output: event.output }) },
                    target: 'secondStep',
                    actions: ['clearSecondValue' as const, { type: 'addTracking' as const, params: { event: { name: `${id}.secondStepAsked` } } }],
                  },
                ]
              : []),
            {
              target: doneState,
              actions: [{ type: 'storeResult', params: ({ event }) => ({ output: event.output as unknown }) }, { type: 'addTracking', params: { event: { name: `${id}.succeeded` } } }],
            },
          ],
          onError: {
            target: 'editing',
            actions: [
              { type: 'showSubmitError', params: ({ event }) => submitErrorOf(event.error) },
              'clearRefusedFields',
              { type: 'addTracking', params: { event: { name: `${id}.failed` } } },
            ],
          },
        },
      },
      [doneState]: { type: 'final' },
    },
  });

  /** The second step: its field edited and submitted; a refusal on the field stays here, a run-out step starts again. */
  function secondStepState(step: SecondStepOptions<TField>) {
    return {
      initial: 'editing',
      tags: ['secondStep'],
      states: {
        editing: {
          on: {
            'form.submit': [
              { guard: 'hasSecondValue', target: 'submitting', actions: ['clearFormError', { type: 'addTracking', params: { event: { name: `${id}.secondStepSubmitted` } } }] },
              { actions: 'requireSecondValue' },
            ],
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: step.submit,
            src: step.submit,
            input: ({ context }: { context: Context }) => ({ [step.field]: context.inputs[step.field].value.trim() }) as TRequest & Partial<Record<TField, string>>,
            onDone: {
              target: `#${id}.${doneState}`,
              actions: [{ type: 'storeResult', params: ({ event }: { event: { output: unknown } }) => ({ output: event.output }) }, { type: 'addTracking', params: { event: { name: `${id}.succeeded` } } }],
            },
            onError: [
              {
                guard: { type: 'startsAgain', params: ({ event }: { event: { error: unknown } }) => submitErrorOf(event.error) },
                target: `#${id}.editing`,
                actions: [{ type: 'showSubmitError', params: ({ event }: { event: { error: unknown } }) => submitErrorOf(event.error) }, 'clearRefusedFields', 'clearSecondValue', { type: 'addTracking', params: { event: { name: `${id}.failed` } } }],
              },
              {
                target: 'editing',
                actions: [{ type: 'showSubmitError', params: ({ event }: { event: { error: unknown } }) => submitErrorOf(event.error) }, { type: 'addTracking', params: { event: { name: `${id}.failed` } } }],
              },
            ],
          },
        },
      },
    } as const;
  }
}
