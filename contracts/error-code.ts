/**
 * The code a failed call's error carries (a GraphQL error's extensions.code, a REST error's code); null without one.
 * Free of zod, so the machines that branch on codes keep the schemas out of the first page load.
 */
export function errorCode(error: unknown): string | null {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : null;
}
