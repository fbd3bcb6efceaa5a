/**
 * When the back office warns that e-mail delivery is failing (docs/admin.md, "E-mail"). Pure: the facts are read
 * from the outbox by server/mail/problems.ts, and "now" is the caller's clock.
 *
 * Delivery is failing while
 * - the newest attempt of any message failed: no message has been delivered since a message's newest failed attempt
 *   (the mail server is down or refusing), or
 * - a message failed for good within the last GIVEN_UP_WARNING_HOURS and was not resent: someone has to look at it.
 *   After that it stays in the list of failed messages, but no longer warns, so that one address that can never
 *   receive mail does not keep the warning up for good.
 */

export const GIVEN_UP_WARNING_HOURS = 24;

export interface OutboxFacts {
  /** When the newest delivered message was sent; null when none has been. */
  lastSentAt: Date | null;
  /** When the newest failed attempt began, of the messages not delivered since (delayed or failed); null when none. */
  lastFailedAttemptAt: Date | null;
  /** When the newest message that failed for good (and was not resent) was last tried; null when none. */
  lastGivenUpAt: Date | null;
  /** Messages that failed for good and were not resent. */
  failed: number;
  /** Messages still being retried after a failed attempt. */
  delayed: number;
}

export interface DeliveryHealth {
  failing: boolean;
  failed: number;
  delayed: number;
}

const HOUR_MS = 60 * 60_000;

export function deliveryHealth(facts: OutboxFacts, now: Date): DeliveryHealth {
  const newestAttemptFailed = facts.lastFailedAttemptAt !== null && (facts.lastSentAt === null || facts.lastFailedAttemptAt > facts.lastSentAt);
  const givenUpLately = facts.lastGivenUpAt !== null && now.getTime() - facts.lastGivenUpAt.getTime() <= GIVEN_UP_WARNING_HOURS * HOUR_MS;
  return { failing: newestAttemptFailed || givenUpLately, failed: facts.failed, delayed: facts.delayed };
}
