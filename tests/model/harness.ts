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
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, EventObject, InspectionEvent, Observer, SnapshotFrom } from 'xstate';
import { machineRegistry } from '../../machines';
import { machineFingerprint, stateKeysOf, transitionKey } from '../../scripts/paths/machine';
import { removeRecord, writeRecord, type WalkedPath } from '../../scripts/paths/record';
import { setInspector } from '../../src/app/inspection';

import { describePath, eventTypes, INIT_EVENT, leafStateKeys, modelPaths, type ModelPath, type PathModel } from './paths';

export { stateKeysOf } from '../../scripts/paths/machine';
// Path generation and naming live in paths.ts (no test runner), shared with the Chromium paths in e2e/model/.
export { describePath, eventTypes, INIT_EVENT, leafStateKeys, modelPaths, type EventCase, type ModelPath, type PathModel } from './paths';

/** What a path's steps can use besides their driver: the inspector to give actors, and the live actor. */
export interface PathRun {
  readonly inspect: Observer<InspectionEvent>;
  /** The newest live actor of the model's machine; fails when none has started. */
  actor(): AnyActorRef;
}

export interface ViewModel<TMachine extends AnyStateMachine, TDriver> extends PathModel<TMachine> {
  /** Event types that no control of the view sends: the path sends them to the live actor, and the report says so. */
  sentToActor?: readonly string[];
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
export function unmappedStates(model: AnyViewModel): string[] {
  return leafStateKeys(model.machine).filter((key) => !(key in model.states));
}

export function unmappedEvents(model: AnyViewModel): string[] {
  const direct = new Set(model.sentToActor ?? []);
  return [INIT_EVENT, ...eventTypes(model.machine)].filter((type) => !(type in model.events) && !direct.has(type));
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
