// The server's import graph, read from the sources with the TypeScript compiler's own parser: every import and
// re-export between files under server/ (type-only ones marked), and the same folded into modules (server/<folder>,
// or a top-level file such as app.ts). Drawn as visualizations/server-modules.* ("the house") and checked by
// tests/unit/server-imports.test.ts: no file and no module imports itself back through others.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export interface ServerImport {
  from: string;
  to: string;
  /** `import type` or an import of types only: gone at run time, but still a dependency of the code. */
  typeOnly: boolean;
}

const ROOT = 'server';
const SOURCE = /\.tsx?$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : sourceFiles(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => existsSync(path) && statSync(path).isFile());
  return found === undefined ? undefined : relative(process.cwd(), found);
}

function typeOnly(statement: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(statement)) return statement.isTypeOnly;
  const clause = statement.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return clause.name === undefined && bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
}

/** Every import between two files of server/ (relative paths from the repository's root). */
export function serverImports(): ServerImport[] {
  const imports: ServerImport[] = [];
  for (const file of sourceFiles(ROOT).sort()) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
    for (const statement of source.statements) {
      if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement))) continue;
      const specifier = statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
      const target = resolveImport(file, specifier.text);
      if (target?.startsWith(`${ROOT}/`)) imports.push({ from: file, to: target, typeOnly: typeOnly(statement) });
    }
  }
  return imports;
}

/** The module a server file belongs to: its folder under server/, or the top-level file's name. */
export function moduleOf(file: string): string {
  const [, first = '', second] = file.split('/');
  return second === undefined ? first.replace(SOURCE, '') : first;
}

/** The groups of nodes that reach each other (Tarjan's strongly connected components), only those of two or more. */
export function cycles(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of edges.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) found.push(group.sort());
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

/** Edges as a map from each node to the nodes it imports. */
export function graphOf(imports: readonly ServerImport[], node: (file: string) => string = (file) => file): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    const [source, target] = [node(from), node(to)];
    if (source === target) continue;
    edges.set(source, (edges.get(source) ?? new Set()).add(target));
    if (!edges.has(target)) edges.set(target, new Set());
  }
  return edges;
}

const quote = (text: string): string => `"${text.replace(/"/g, '\\"')}"`;

/** The house: the server's modules and which imports which (run-time imports solid, type-only ones dashed). */
export function serverModulesDot(imports: readonly ServerImport[]): string {
  const runtime = graphOf(imports.filter((entry) => !entry.typeOnly), moduleOf);
  const all = graphOf(imports, moduleOf);
  const lines = ['digraph "server-modules" {', '  rankdir=TB; fontname="Helvetica"; node [fontname="Helvetica" fontsize=11 shape=box style="rounded,filled" fillcolor="#eef3fb"]; edge [color="#5b6b86"];'];
  for (const node of [...all.keys()].sort()) lines.push(`  ${quote(node)};`);
  for (const [source, targets] of [...all].sort(([a], [b]) => a.localeCompare(b))) {
    for (const target of [...targets].sort()) {
      const style = runtime.get(source)?.has(target) ? '' : ' [style=dashed]';
      lines.push(`  ${quote(source)} -> ${quote(target)}${style};`);
    }
  }
  lines.push('}');
  return `${lines.join('\n')}\n`;
}

/** The same as a Markdown page: what the drawing shows, and each module's imports in words. */
export function serverModulesMarkdown(imports: readonly ServerImport[]): string {
  const all = graphOf(imports, moduleOf);
  const rows = [...all].sort(([a], [b]) => a.localeCompare(b)).map(([module, targets]) => `| ${module} | ${[...targets].sort().join(', ') || '(nothing)'} |`);
  const named = (groups: string[][]) => (groups.length === 0 ? 'none' : groups.map((group) => group.join(', ')).join('; '));
  const runtimeCycles = cycles(graphOf(imports.filter((entry) => !entry.typeOnly), moduleOf));
  return [
    '# server-modules',
    '',
    'The house: the server\'s modules (a folder under server/, or a top-level file) and which imports which. Solid',
    'arrows are imports that run; dashed ones import types only. Generated by `npm run diagrams` from the sources;',
    '`npm test` fails when it is stale, and tests/unit/server-imports.test.ts fails when a file or a module imports itself',
    'back through others, imports of types counted.',
    '',
    `Files importing themselves back through others: ${named(cycles(graphOf(imports)))}.`,
    `Modules importing themselves back through others at run time: ${named(runtimeCycles)}.`,
    `Modules that reach each other when imports of types are counted too: ${named(cycles(all))}.`,
    '',
    '![server modules](server-modules.svg)',
    '',
    '| Module | Imports |',
    '| --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
