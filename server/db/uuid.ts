/**
 * Whether a caller's id can name a row keyed by a uuid column. PostgreSQL refuses anything else in such a column
 * with an error, so an id that is not one must be answered as "no such row" before it reaches a query.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (id: string): boolean => UUID.test(id);
