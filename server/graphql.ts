import { readFileSync } from 'node:fs';
import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import type { FastifyInstance } from 'fastify';
import type { ValidationRule } from 'graphql';
import { createGraphQLError, createSchema, createYoga } from 'graphql-yoga';
import type { Plugin } from 'graphql-yoga';
import { INPUT_ERROR_CODE, getParamsProblem, inputRules } from './graphql-input';
import { GRAPHQL_URL } from './http/errors';
import type { AppContext, GraphQLContext, ServerContext } from './schema/context';
import { translatedGraphQLErrors } from './http/error-language';
import { resolvers } from './schema/resolvers/index';

const typeDefs = readFileSync(new URL('./schema/schema.graphql', import.meta.url), 'utf8');

export interface GraphQLOptions {
  context: AppContext;
  /** Production hides the schema: no introspection, no GraphiQL, no field suggestions. */
  production: boolean;
}

// Limits far above what the portal's own documents need, far below what makes the server work hard.
const armor = (production: boolean) =>
  new EnvelopArmor({
    maxDepth: { n: 10 },
    maxAliases: { n: 15 },
    maxDirectives: { n: 20 },
    maxTokens: { n: 2_000 },
    costLimit: { maxCost: 5_000 },
    blockFieldSuggestion: { enabled: production },
  });

// Errors come from createGraphQLError, not graphql's own classes: under Vitest `graphql` can load twice
// (ESM and CJS builds), and Yoga masks a GraphQLError of the other copy as unexpected.
const refuseIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(createGraphQLError('GraphQL introspection is disabled.', { nodes: [node], extensions: { code: 'INTROSPECTION_DISABLED' } }));
    }
  },
});

/** Known refusals in the request's language (server/http/error-language.ts). */
const errorLanguage: Plugin<AppContext & ServerContext> = {
  onExecute({ args }) {
    return {
      onExecuteDone({ result, setResult }) {
        if (!('errors' in result)) return;
        const errors = translatedGraphQLErrors(result.errors, args.contextValue.req, (error, message, extensions) =>
          createGraphQLError(message, { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path, originalError: error.originalError, extensions }),
        );
        if (errors) setResult({ ...result, errors });
      },
    };
  },
};

const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(refuseIntrospection);
  },
};

/** /graphql on the Fastify instance: GET, POST and OPTIONS go to Yoga, whose answer is copied onto the reply. */
export function registerGraphQL(app: FastifyInstance, options: GraphQLOptions): void {
  const yoga = createYoga<ServerContext, AppContext>({
    schema: createSchema<GraphQLContext>({ typeDefs, resolvers }),
    context: () => options.context,
    graphqlEndpoint: GRAPHQL_URL,
    graphiql: !options.production,
    landingPage: false,
    // Never send an internal error's message or stack, not even in development; the log has them.
    maskedErrors: { isDev: false },
    plugins: [
      // First: bad text, deep nesting and broken variables are refused before the armour or the parser see them.
      inputRules,
      ...armor(options.production).protect().plugins,
      // Browsers send a "simple" GET or form POST cross-site without a preflight; demand a header they cannot add.
      useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf', 'graphql-client-name', 'apollo-require-preflight'] }),
      ...(options.production ? [noIntrospection] : []),
      errorLanguage,
    ],
    logging: {
      debug: (...args) => args.forEach((arg) => app.log.debug(arg)),
      info: (...args) => args.forEach((arg) => app.log.info(arg)),
      warn: (...args) => args.forEach((arg) => app.log.warn(arg)),
      error: (...args) => args.forEach((arg) => app.log.error(arg)),
    },
  });

  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (request, reply) => {
      const problem = request.method === 'GET' ? getParamsProblem(request.query) : undefined;
      if (problem !== undefined) {
        return reply.code(400).type('application/graphql-response+json; charset=utf-8').send({ errors: [{ message: problem, extensions: { code: INPUT_ERROR_CODE } }] });
      }
      const response = await yoga.handleNodeRequestAndResponse(request, reply, { req: request, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      const type = response.headers.get('content-type') ?? '';
      // GraphiQL (development only) is a page built from unpkg.com with inline scripts: the API's policy, which lets a
      // document load nothing, would blank it. It keeps only the rule that no other site may frame it.
      if (type.startsWith('text/html')) reply.header('content-security-policy', "frame-ancestors 'none'");
      // A result goes out as the text Yoga made, in one write with its length, instead of being piped from a stream;
      // only incremental delivery (server-sent events, multipart) needs the stream.
      return reply.send(type.startsWith('text/event-stream') || type.startsWith('multipart/') ? response.body : await response.text());
    },
  });
}
