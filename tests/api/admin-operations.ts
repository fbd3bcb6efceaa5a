/** Every back-office GraphQL operation (a Query or Mutation field whose name starts with `admin`), callable as is. */
import { readFileSync } from 'node:fs';
import { buildSchema, getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, isObjectType, isScalarType } from 'graphql';
import type { GraphQLField, GraphQLInputType } from 'graphql';

const schema = buildSchema(readFileSync(new URL('../../server/schema/schema.graphql', import.meta.url), 'utf8'));

/** A value of the type that GraphQL validation accepts; what it means does not matter: the guard answers first. */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(Object.values(type.getFields()).filter((field) => isNonNullType(field.type)).map((field) => [field.name, sample(field.type)]));
  }
  if (isScalarType(type)) return ({ Int: 1, Float: 1, Boolean: true } as Record<string, unknown>)[type.name] ?? '1';
  throw new Error(`no sample for ${String(type)}`);
}

export interface Operation {
  name: string;
  document: string;
  variables: Record<string, unknown>;
}

function operationsOf(kind: 'query' | 'mutation'): Operation[] {
  const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
  return Object.values(root?.getFields() ?? {})
    .filter((field) => field.name.startsWith('admin'))
    .map((field: GraphQLField<unknown, unknown>) => {
      const declarations = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
      const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
      const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
      return {
        name: field.name,
        document: `${kind}${declarations ? ` (${declarations})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`,
        variables: Object.fromEntries(field.args.filter((arg) => isNonNullType(arg.type)).map((arg) => [arg.name, sample(arg.type)])),
      };
    });
}

/** Each operation with arguments made from its types: what they mean does not matter, a guard answers first. */
export const adminOperations = (): Operation[] => [...operationsOf('query'), ...operationsOf('mutation')];
