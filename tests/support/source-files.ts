import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every TypeScript source under `folder`, generated code left out: what the scans of server/ read. */
export function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
