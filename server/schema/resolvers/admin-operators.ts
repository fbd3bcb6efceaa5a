/** How the back office's operators appear in the schema, and their refusals as GraphQL errors. */
import { createGraphQLError } from 'graphql-yoga';
import { listOperators, OperatorError, type OperatorRow } from '../../admin/operators';
import type { ActiveSession } from '../../auth/sessions';
import type { GraphQLContext } from '../context';
import type { AdminOperator } from '../generated/resolvers-types';

export function presentOperator(row: OperatorRow, operator: ActiveSession['user']): AdminOperator {
  return { email: row.email, enabled: row.enabled, createdAt: row.createdAt.toISOString(), isYou: row.id === operator.id };
}

/**
 * Runs an operator change and answers the operator it concerns as listed afterwards. A refusal is a GraphQL error
 * with its code, and, when it is about the address typed, the message for that field (extensions.errors).
 */
export async function operatorChange(context: GraphQLContext, operator: ActiveSession['user'], change: () => Promise<string>): Promise<AdminOperator> {
  let email: string;
  try {
    email = await change();
  } catch (error) {
    if (error instanceof OperatorError) {
      const field = error.field;
      throw createGraphQLError(error.message, { extensions: { code: error.code, ...(field ? { errors: { [field]: error.message } } : {}) } });
    }
    throw error;
  }
  const row = (await listOperators(context.db)).find((candidate) => candidate.email === email);
  if (!row) throw new Error(`The operator ${email} is not listed after the change.`);
  return presentOperator(row, operator);
}
