/**
 * Model-based testing of a registered machine against its real view. A view model maps every leaf state of
 * the machine to an assertion on the screen and every event type to what a user (or the server) does;
 * `xstate/graph` generates the paths, and each path is replayed step by step through the view.
 *
 * The mapping is data, so a coverage check can read it too; a state or event without a mapping fails
 * (see `unmappedStates` and `unmappedEvents`) instead of being skipped silently.
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject, SnapshotFrom, StateValue } from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';

/** The event xstate/graph puts at the start of every path: here, opening the page. */
export const INIT_EVENT = 'xstate.init';

export interface ViewModel<TMachine extends AnyStateMachine, TDriver> {
  machine: TMachine;
  input: unknown;
  /** Payloads tried for an event type (e.g. which package is bought); types not listed are sent bare. */
  eventCases: Record<string, ReadonlyArray<Omit<EventObject, 'type'> & Record<string, unknown>>>;
  /** Prepares one path's run (network, user session); called before its first step. */
  createDriver(): TDriver;
  /** Leaf state key ('ready.browsing') -> what the screen shows in that state. */
  states: Record<string, (driver: TDriver, snapshot: SnapshotFrom<TMachine>) => Promise<void>>;
  /** Event type -> the user's or the server's action that sends it through the view. */
  events: Record<string, (driver: TDriver, event: EventObject) => Promise<void>>;
  /**
   * What of the context tells two states apart; default: all of it. A machine whose context grows without end
   * (a queue) gives the part that matters, so the traversal ends.
   */
  serializeContext?: (context: SnapshotFrom<TMachine>['context']) => unknown;
}

type AnyStateNode = AnyStateMachine['root'];

function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(stateNodes)];
}

/** Every atomic state of the machine as a dotted key, e.g. ['loading', 'ready.browsing', ...]. */
export function leafStateKeys(machine: AnyStateMachine): string[] {
  return stateNodes(machine.root)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'));
}

/** The atomic states a state value is in, as dotted keys. */
export function stateKeysOf(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  return Object.entries(value).flatMap(([key, child]) => (child === undefined ? [`${prefix}${key}`] : stateKeysOf(child, `${prefix}${key}.`)));
}

/** A parallel state's own done event follows from its regions finishing: no one sends it. */
const isStateDoneEvent = (type: string) => type.startsWith('xstate.done.state.');

/** Every event type some state of the machine reacts to, including invoked actors' done and error events. */
export function eventTypes(machine: AnyStateMachine): string[] {
  return [...new Set(stateNodes(machine.root).flatMap((node) => node.ownEvents))].filter((type) => !isStateDoneEvent(type)).sort();
}

export function unmappedStates<TMachine extends AnyStateMachine, TDriver>(model: ViewModel<TMachine, TDriver>): string[] {
  return leafStateKeys(model.machine).filter((key) => !(key in model.states));
}

export function unmappedEvents<TMachine extends AnyStateMachine, TDriver>(model: ViewModel<TMachine, TDriver>): string[] {
  return [INIT_EVENT, ...eventTypes(model.machine)].filter((type) => !(type in model.events));
}

function modelEvents<TMachine extends AnyStateMachine, TDriver>(model: ViewModel<TMachine, TDriver>): EventObject[] {
  return eventTypes(model.machine).flatMap((type) => (model.eventCases[type] ?? [{}]).map((payload) => ({ ...payload, type })));
}

/**
 * A state is told apart by its value, its context and the transition that entered it, so the shortest
 * paths reach every transition and not only every state (as createTestModel does; that helper refuses
 * machines that invoke actors, hence the plain traversal here).
 */
function serializeWithTransition(
  snapshot: AnyMachineSnapshot,
  event: EventObject | undefined,
  previous: AnyMachineSnapshot | undefined,
  serializeContext: (context: unknown) => unknown = (context) => context,
): string {
  const state = JSON.stringify({ value: snapshot.value, context: serializeContext(snapshot.context) });
  // Self-transitions count too (a sign-up request changes nothing in the machine but is a transition to walk).
  if (!event || !previous) return state;
  return `${state} via ${JSON.stringify(event)} from ${JSON.stringify(previous.value)}`;
}

export type ModelPath = StatePath<AnyMachineSnapshot, EventObject>;

function eventSequence(path: ModelPath): string[] {
  return path.steps.map((step) => JSON.stringify(step.event));
}

/** Drops paths that a longer path walks through anyway: replaying it checks the same states. */
function withoutPrefixPaths(paths: ModelPath[]): ModelPath[] {
  const sequences = paths.map(eventSequence);
  return paths.filter((_, index) => {
    const own = sequences[index] ?? [];
    return !sequences.some((other) => other.length > own.length && own.every((event, step) => other[step] === event));
  });
}

export function modelPaths<TMachine extends AnyStateMachine, TDriver>(model: ViewModel<TMachine, TDriver>): ModelPath[] {
  const machine: AnyStateMachine = model.machine;
  const paths = getShortestPaths(machine, {
    input: model.input,
    events: modelEvents(model),
    // Only what the state would act on: an ignored event is no step a user could take.
    filterEvents: (snapshot, event) => snapshot.can(event),
    serializeState: (snapshot, event, previous) =>
      serializeWithTransition(snapshot, event, previous, model.serializeContext as ((context: unknown) => unknown) | undefined),
  });
  return withoutPrefixPaths(paths);
}

function describeEvent(event: EventObject): string {
  const { type, ...payload } = event;
  const shown = Object.entries(payload).filter(([key]) => key !== 'output' && key !== 'error');
  return shown.length ? `${type}(${shown.map(([key, value]) => `${key}=${String(value)}`).join(', ')})` : type;
}

export function describePath(path: ModelPath): string {
  return path.steps.map((step) => `${describeEvent(step.event)} -> ${stateKeysOf(step.state.value).join('+')}`).join(' | ');
}

/** Replays a path through the view: each event by its action, then each reached state by its assertion. */
export async function replayPath<TMachine extends AnyStateMachine, TDriver>(
  model: ViewModel<TMachine, TDriver>,
  path: ModelPath,
): Promise<void> {
  const driver = model.createDriver();
  for (const step of path.steps) {
    const act = model.events[step.event.type];
    if (!act) throw new Error(`No view action for event ${step.event.type}`);
    await act(driver, step.event);
    for (const key of stateKeysOf(step.state.value)) {
      const check = model.states[key];
      if (!check) throw new Error(`No view assertion for state ${key}`);
      await check(driver, step.state as SnapshotFrom<TMachine>);
    }
  }
}
