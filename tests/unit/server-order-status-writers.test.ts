/**
 * One writer of an order's status: server/lifecycle/. A scan of every other server file for a statement that would
 * change `orders.status` behind its back: an update of orders that sets status, a delete of orders, an insert of an
 * order that is not a draft, raw SQL updating orders, or a history row written without the lifecycle.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../support/source-files';

const SERVER = 'server';
const OWNER = join(SERVER, 'lifecycle');

/** The text of the call's arguments that starts at `open` (a '('), up to its balanced ')'. */
function argumentsAt(source: string, open: number): string {
  let depth = 0;
  for (let index = open; index < source.length; index += 1) {
    if (source[index] === '(') depth += 1;
    if (source[index] === ')' && --depth === 0) return source.slice(open + 1, index);
  }
  return source.slice(open + 1);
}

/** The statement that starts at `start`: up to the first `;` at the end of a line or `.execute`. */
function statementAt(source: string, start: number): string {
  const rest = source.slice(start);
  const end = rest.search(/\.execute\w*\(|;\s*$/m);
  return end === -1 ? rest : rest.slice(0, end);
}

/** What in one file's text writes an order's status; empty when nothing does. */
export function statusWrites(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/updateTable\(\s*'orders'\s*\)/g)) {
    const statement = statementAt(source, match.index);
    for (const set of statement.matchAll(/\.set\(/g)) {
      if (/(^|[\s{,])status\s*:|'status'/.test(argumentsAt(statement, set.index + '.set'.length))) found.push(`an update of orders that sets status`);
    }
  }
  if (/deleteFrom\(\s*'orders'\s*\)/.test(source)) found.push('a delete of orders');
  for (const match of source.matchAll(/insertInto\(\s*'orders'\s*\)/g)) {
    const statement = statementAt(source, match.index);
    const status = /status\s*:\s*([^,\n}]+)/.exec(statement)?.[1]?.trim();
    if (status !== undefined && status !== "'draft'" && status !== "'draft' as const") found.push(`an insert of an order with status ${status}`);
  }
  if (/update\s+orders\b[\s\S]{0,200}?\bset\b[\s\S]{0,200}?\bstatus\s*=/i.test(source)) found.push('raw SQL setting orders.status');
  if (/insertInto\(\s*'order_history'\s*\)|recordOrderHistory\(/.test(source)) found.push('an order history row');
  return found;
}

describe('the writer of an order\'s status', () => {
  it('finds each kind of status write it looks for', () => {
    expect(statusWrites("await trx.updateTable('orders').set((eb) => ({ status: 'paid', paid_at: now })).where('id', '=', id).execute();")).toEqual(['an update of orders that sets status']);
    expect(statusWrites("db.updateTable('orders').set({ updated_at: now }).where('status', '=', 'draft').execute()")).toEqual([]);
    expect(statusWrites("trx.deleteFrom('orders').where('id', '=', id).execute()")).toEqual(['a delete of orders']);
    expect(statusWrites("trx.insertInto('orders').values({ id, status: 'draft', kind }).execute()")).toEqual([]);
    expect(statusWrites("trx.insertInto('orders').values({ id, status: 'paid', kind }).execute()")).toEqual(["an insert of an order with status 'paid'"]);
    expect(statusWrites("sql`update orders set status = 'paid' where id = ${id}`.execute(db)")).toEqual(['raw SQL setting orders.status']);
    expect(statusWrites('await recordOrderHistory(trx, change, now);')).toEqual(['an order history row']);
  });

  it('is server/lifecycle/ alone: no other server file changes orders.status', () => {
    const writers = sourceFiles(SERVER)
      .filter((path) => !path.startsWith(OWNER))
      .flatMap((path) => statusWrites(readFileSync(path, 'utf8')).map((write) => `${path}: ${write}`));
    expect(writers).toEqual([]);
  });
});
