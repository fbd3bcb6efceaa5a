/**
 * Development only: main.tsx imports this file behind `import.meta.env.DEV`, so production builds hold none of
 * it. The inspector opens stately.ai/inspect in a new window and streams the app's actors to it; nothing is
 * sent anywhere unless VITE_INSPECT=1 or `?inspect` in the address asks for it.
 */
import type { InspectionEvent, Observer } from 'xstate';

export function isInspectorRequested(flag: string | undefined, search: string): boolean {
  return flag === '1' || new URLSearchParams(search).has('inspect');
}

export async function startInspector(): Promise<Observer<InspectionEvent> | undefined> {
  if (!isInspectorRequested(import.meta.env.VITE_INSPECT, window.location.search)) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}
