/**
 * The input rules of server/http/input-text.ts for GraphQL: the document's text and its string literals, the
 * variables, the operation name and the extensions. A refusal is the input error every GraphQL call already has
 * for a variable it cannot take, BAD_USER_INPUT, with HTTP 400, before anything runs.
 */
import type { ValidationRule } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import { MAX_INPUT_DEPTH, findTextProblem, textFault } from './http/input-text';

export const INPUT_ERROR_CODE = 'BAD_USER_INPUT';

export const inputError = (message: string) => createGraphQLError(message, { extensions: { code: INPUT_ERROR_CODE, http: { status: 400 } } });

/**
 * How deep brackets ({, [, () nest in a document, outside strings and comments. The parser recurses once per
 * level, so a list literal nested thousands deep would overflow its stack before any token limit is reached.
 */
export function bracketDepth(document: string): number {
  let depth = 0;
  let deepest = 0;
  let index = 0;
  while (index < document.length) {
    const char = document[index];
    if (char === '#') {
      while (index < document.length && document[index] !== '\n' && document[index] !== '\r') index += 1;
    } else if (document.startsWith('"""', index)) {
      index += 3;
      while (index < document.length && !document.startsWith('"""', index)) index += document.startsWith('\\"""', index) ? 4 : 1;
      index += 2;
    } else if (char === '"') {
      index += 1;
      while (index < document.length && document[index] !== '"' && document[index] !== '\n') index += document[index] === '\\' ? 2 : 1;
    } else if (char === '{' || char === '[' || char === '(') {
      depth += 1;
      deepest = Math.max(deepest, depth);
    } else if (char === '}' || char === ']' || char === ')') {
      depth -= 1;
    }
    index += 1;
  }
  return deepest;
}

function paramsProblem(params: GraphQLParams): string | undefined {
  if (typeof params.query === 'string') {
    const fault = textFault(params.query);
    if (fault !== undefined) return `The GraphQL document ${fault}.`;
    if (bracketDepth(params.query) > MAX_INPUT_DEPTH) return `The GraphQL document nests brackets more than ${MAX_INPUT_DEPTH} levels deep.`;
  }
  const problem = findTextProblem(params.variables, 'variables') ?? findTextProblem(params.operationName, 'operationName') ?? findTextProblem(params.extensions, 'extensions');
  return problem?.message;
}

// A string literal's escapes ("\u0000") are decoded by the parser, so literals are checked after parsing.
const refuseBadStringLiterals: ValidationRule = (context) => ({
  StringValue(node) {
    const fault = textFault(node.value);
    if (fault !== undefined) context.reportError(createGraphQLError(`A string in the GraphQL document ${fault}.`, { nodes: [node], extensions: { code: INPUT_ERROR_CODE } }));
  },
});

export const inputRules: Plugin = {
  onParams({ params, setResult }) {
    const problem = paramsProblem(params);
    if (problem !== undefined) setResult({ errors: [inputError(problem)] });
  },
  onValidate({ addValidationRule }) {
    addValidationRule(refuseBadStringLiterals);
  },
};

/** A GET's `variables` and `extensions` travel as JSON text; anything else is refused before Yoga reads them. */
export function getParamsProblem(query: unknown): string | undefined {
  if (typeof query !== 'object' || query === null) return undefined;
  for (const name of ['variables', 'extensions'] as const) {
    const value: unknown = (query as Record<string, unknown>)[name];
    if (value === undefined || value === '') continue;
    if (typeof value !== 'string') return `The parameter ${name} must be given at most once.`;
    try {
      const parsed: unknown = JSON.parse(value);
      if (parsed !== null && (typeof parsed !== 'object' || Array.isArray(parsed))) return `The parameter ${name} must be a JSON object.`;
    } catch {
      return `The parameter ${name} must be a JSON object.`;
    }
  }
  return undefined;
}
