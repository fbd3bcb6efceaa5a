/**
 * Model-based testing of a registered machine against its real view (or, for a machine without a view, its
 * actor). A model maps every atomic state of the machine to an assertion and every event type to what a user,
 * the server or the clock does; `xstate/graph` generates the paths, and each path is replayed step by step.
 *
 * While a path runs, XState's inspection API (the app's own hook in src/app/inspection.ts) watches the real
 * actors of the machine: after every step the live actor must be in the state the path says, and the states
 * and transitions it actually took are written to the coverage record that `npm run paths:coverage` reads.
 *
 * The mapping is data: a state or event without a mapping fails (`unmappedStates`, `unmappedEvents`) instead
 * of being skipped. Events that no control of the view sends are listed in `sentToActor`; the path sends
 * those to the live actor and the coverage report names them, so the gap stays visible.
 */
import { waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initialTransition, transition, type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine, type EventObject, type InspectionEvent, type Observer, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import { machineRegistry } from '../../machines';
import { eventLabel, machineFingerprint, machineStates, stateKeysOf, transitionKey } from '../../scripts/paths/machine';
import { removeRecord, writeRecord, type WalkedPath } from '../../scripts/paths/record';
import { setInspector } from '../../src/app/inspection';

export { stateKeysOf } from '../../scripts/paths/machine';

/** The event xstate/graph puts at the start of every path: opening the page, or starting the actor. */
export const INIT_EVENT = 'xstate.init';

/** A payload tried for an event type; `$name` (optional) is how the test name tells this case apart. */
export type EventCase = Record<string, unknown> & { $name?: string };

/** What a path's steps can use besides their driver: the inspector to give actors, and the live actor. */
export interface PathRun {
  readonly inspect: Observer<InspectionEvent>;
  /** The newest live actor of the model's machine; fails when none has started. */
  actor(): AnyActorRef;
}

export interface ViewModel<TMachine extends AnyStateMachine, TDriver> {
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
  /** Event types that no control of the view sends: the path sends them to the live actor, and the report says so. */
  sentToActor?: readonly string[];
  /**
   * Implementations swapped in while the graph is walked, for actions that need a live system (a sendParent
   * with no parent throws). The paths' structure is the machine's own; the replay uses the real actions.
   */
  graphImplementations?: Parameters<TMachine['provide']>[0];
  /** Prepares one path's run (network, clock, user session); called before its first step. */
  createDriver(run: PathRun): TDriver;
  /** Ends a path's run (stops an actor the driver started); views are unmounted by Testing Library. */
  dispose?(driver: TDriver): void;
  /** Atomic state key ('ready.browsing') -> what the screen (or the actor) shows in that state. */
  states: Record<string, (driver: TDriver, snapshot: SnapshotFrom<TMachine>) => Promise<void>>;
  /** Event type -> the user's, the server's or the clock's action that sends it. */
  events: Record<string, (driver: TDriver, event: EventObject, run: PathRun) => Promise<void>>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a model's driver type is its own business here
type AnyViewModel = ViewModel<AnyStateMachine, any>;
type AnyStateNode = AnyStateMachine['root'];

function stateNodes(node: AnyStateNode): AnyStateNode[] {
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

export function unmappedStates(model: AnyViewModel): string[] {
  return leafStateKeys(model.machine).filter((key) => !(key in model.states));
}

export function unmappedEvents(model: AnyViewModel): string[] {
  const direct = new Set(model.sentToActor ?? []);
  return [INIT_EVENT, ...eventTypes(model.machine)].filter((type) => !(type in model.events) && !direct.has(type));
}

function modelEvents(model: AnyViewModel): EventObject[] {
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

export function modelPaths(model: AnyViewModel): ModelPath[] {
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

function isMachineActor(actor: AnyActorRef, machine: AnyStateMachine): boolean {
  const logic = (actor as { logic?: unknown }).logic;
  return typeof logic === 'object' && logic !== null && 'root' in logic && (logic as AnyStateMachine).id === machine.id;
}

/** Watches the live actors of one machine while a path runs: what they reached, and the newest of them. */
class PathRecorder {
  private states = new Set<string>();
  private transitions = new Set<string>();
  private live: AnyActorRef | undefined;
  private open = false;
  readonly walked: WalkedPath[] = [];

  constructor(private readonly machine: AnyStateMachine) {}

  readonly inspect: Observer<InspectionEvent> = {
    next: (event) => {
      const actor = event.actorRef as AnyActorRef;
      if (!this.open || !isMachineActor(actor, this.machine)) return;
      if (event.type === '@xstate.actor') this.live = actor;
      if (event.type === '@xstate.snapshot' || event.type === '@xstate.microstep') {
        const value = (event.snapshot as AnyMachineSnapshot).value;
        for (const key of stateKeysOf(value)) this.states.add(key);
      }
      if (event.type === '@xstate.microstep') {
        for (const transition of event._transitions) this.transitions.add(transitionKey(transition));
      }
    },
  };

  begin(): PathRun {
    this.states = new Set();
    this.transitions = new Set();
    this.live = undefined;
    this.open = true;
    return {
      inspect: this.inspect,
      actor: () => {
        if (!this.live) throw new Error(`No live ${this.machine.id} actor: the path has not started it`);
        return this.live;
      },
    };
  }

  /** Only a path that passed adds what it reached to the record. */
  end(name: string | null): void {
    this.open = false;
    if (name !== null) this.walked.push({ name, states: [...this.states].sort(), transitions: [...this.transitions].sort() });
  }
}

async function expectActorIn(run: PathRun, value: AnyMachineSnapshot['value']): Promise<void> {
  const check = () => expect(stateKeysOf((run.actor().getSnapshot() as AnyMachineSnapshot).value).sort()).toEqual(stateKeysOf(value).sort());
  // A view updates on its own time; an actor-only model has settled its step before the check.
  if (typeof document === 'undefined') check();
  else await waitFor(check);
}

/** Replays a path: each event by its action, then each reached state by its check, and the live actor's state. */
export async function replayPath(model: AnyViewModel, path: ModelPath, run: PathRun): Promise<void> {
  const direct = new Set(model.sentToActor ?? []);
  const driver: unknown = model.createDriver(run);
  try {
    for (const step of path.steps) {
      if (direct.has(step.event.type)) {
        run.actor().send(step.event);
      } else {
        const act = model.events[step.event.type];
        if (!act) throw new Error(`No action for event ${step.event.type}`);
        await act(driver, step.event, run);
      }
      for (const key of stateKeysOf(step.state.value)) {
        const check = model.states[key];
        if (!check) throw new Error(`No assertion for state ${key}`);
        await check(driver, step.state);
      }
      await expectActorIn(run, step.state.value);
    }
  } finally {
    model.dispose?.(driver);
  }
}

/**
 * The path tests of one registered machine: the mapping is complete, the generated paths reach every state,
 * and every path replays; the paths that passed are written to the coverage record, per model.
 */
export function definePathTests(id: string, models: Record<string, AnyViewModel>): void {
  const registered = machineRegistry.find((entry) => entry.id === id);
  const generated = Object.entries(models).map(([name, model]) => {
    const paths = modelPaths(model);
    return { name, model, recorder: new PathRecorder(model.machine), paths: paths.map((path) => ({ title: describePath(id, model.machine, path), path })) };
  });

  describe(`${id} paths`, () => {
    beforeAll(() => {
      for (const { name } of generated) removeRecord(id, name);
    });
    afterAll(() => {
      for (const { name, model, recorder } of generated) {
        writeRecord({
          machine: id,
          model: name,
          fingerprint: machineFingerprint(model.machine),
          writtenAt: new Date().toISOString(),
          sentToActor: [...(model.sentToActor ?? [])],
          paths: recorder.walked,
        });
      }
    });

    it(`models the registered ${id} machine, every state and event mapped, every state reached, each path named apart`, () => {
      expect(registered, `${id} is not in machines/index.ts`).toBeDefined();
      const reached = new Set<string>();
      for (const { model, paths } of generated) {
        expect(model.machine).toBe(registered?.machine);
        expect(unmappedStates(model)).toEqual([]);
        expect(unmappedEvents(model)).toEqual([]);
        const titles = paths.map(({ title }) => title);
        expect(new Set(titles).size, 'two paths share a name: give their event cases a $name').toBe(titles.length);
        for (const { path } of paths) for (const step of path.steps) for (const key of stateKeysOf(step.state.value)) reached.add(key);
      }
      expect([...reached].sort()).toEqual(leafStateKeys(registered?.machine ?? generated[0]!.model.machine).sort());
    });

    for (const { name, model, recorder, paths } of generated) {
      describe(name, () => {
        for (const { title, path } of paths) {
          it(title, async () => {
            const run = recorder.begin();
            setInspector(recorder.inspect);
            let passed = false;
            try {
              await replayPath(model, path, run);
              passed = true;
            } finally {
              setInspector(undefined);
              recorder.end(passed ? title : null);
            }
          });
        }
      });
    }
  });
}
