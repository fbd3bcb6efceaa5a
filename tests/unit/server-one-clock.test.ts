/**
 * One clock for the whole server (docs/decisions.md, "One clock"): no server file but server/clock.ts reads the
 * system time as a business date, so moving the app's clock (`buildApp({ now })`) or the daily job's `now` moves
 * every decision with it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../server/clock';
import { sourceFiles } from '../support/source-files';

describe('the server clock', () => {
  it('is the only reader of the system time in server/', () => {
    const readers = sourceFiles('server').filter((path) => path !== join('server', 'clock.ts') && /new Date\(\s*\)/.test(readFileSync(path, 'utf8')));
    expect(readers).toEqual([]);
  });

  it('stands still when fixed, and each reading is a copy the caller may change', () => {
    const clock = fixedClock(new Date('2027-03-01T00:00:00Z'));
    const first = clock();
    first.setUTCFullYear(2030);
    expect(clock().toISOString()).toBe('2027-03-01T00:00:00.000Z');
  });
});
