/** A parsed JSON value that is an object (not null, not an array): what a body or cookie checked by hand must be first. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
