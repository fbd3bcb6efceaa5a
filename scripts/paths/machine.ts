/**
 * What a machine has to be covered by generated paths: its states (every atomic and final state, as a dotted
 * key such as 'account.signedIn') and its transitions (every candidate of every event of every state node, so
 * each guarded branch counts apart, plus the eventless ones). Shared by the path tests, which record what they
 * reached with these keys, and by `npm run paths:coverage`, which compares the records with the machine.
 */
import { createHash } from 'node:crypto';
import type { AnyStateMachine, AnyTransitionDefinition, StateValue } from 'xstate';

type AnyStateNode = AnyStateMachine['root'];

export interface MachineTransition {
  /** Stable within a version of the machine: source state, event type and the candidate's place. */
  key: string;
  /** For people: 'account.checking: done: fetchSession [hasUser] -> account.signedIn'. */
  label: string;
}

const ACTOR_EVENT = /^xstate\.(done|error)\.actor\.(.+)$/;
const ROOT = '(any state)';

function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(stateNodes)];
}

function pathOf(node: AnyStateNode): string {
  return node.path.length ? node.path.join('.') : ROOT;
}

/**
 * A state left at once by an eventless transition without a guard (a decision such as 'choosingWayToPay'): no
 * snapshot ever shows it, so it is covered by its eventless transitions, which the transitions count, not as a state.
 */
function isTransient(node: AnyStateNode): boolean {
  return (node.always ?? []).some((transition) => !transition.guard);
}

/** Every atomic or final state of the machine that a snapshot can show, as a dotted key, in document order. */
export function machineStates(machine: AnyStateMachine): string[] {
  return stateNodes(machine.root)
    .filter((node) => (node.type === 'atomic' || node.type === 'final') && !isTransient(node))
    .map((node) => node.path.join('.'));
}

/** The atomic states a state value is in, as dotted keys. */
export function stateKeysOf(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  return Object.entries(value).flatMap(([key, child]) => (child === undefined ? [`${prefix}${key}`] : stateKeysOf(child, `${prefix}${key}.`)));
}

function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (guard && typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  if (typeof guard === 'function') return guard.name || 'inline guard';
  return 'guard';
}

/** 'done: fetchSession' for an invoked actor's answer, 'after 300000 ms' for a delay, else the event type. */
export function eventLabel(machine: AnyStateMachine, node: AnyStateNode, eventType: string): string {
  if (eventType === '') return 'always';
  const actor = ACTOR_EVENT.exec(eventType);
  if (actor) {
    const invoke = stateNodes(node).flatMap((each) => each.invoke).find((each) => each.id === actor[2]);
    const name = invoke && /^\d+\./.test(invoke.id) && typeof invoke.src === 'string' ? invoke.src : actor[2];
    return `${actor[1]}: ${name}`;
  }
  const delayed = node.after.find((transition) => transition.eventType === eventType);
  if (delayed) {
    const named = typeof delayed.delay === 'string' ? (machine.implementations.delays as Record<string, unknown>)[delayed.delay] : delayed.delay;
    return typeof named === 'number' ? `after ${named} ms` : `after ${String(delayed.delay)}`;
  }
  return eventType;
}

function candidatesOf(transition: AnyTransitionDefinition): readonly AnyTransitionDefinition[] {
  const source = transition.source;
  return transition.eventType === '' ? (source.always ?? []) : (source.transitions.get(transition.eventType) ?? []);
}

/** The key of a transition the machine took (as the inspection API reports it). */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const index = candidatesOf(transition).indexOf(transition);
  return `${pathOf(transition.source)} | ${transition.eventType || 'always'} | ${index}`;
}

function transitionLabel(machine: AnyStateMachine, transition: AnyTransitionDefinition): string {
  const guard = transition.guard ? ` [${guardName(transition.guard)}]` : '';
  const targets = transition.target?.length ? transition.target.map((target) => pathOf(target)).join(' + ') : '(stays)';
  return `${pathOf(transition.source)}: ${eventLabel(machine, transition.source, transition.eventType)}${guard} -> ${targets}`;
}

/** Every transition of the machine: each candidate of each event of each state node, and the eventless ones. */
export function machineTransitions(machine: AnyStateMachine): MachineTransition[] {
  return stateNodes(machine.root).flatMap((node) => {
    const all = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
    return all.map((transition) => ({ key: transitionKey(transition), label: transitionLabel(machine, transition) }));
  });
}

/** Changes when the machine's states or transitions change: a record made for another version is stale. */
export function machineFingerprint(machine: AnyStateMachine): string {
  const shape = JSON.stringify({ states: machineStates(machine), transitions: machineTransitions(machine) });
  return createHash('sha256').update(shape).digest('hex').slice(0, 16);
}
