/**
 * The back office's GraphQL operations are for operators only. Every Query and Mutation field whose name starts
 * with `admin` is called with arguments made from its types: a visitor and a customer get FORBIDDEN,
 * and nothing is written. The demo operator's session ends after 15 idle minutes, a customer's after 30.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOperator } from '../../server/db/catalogue';
import { client, graphql, send, signInDemo, testClock } from './accounts';
import { adminOperations } from './admin-operations';
import type { Client } from './accounts';
import { startTestApp } from './app';
import type { TestApp } from './app';

const operations = adminOperations();
const clock = testClock('2026-11-24T09:00:00.000Z');
let harness: TestApp;

/** Rows of every table, to show that a refused call wrote nothing anywhere. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await harness.database.db.introspection.getTables();
  const counts: Record<string, number> = {};
  // Every schema's tables: the portal's and the job queue's (pg-boss).
  for (const table of tables) {
    const row = await harness.database.db.withSchema(table.schema ?? 'public').selectFrom(table.name as 'accounts').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    counts[`${table.schema ?? 'public'}.${table.name}`] = Number(row.n);
  }
  return counts;
}

beforeAll(async () => {
  harness = await startTestApp({ now: clock.now });
});
afterAll(async () => harness.close());

describe('back-office operations', () => {
  it('exist in the schema', () => {
    expect(operations.map((operation) => operation.name).length).toBeGreaterThan(0);
  });

  it('refuse a visitor and a customer with FORBIDDEN, and write nothing', async () => {
    const customer = await signInDemo(harness.app, client('192.0.2.10'));
    const before = await rowCounts();
    for (const operation of operations) {
      for (const [who, code] of [[client('192.0.2.11'), 'FORBIDDEN'], [customer, 'FORBIDDEN']] as const) {
        const result = await graphql(harness.app, who as Client, operation.document, operation.variables);
        expect({ operation: operation.name, codes: result.errors?.map((error) => error.extensions?.code) }).toEqual({ operation: operation.name, codes: [code] });
        expect(result.data?.[operation.name] ?? null).toBeNull();
      }
    }
    const after = await rowCounts();
    // Signing the customer in touched its session only; the counts of every table are what they were.
    expect(after).toEqual(before);
  });
});

describe('the demo operator', () => {
  it('signs in as an operator, and the session ends after 15 idle minutes while a customer keeps 30', async () => {
    const operator = client('192.0.2.20');
    const signIn = await send(harness.app, operator, 'POST', '/api/auth/sign-in', { email: demoOperator.email, password: demoOperator.password });
    expect(signIn.statusCode).toBe(200);
    const body = signIn.json() as { user: { role: string }; expiresAt: string };
    expect(body.user.role).toBe('operator');
    expect(new Date(body.expiresAt).getTime() - clock.now().getTime()).toBe(15 * 60_000);
    const customer = await signInDemo(harness.app, client('192.0.2.21'));
    const session = (await send(harness.app, customer, 'GET', '/api/auth/session')).json() as { user: { role: string }; expiresAt: string };
    expect(session.user.role).toBe('customer');
    expect(new Date(session.expiresAt).getTime() - clock.now().getTime()).toBe(30 * 60_000);

    clock.advanceMinutes(16);
    expect(((await send(harness.app, operator, 'GET', '/api/auth/session')).json() as { user: unknown }).user).toBeNull();
    expect(((await send(harness.app, customer, 'GET', '/api/auth/session')).json() as { user: unknown }).user).not.toBeNull();
  });
});
