/**
 * The server and its commands built for Node once (`npm run build:node`, part of `npm run build`): one ES module per
 * entry point in dist-node/, our TypeScript bundled, the packages imported from node_modules as they are. Node starts
 * them without tsx's loader, which spent most of a start's CPU (docs/decisions.md "The server built for Node").
 *
 * Each bundled file keeps its own `import.meta.url` (the source file's address), so the files the server reads beside
 * its code (the migrations, the GraphQL schema, the sample CNB rates) are found where they are in the repository.
 * The embedded database's worker thread is an entry of its own, loaded without a TypeScript loader.
 */
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Where `npm run build` puts it; the Node tests build their own copy (tests/api/node-build.ts). */
export const NODE_BUILD_DIR = fileURLToPath(new URL('../dist-node/', import.meta.url));

/** Entry points: the file under server/ and its name in dist-node/. */
export const NODE_ENTRIES = {
  main: 'server/main.ts',
  'pglite-worker': 'server/db/pglite-worker.ts',
  'operator-cli': 'server/admin/operator-cli.ts',
  'backup-cli': 'server/backup/backup-cli.ts',
  'restore-cli': 'server/backup/restore-cli.ts',
  lifecycle: 'server/cli/lifecycle.ts',
  migrate: 'server/cli/migrate.ts',
} as const;

/** Every bundled module's `import.meta.url` is that of its source file. */
const sourceUrls: Plugin = {
  name: 'source-import-meta-url',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      return { contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

export async function buildNode(outDir: string = NODE_BUILD_DIR): Promise<void> {
  await rm(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(Object.entries(NODE_ENTRIES)),
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    define: { __PGLITE_WORKER_BUNDLE__: JSON.stringify(pathToFileURL(join(outDir, 'pglite-worker.mjs')).href) },
    plugins: [sourceUrls],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildNode();
