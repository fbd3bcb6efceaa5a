/**
 * The tracker machine, registered in machines/index.ts, replayed against the services it drives: every shortest
 * path xstate/graph finds is walked on the actor with provided actors that wait until the path answers them.
 */
import { afterEach, vi } from 'vitest';
import { definePathTests } from './harness';
import { trackerViewModel } from './tracker.view';

afterEach(() => vi.restoreAllMocks());

definePathTests('tracker', { actor: trackerViewModel });
