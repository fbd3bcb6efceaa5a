/**
 * The pure part of the generated path tests: which events a machine's model tries, the paths `xstate/graph`
 * generates from them, and each path's name. No test runner here, so both the Vitest harness (harness.ts) and
 * the Playwright paths in Chromium (e2e/model/) generate and name the same way.
 */
import { initialTransition, transition, type AnyMachineSnapshot, type AnyStateMachine, type EventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import { eventLabel, machineStates, transitionKey } from '../../scripts/paths/machine';

/** The event xstate/graph puts at the start of every path: opening the page, or starting the actor. */
export const INIT_EVENT = 'xstate.init';

/** A payload tried for an event type; `$name` (optional) is how the test name tells this case apart. */
export type EventCase = Record<string, unknown> & { $name?: string };

/** What the graph of a machine's paths is generated from; a test harness adds how each state and event is replayed. */
export interface PathModel<TMachine extends AnyStateMachine> {
  machine: TMachine;
  input: unknown;
  /** Payloads tried for an event type (e.g. which package is bought); types not listed are sent bare. */
  eventCases: Record<string, readonly EventCase[]>;
  /** 'simple' walks every simple path (small graphs only); 'shortest' (default) one path per state and transition. */
  strategy?: 'shortest' | 'simple';
  /** The part of the context that tells states apart (default: all of it); keep it finite. */
  serializeContext?: (context: SnapshotFrom<TMachine>['context']) => unknown;
  /** Events the view can send in a state, beyond what the machine accepts (e.g. a form only while its dialog is open). */
  filterEvents?: (snapshot: SnapshotFrom<TMachine>, event: EventObject) => boolean;
  /**
   * Implementations swapped in while the graph is walked, for actions that need a live system (a sendParent
   * with no parent throws). The paths' structure is the machine's own; the replay uses the real actions.
   */
  graphImplementations?: Parameters<TMachine['provide']>[0];
}

type AnyPathModel = PathModel<AnyStateMachine>;

type AnyStateNode = AnyStateMachine['root'];

export function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(stateNodes)];
}

/** Every atomic state of the machine as a dotted key, e.g. ['loading', 'ready.browsing', ...]. */
export function leafStateKeys(machine: AnyStateMachine): string[] {
  return machineStates(machine);
}

/** A compound state's 'done' event: the machine raises it itself when the state reaches a final child. */
const DONE_STATE_EVENT = /^xstate\.done\.state\./;

/**
 * Every event type some state of the machine reacts to from outside, including invoked actors' done and error
 * events (a compound state's done event is the machine's own, taken within the step that reaches it).
 */
export function eventTypes(machine: AnyStateMachine): string[] {
  return [...new Set(stateNodes(machine.root).flatMap((node) => node.ownEvents))].filter((type) => !DONE_STATE_EVENT.test(type)).sort();
}

export function modelEvents(model: AnyPathModel): EventObject[] {
  return eventTypes(model.machine).flatMap((type) => (model.eventCases[type] ?? [{}]).map((payload) => ({ ...payload, type })));
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
    return !sequences.some((other, at) => at !== index && other.length >= own.length && own.every((event, step) => other[step] === event) && (other.length > own.length || at < index));
  });
}

export function modelPaths(model: AnyPathModel): ModelPath[] {
  const machine: AnyStateMachine = model.graphImplementations ? model.machine.provide(model.graphImplementations) : model.machine;
  const contextOf = model.serializeContext ?? ((context: unknown) => context);
  /**
   * A state is told apart by its value, its (serialized) context and the transition that entered it, so the
   * paths reach every transition and not only every state (createTestModel refuses machines that invoke
   * actors, hence the plain traversal). Self-transitions count too: a targetless event is a step to walk.
   */
  const serializeState = (snapshot: AnyMachineSnapshot, event: EventObject | undefined, previous?: AnyMachineSnapshot) => {
    const state = JSON.stringify({ value: snapshot.value, context: contextOf(snapshot.context) });
    if (!event || !previous) return state;
    // Which guarded branch the event took counts too: the same event can stay in the same state by two branches.
    const taken = machine.getTransitionData(previous as never, event).map((transition) => transitionKey(transition));
    return `${state} via ${JSON.stringify(event)} [${taken.join(', ')}] from ${JSON.stringify(previous.value)}`;
  };
  const options = {
    input: model.input,
    events: modelEvents(model),
    // Only what the state would act on (an ignored event is no step a user could take), and what the view can send.
    // A finished actor takes no more events, whatever its root still lists.
    filterEvents: (snapshot: AnyMachineSnapshot, event: EventObject) =>
      snapshot.status === 'active' && snapshot.can(event) && (model.filterEvents?.(snapshot, event) ?? true),
    serializeState,
  };
  const paths = model.strategy === 'simple' ? getSimplePaths(machine, options) : getShortestPaths(machine, options);
  return withoutPrefixPaths(paths).map((path) => withExactStates(machine, model.input, path));
}

/**
 * A serialized state stands for every context that serializes alike, so a generated path's steps may carry the
 * context of another walk to the same state. Each step's state is computed again from the path's own events,
 * so the checks expect exactly what these events lead to.
 */
function withExactStates(machine: AnyStateMachine, input: unknown, path: ModelPath): ModelPath {
  let [state] = initialTransition(machine, input);
  const steps = path.steps.map((step, index) => {
    if (index > 0) [state] = transition(machine, state, step.event);
    return { ...step, state };
  });
  const last = steps.at(-1);
  return { ...path, steps, state: last ? last.state : state };
}

function eventLabels(machine: AnyStateMachine): Map<string, string> {
  const labels = new Map<string, string>([[INIT_EVENT, 'start']]);
  for (const node of stateNodes(machine.root)) {
    for (const type of node.transitions.keys()) labels.set(type, eventLabel(machine, node, type));
  }
  return labels;
}

function describeEvent(labels: Map<string, string>, event: EventObject): string {
  const { type, $name, ...payload } = event as EventObject & { $name?: string };
  const label = labels.get(type) ?? type;
  if (typeof $name === 'string') return `${label}(${$name})`;
  const shown = Object.entries(payload).filter(([key]) => key !== 'output' && key !== 'error');
  return shown.length ? `${label}(${shown.map(([key, value]) => `${key}=${typeof value === 'object' ? JSON.stringify(value) : String(value)}`).join(', ')})` : label;
}

/** The test's name: the machine, then each event of the path, e.g. 'session: start -> done: fetchSession(signed in) -> ...'. */
export function describePath(id: string, machine: AnyStateMachine, path: ModelPath): string {
  const labels = eventLabels(machine);
  return `${id}: ${path.steps.map((step) => describeEvent(labels, step.event)).join(' -> ')}`;
}

