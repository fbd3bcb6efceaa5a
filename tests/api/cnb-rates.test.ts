/**
 * The Czech National Bank's rates as production reads them (server/exchange-rates/fetch.ts), against a stand-in of
 * the CNB's address on this machine: a good file is stored once, a malformed file or a server error stores nothing
 * and is reported, and the schedule logs a failed read and reads again at its next run.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../server/db/database';
import { CNB_HEADER, CnbRatesFormatError } from '../../server/domain/cnb-rates';
import { keepCnbRates, updateCnbRates } from '../../server/exchange-rates/fetch';
import { storedRateForDay } from '../../server/exchange-rates/repository';
import { createTestDatabase } from './db';

/** What the stand-in answers next: each request takes the first answer (the last one stays). */
interface Answer {
  status: number;
  body: string;
}

let database: DatabaseHandle;
let answers: Answer[] = [];
let requests = 0;
const standIn = createServer((_request, response) => {
  requests += 1;
  const answer = answers.length > 1 ? answers.shift() : answers[0];
  response.writeHead(answer?.status ?? 404, { 'content-type': 'text/plain; charset=UTF-8' }).end(answer?.body ?? '');
});
let url = '';

beforeAll(async () => {
  database = await createTestDatabase();
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/cs/denni_kurz.txt`;
});
afterAll(async () => {
  await new Promise((resolve) => standIn.close(resolve));
  await database.close();
});

const file = (date: string, eur: string) => `${date} #229\n${CNB_HEADER}\nEMU|euro|1|EUR|${eur}\nMaďarsko|forint|100|HUF|6,168\nUSA|dolar|1|USD|21,052\n`;

function quietLog() {
  return { info: vi.fn(), error: vi.fn() };
}

describe("reading the Czech National Bank's daily rates", () => {
  it('stores each rate of a good file under its day, once however often it is read', async () => {
    answers = [{ status: 200, body: file('05.03.2040', '24,335') }];
    const log = quietLog();
    const daily = await updateCnbRates({ db: database.db, url, log, now: () => new Date('2040-03-05T14:40:00Z') });
    expect(daily.date).toBe('2040-03-05');
    expect(await storedRateForDay(database.db, 'EUR', '2040-03-05')).toEqual({ date: '2040-03-05', currency: 'EUR', amount: 1, rate: '24.335' });
    expect(await storedRateForDay(database.db, 'HUF', '2040-03-06')).toEqual({ date: '2040-03-05', currency: 'HUF', amount: 100, rate: '6.168' });
    expect(log.info).toHaveBeenCalledWith({ date: '2040-03-05', sequence: 229, currencies: 3, stored: 3 }, "Czech National Bank's rates read");

    await updateCnbRates({ db: database.db, url, log });
    expect(log.info).toHaveBeenLastCalledWith(expect.objectContaining({ date: '2040-03-05', stored: 0 }), "Czech National Bank's rates read");
  });

  it('refuses a malformed file and stores none of it', async () => {
    answers = [{ status: 200, body: file('06.03.2040', '24,335').replace('USA|dolar|1|USD|21,052', 'USA|dolar|1|USD|21.052') }];
    await expect(updateCnbRates({ db: database.db, url, log: quietLog() })).rejects.toThrow(CnbRatesFormatError);
    await expect(updateCnbRates({ db: database.db, url, log: quietLog() })).rejects.toThrow('line 5 should give the rate as a number with a decimal comma');
    expect((await storedRateForDay(database.db, 'EUR', '2040-03-06'))?.date).toBe('2040-03-05');
  });

  it('reports a server error with its status and stores nothing', async () => {
    answers = [{ status: 503, body: 'Service Unavailable' }];
    await expect(updateCnbRates({ db: database.db, url, log: quietLog() })).rejects.toThrow(`The Czech National Bank's rates at ${url} answered HTTP 503.`);
  });

  it('on its schedule logs a failed read for the operator and reads again at the next run, never throwing', async () => {
    answers = [
      { status: 500, body: 'Internal Server Error' },
      { status: 200, body: '<html>maintenance</html>' },
      { status: 200, body: file('12.03.2040', '24,410') },
    ];
    requests = 0;
    const log = quietLog();
    const schedule = keepCnbRates({ db: database.db, url, log }, { firstAfterMs: 0, everyMs: 5 });
    try {
      await vi.waitFor(async () => expect(await storedRateForDay(database.db, 'EUR', '2040-03-12')).toEqual({ date: '2040-03-12', currency: 'EUR', amount: 1, rate: '24.410' }), { timeout: 30_000, interval: 20 });
    } finally {
      await schedule.stop();
    }
    expect(requests).toBeGreaterThanOrEqual(3);
    expect(log.error).toHaveBeenCalledTimes(2);
    const [[first], [second]] = log.error.mock.calls as [[{ err: Error; url: string }], [{ err: Error; url: string }]];
    expect(first.err.message).toBe(`The Czech National Bank's rates at ${url} answered HTTP 500.`);
    expect(second.err).toBeInstanceOf(CnbRatesFormatError);
    expect(log.error.mock.calls[0]?.[1]).toContain("Czech National Bank's rates not read; tried again at the next run");
  });
});

describe('the sample rates of demo mode', () => {
  it('are in the demo seed, so demo invoices in EUR and USD need no network', async () => {
    expect(await storedRateForDay(database.db, 'EUR', '2026-11-26')).toEqual({ date: '2026-11-26', currency: 'EUR', amount: 1, rate: '24.335' });
    expect(await storedRateForDay(database.db, 'USD', '2026-11-28')).toEqual({ date: '2026-11-26', currency: 'USD', amount: 1, rate: '21.052' });
  });
});
