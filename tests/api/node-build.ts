/**
 * Vitest's global set-up of the Node tests: the server and its commands built for Node (scripts/build-node.ts) once
 * per run, into a folder of the run's own, for the tests that start them as child processes (child-server.ts). Its
 * own folder: a run does not replace the dist-node/ a browser test's portal may be running from.
 */
import { resolve } from 'node:path';
import { buildNode } from '../../scripts/build-node';

export default async function setup(): Promise<void> {
  const folder = resolve('.tmp/node-build');
  await buildNode(folder);
  process.env.PORTAL_NODE_BUILD = folder;
}
