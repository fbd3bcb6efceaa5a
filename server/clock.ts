/**
 * The server's one clock of business time (docs/decisions.md, "One clock"): when a session ends, a bank transfer's
 * days run out, a service's period ends. Everything that decides by the date takes `now` (a Date) or a `Clock` from
 * its caller, and only this module reads the system time, so tests and `npm run lifecycle -- --now` move time for
 * the whole server at once. Measuring how long something took is not business time: it uses performance.now().
 */
export type Clock = () => Date;

/** The system's time: the clock of a running portal. */
export const systemClock: Clock = () => new Date();

/** A clock that stands at `moment` (a test, or the lifecycle command's `--now`). */
export function fixedClock(moment: Date): Clock {
  return () => new Date(moment.getTime());
}
