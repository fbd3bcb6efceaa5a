// Turns a machine's state-node tree into a plain, renderer-neutral description: states and labelled edges.
// Labels are written for product owners: 'after 300000 ms', 'done: fetchOrder', 'always [isPaid]'.
import type { AnyStateMachine } from 'xstate';

type AnyNode = AnyStateMachine['root'];
type AnyTransition = NonNullable<AnyNode['always']>[number];

export interface DiagramState {
  id: string;
  key: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  initialId: string | undefined;
  children: DiagramState[];
  notes: string[];
}

export interface DiagramEdge {
  sourceId: string;
  targetIds: string[];
  label: string;
}

export interface MachineDiagram {
  id: string;
  root: DiagramState;
  edges: DiagramEdge[];
}

const ACTOR_EVENT = /^xstate\.(done|error)\.actor\.(.+)$/;
const STATE_DONE = /^xstate\.done\.state\.(.+)$/;

function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const composite = guard as { check?: { name?: string }; guards?: unknown[] };
    const operator = composite.check?.name?.replace(/^check/, '').toLowerCase();
    if (operator && composite.guards) return `${operator}(${composite.guards.map(guardName).join(', ')})`;
    return guard.name || 'inline guard';
  }
  if (guard && typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'guard';
}

function actorNames(node: AnyNode): Map<string, string> {
  const names = new Map<string, string>();
  for (const invoke of node.invoke) {
    // Invocations without an explicit id get a generated one; the source's name reads better.
    const src = typeof invoke.src === 'string' ? invoke.src : invoke.id;
    names.set(invoke.id, /^\d+\./.test(invoke.id) ? src : invoke.id);
  }
  return names;
}

function delayLabel(node: AnyNode, eventType: string): string | undefined {
  const delayed = node.after.find((transition) => transition.eventType === eventType);
  if (!delayed) return undefined;
  return typeof delayed.delay === 'number' ? `after ${delayed.delay} ms` : `after ${String(delayed.delay)}`;
}

function eventLabel(node: AnyNode, eventType: string, names: Map<string, string>): string {
  const actor = ACTOR_EVENT.exec(eventType);
  if (actor) return `${actor[1]}: ${names.get(actor[2] ?? '') ?? actor[2]}`;
  const stateDone = STATE_DONE.exec(eventType);
  if (stateDone) return `done: ${stateDone[1]?.split('.').pop()}`;
  if (eventType === '*') return 'any event';
  return delayLabel(node, eventType) ?? eventType;
}

function edge(transition: AnyTransition, label: string): DiagramEdge {
  const guard = transition.guard ? ` [${guardName(transition.guard)}]` : '';
  const source = transition.source.id;
  const targets = transition.target?.map((target) => target.id) ?? [source];
  return { sourceId: source, targetIds: targets, label: `${label}${guard}` };
}

function describeNode(node: AnyNode, edges: DiagramEdge[]): DiagramState {
  const names = actorNames(node);
  for (const [eventType, transitions] of node.transitions) {
    const label = eventLabel(node, eventType, names);
    for (const transition of transitions) edges.push(edge(transition, label));
  }
  for (const transition of node.always ?? []) edges.push(edge(transition, 'always'));

  const notes = [
    ...node.invoke.map((invoke) => `invokes ${names.get(invoke.id)}`),
    ...node.tags.map((tag) => `tag ${tag}`),
  ];
  const children = Object.values(node.states).map((child) => describeNode(child, edges));
  const initialId = node.type === 'compound' ? node.initial.target[0]?.id : undefined;
  return { id: node.id, key: node.key, type: node.type, initialId, children, notes };
}

export function describeMachine(machine: AnyStateMachine): MachineDiagram {
  const edges: DiagramEdge[] = [];
  const root = describeNode(machine.root, edges);
  return { id: machine.id, root, edges };
}

/** Every state node below the root, depth first. */
export function allStates(state: DiagramState): DiagramState[] {
  return state.children.flatMap((child) => [child, ...allStates(child)]);
}
