import { DEFAULT_REF, pricelistQuerySchema } from '../../contracts/pricelist';
import type { Currency } from '../../contracts/pricelist';

export interface PricelistParameters {
  project: string | undefined;
  feature: string | undefined;
  currency: Currency;
  ref: string;
}

export interface ParameterProblem {
  parameter: string;
  message: string;
}

export type ParsedQuery = { ok: true; value: PricelistParameters } | { ok: false; problem: ParameterProblem };

const KNOWN = Object.keys(pricelistQuerySchema.shape) as (keyof typeof pricelistQuerySchema.shape)[];

/**
 * Reads the query of GET /api/pricelist: unknown parameters are ignored (trackers append their own), while a
 * known one that is repeated or malformed is reported by name so the caller can answer 400.
 */
export function parsePricelistQuery(query: Record<string, unknown>, defaultCurrency: Currency): ParsedQuery {
  for (const name of KNOWN) {
    if (Array.isArray(query[name])) return problem(name, `The parameter ${name} must be given at most once.`);
  }
  const known = Object.fromEntries(KNOWN.filter((name) => query[name] !== undefined).map((name) => [name, query[name]]));
  const parsed = pricelistQuerySchema.safeParse(known);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'query');
    const rule = issue?.code === 'invalid_value' ? `must be one of ${issue.values.join(', ')}` : (issue?.message ?? 'is invalid');
    return problem(name, `The parameter ${name} ${rule}.`);
  }
  const { project, feautre, currency, ref } = parsed.data;
  return { ok: true, value: { project, feature: feautre, currency: currency ?? defaultCurrency, ref: ref ?? DEFAULT_REF } };
}

function problem(parameter: string, message: string): ParsedQuery {
  return { ok: false, problem: { parameter, message } };
}
