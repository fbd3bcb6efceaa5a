// `npm run codegen:check`: regenerates GraphQL Code Generator's output in memory and fails when a file on
// disk differs, so a schema or document change without `npm run codegen` never reaches main.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { generate } from '@graphql-codegen/cli';
import config from '../codegen';

// With saveToFile false, generate() hands back what it would have written.
const outputs = (await generate({ ...config, silent: true }, false)) as Array<{ filename: string; content: string }>;
const stale = outputs
  .filter(({ filename, content }) => {
    const path = resolve(filename);
    return !existsSync(path) || readFileSync(path, 'utf8') !== content;
  })
  .map(({ filename }) => filename);

if (stale.length > 0) {
  console.error(`codegen: stale or missing generated files: ${stale.join(', ')}`);
  console.error("codegen: run 'npm run codegen' and commit the result");
  process.exit(1);
}
console.log(`codegen: all ${outputs.length} generated files are current`);
