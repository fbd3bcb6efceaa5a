import { describe, expect, it } from 'vitest';
import { deliveryHealth, GIVEN_UP_WARNING_HOURS, type OutboxFacts } from '../../server/mail/delivery-health';

const now = new Date('2026-11-24T12:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const quiet: OutboxFacts = { lastSentAt: null, lastFailedAttemptAt: null, lastGivenUpAt: null, failed: 0, delayed: 0 };

describe('whether e-mail delivery is failing', () => {
  it('is not, for an outbox that never failed, whether or not anything was sent', () => {
    expect(deliveryHealth(quiet, now)).toEqual({ failing: false, failed: 0, delayed: 0 });
    expect(deliveryHealth({ ...quiet, lastSentAt: minutesAgo(1) }, now).failing).toBe(false);
  });

  it('is, while the newest attempt failed: nothing has been delivered since', () => {
    expect(deliveryHealth({ ...quiet, lastFailedAttemptAt: minutesAgo(1), delayed: 1 }, now)).toEqual({ failing: true, failed: 0, delayed: 1 });
    expect(deliveryHealth({ ...quiet, lastSentAt: minutesAgo(5), lastFailedAttemptAt: minutesAgo(1), delayed: 3 }, now).failing).toBe(true);
    // However long ago: no delivery since then says it still fails.
    expect(deliveryHealth({ ...quiet, lastSentAt: minutesAgo(60 * 24 * 30), lastFailedAttemptAt: minutesAgo(60 * 24 * 7), delayed: 1 }, now).failing).toBe(true);
  });

  it('is not once a message was delivered after the newest failed attempt, though some still wait for their retry', () => {
    expect(deliveryHealth({ ...quiet, lastSentAt: minutesAgo(1), lastFailedAttemptAt: minutesAgo(2), delayed: 4 }, now)).toEqual({ failing: false, failed: 0, delayed: 4 });
  });

  it(`is, for ${GIVEN_UP_WARNING_HOURS} hours after a message failed for good, though others are delivered`, () => {
    const givenUp = (minutes: number): OutboxFacts => ({ lastSentAt: minutesAgo(0), lastFailedAttemptAt: minutesAgo(minutes), lastGivenUpAt: minutesAgo(minutes), failed: 1, delayed: 0 });
    expect(deliveryHealth(givenUp(1), now)).toEqual({ failing: true, failed: 1, delayed: 0 });
    expect(deliveryHealth(givenUp(GIVEN_UP_WARNING_HOURS * 60), now).failing).toBe(true);
    // Still listed (counted) after that, without the warning.
    expect(deliveryHealth(givenUp(GIVEN_UP_WARNING_HOURS * 60 + 1), now)).toEqual({ failing: false, failed: 1, delayed: 0 });
  });
});
