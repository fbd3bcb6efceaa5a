import * as z from 'zod/mini';

/** Body of every 4xx/5xx answer of the REST endpoints. Never carries a stack trace. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** The query or body parameter at fault, when there is one. */
    parameter: z.optional(z.string()),
    /** With TOO_MANY_ATTEMPTS: seconds until the next attempt is accepted. */
    retryAfterSeconds: z.optional(z.int()),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
