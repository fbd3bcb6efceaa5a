/**
 * The code a failed call's error carries (a GraphQL error's extensions.code, a REST error's code); null without one.
 * Free of zod, so the machines that branch on codes keep the schemas out of the first page load.
 */
export function errorCode(error: unknown): string | null {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : null;
}

/** The server's own words for a refusal it coded; a failure without a code (the network) gets `fallback`. */
export function refusalMessage(error: unknown, fallback: string): string {
  return errorCode(error) !== null && error instanceof Error && error.message ? error.message : fallback;
}

/** Field -> message of a refusal that named its fields (the back office's withFieldErrors); empty for any other. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return typeof error === 'object' && error !== null && 'fieldErrors' in error && typeof error.fieldErrors === 'object' && error.fieldErrors !== null ? (error.fieldErrors as Record<string, string>) : {};
}
