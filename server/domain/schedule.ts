/**
 * When a scheduled job is due (server/scheduler.ts): each run has a slot, named so that every instance computes the
 * same name for it, and the slot is claimed once in the database. A daily job's slot is the day in its time zone,
 * due from its hour on (03:00 Europe/Prague by default: the night, after the day's payments); an hourly job's slot
 * is the UTC hour.
 */
export type JobTiming = { every: 'day'; atHour: number; timeZone: string } | { every: 'hour' };

const localParts = (moment: Date, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
};

/** The slot due at `moment`, or undefined when the job's time of day has not come yet. */
export function dueSlot(timing: JobTiming, moment: Date): string | undefined {
  if (timing.every === 'hour') return moment.toISOString().slice(0, 13);
  const local = localParts(moment, timing.timeZone);
  return local.hour >= timing.atHour ? local.day : undefined;
}
