/** What the back office's lists share: their refusal, filter values, day ranges, pages and JSON columns. */
import { english } from '../i18n';

/**
 * A back-office request refused with its code: a bad filter, an unknown order, a message that cannot be resent. The
 * message is the server catalogue's English (`english('error.<CODE>...')`), which a Czech request gets in Czech
 * (server/http/error-language.ts).
 */
export class AdminFilterError extends Error {
  constructor(
    readonly code: 'INVALID_FILTER' | 'ORDER_NOT_FOUND' | 'MAIL_NOT_FOUND' | 'MAIL_NOT_FAILED',
    message: string,
  ) {
    super(message);
  }
}

/** A filter typed by the operator, trimmed; undefined when empty. */
export const given = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** Lower case, with LIKE's own characters matching themselves. */
export const likeText = (value: string): string => value.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function day(value: string | undefined, name: 'from' | 'until'): Date | undefined {
  if (value === undefined) return undefined;
  const date = new Date(`${value}T00:00:00.000Z`);
  if (!DAY.test(value) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw new AdminFilterError('INVALID_FILTER', english(name === 'from' ? 'error.INVALID_FILTER.fromDate' : 'error.INVALID_FILTER.untilDate'));
  }
  return date;
}

/** Calendar days 'YYYY-MM-DD' (UTC), both included, as the moments [from, until). */
export function dayRange(from: string | null | undefined, until: string | null | undefined): { from: Date | undefined; until: Date | undefined } {
  const start = day(given(from), 'from');
  const end = day(given(until), 'until');
  if (start && end && start > end) throw new AdminFilterError('INVALID_FILTER', english('error.INVALID_FILTER.fromAfterUntil'));
  return { from: start, until: end && new Date(end.getTime() + 24 * 60 * 60 * 1000) };
}

/** A page number from 1. */
export function checkPage(page: number): void {
  if (!Number.isInteger(page) || page < 1 || page > 100_000) throw new AdminFilterError('INVALID_FILTER', english('error.INVALID_FILTER.page'));
}

/** A JSON column as text for the screen; null stays null. */
export const jsonText = (value: unknown): string | null => (value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value));
