import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../server/auth/sessions';
import { warmUp } from '../../server/http/warm-up';
import { keptLogLines, startTestApp, type TestApp } from './app';

const { lines, logger } = keptLogLines();
let harness: TestApp;

beforeAll(async () => {
  harness = await startTestApp({ logger });
}, 60_000);
afterAll(async () => harness.close());

const count = async (table: 'orders' | 'sessions' | 'accounts' | 'audit_log' | 'mail_outbox') =>
  Number((await harness.database.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

describe('the warm-up before the portal listens', () => {
  it('walks the order change, the session and the price list as a visitor without a session, writing nothing and logging nothing', async () => {
    const tables = ['orders', 'sessions', 'accounts', 'audit_log', 'mail_outbox'] as const;
    const before = await Promise.all(tables.map(count));
    lines.length = 0;

    const answers = await warmUp(harness.app, 3);

    // The change reached the resolver, which looked the session up and refused it: no GraphQL-level refusal first.
    const change = answers.find((answer) => answer.url === '/graphql');
    expect(change?.statusCode).toBe(200);
    expect(JSON.parse(change?.body ?? '{}')).toMatchObject({ data: null, errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
    expect(answers.find((answer) => answer.url === '/api/auth/session')).toMatchObject({ statusCode: 200 });
    const pricelist = answers.find((answer) => answer.url === '/api/pricelist');
    expect(pricelist?.statusCode).toBe(200);
    expect((JSON.parse(pricelist?.body ?? '{}') as { items?: unknown[] }).items?.length).toBeGreaterThan(0);

    expect(await Promise.all(tables.map(count))).toEqual(before);
    expect(lines).toEqual([]);
  });

  it('leaves the lines of a visitor who copies its cookie but not its mark in the log', async () => {
    lines.length = 0;
    await harness.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: `${SESSION_COOKIE}=anything`, 'x-portal-warm-up': 'a guess' } });
    expect(lines.filter((line) => line.url === '/api/auth/session')).toHaveLength(1);
  });
});
