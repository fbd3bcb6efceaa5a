/**
 * The keep-alive, registered in machines/index.ts, has no view: every simple path of its graph runs against the
 * actor (see sessionKeepAlive.model.ts), the 300000 ms interval driven by XState's SimulatedClock.
 */
import { definePathTests } from './harness';
import { keepAliveModel } from './sessionKeepAlive.model';

definePathTests('sessionKeepAlive', { actor: keepAliveModel });
