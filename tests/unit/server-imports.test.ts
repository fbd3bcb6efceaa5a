/**
 * The house stays one-way (visualizations/server-modules.md): no server file and no module (a folder under server/)
 * imports itself back through others, not even for types. The graph is read from the sources
 * by scripts/diagrams/server-imports.ts; the cycle finder is checked on graphs whose answer is known.
 */
import { describe, expect, it } from 'vitest';
import { cycles, graphOf, moduleOf, serverImports } from '../../scripts/diagrams/server-imports';

const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges).map(([node, targets]) => [node, new Set(targets)]));

describe('the server import graph', () => {
  const imports = serverImports();

  it('is read from the sources: the app imports its routes, and type-only imports are told apart', () => {
    expect(imports.length).toBeGreaterThan(500);
    expect(imports).toContainEqual({ from: 'server/app.ts', to: 'server/mail/plugin.ts', typeOnly: false });
    expect(imports).toContainEqual({ from: 'server/lifecycle/service-status.ts', to: 'server/db/schema.ts', typeOnly: true });
  });

  it('has no file that imports itself back through others, types counted', () => {
    expect(cycles(graphOf(imports))).toEqual([]);
  });

  it('has no module that imports itself back through others, types counted', () => {
    expect(cycles(graphOf(imports, moduleOf))).toEqual([]);
  });

  it('keeps the GraphQL layer on top: the presenters take the schema\'s types from a generated file that imports nothing', () => {
    const intoSchema = imports.filter((entry) => moduleOf(entry.to) === 'schema' && moduleOf(entry.from) !== 'schema');
    expect([...new Set(intoSchema.map((entry) => entry.from))]).toEqual(['server/graphql.ts']);
  });

  it('folds files into modules by their folder, top-level files by name', () => {
    expect(moduleOf('server/orders/checkout.ts')).toBe('orders');
    expect(moduleOf('server/schema/resolvers/Query.order.ts')).toBe('schema');
    expect(moduleOf('server/app.ts')).toBe('app');
  });
});

describe('finding cycles', () => {
  it('finds each group that reaches itself, and nothing in a one-way graph', () => {
    expect(cycles(graph({ a: ['b'], b: ['c'], c: ['a'], d: ['a'], e: ['f'], f: ['e'] }))).toEqual([['a', 'b', 'c'], ['e', 'f']]);
    expect(cycles(graph({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });
});
