/**
 * The Stately inspector's hook into the app's actors. main.tsx sets the observer once, before the first render,
 * and only in development when asked for (see docs/inspecting.md); everywhere else it stays unset and every
 * actor is created exactly as without it.
 */
import type { InspectionEvent, Observer } from 'xstate';

let inspect: Observer<InspectionEvent> | undefined;

export function setInspector(observer: Observer<InspectionEvent> | undefined): void {
  inspect = observer;
}

/** Options for every actor the app creates at a root; invoked children are inspected through their root. */
export function inspectionOptions(): { inspect?: Observer<InspectionEvent> } {
  return inspect ? { inspect } : {};
}
