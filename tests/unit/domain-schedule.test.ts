import { describe, expect, it } from 'vitest';
import { dueSlot } from '../../server/domain/schedule';

const nightly = { every: 'day', atHour: 3, timeZone: 'Europe/Prague' } as const;

describe('dueSlot', () => {
  it('names a daily job\'s slot by its day in its time zone, due from its hour on', () => {
    // 01:30 UTC in winter is 02:30 in Prague: not yet.
    expect(dueSlot(nightly, new Date('2027-01-15T01:30:00Z'))).toBeUndefined();
    expect(dueSlot(nightly, new Date('2027-01-15T02:00:00Z'))).toBe('2027-01-15');
    // Summer time: 03:00 in Prague is 01:00 UTC; 23:30 UTC is 01:30 of the next day there, not yet its hour.
    expect(dueSlot(nightly, new Date('2027-07-15T01:00:00Z'))).toBe('2027-07-15');
    expect(dueSlot(nightly, new Date('2027-07-15T23:30:00Z'))).toBeUndefined();
  });

  it('names an hourly job\'s slot by the UTC hour', () => {
    expect(dueSlot({ every: 'hour' }, new Date('2027-07-15T23:59:59Z'))).toBe('2027-07-15T23');
  });
});
