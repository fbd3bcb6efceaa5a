import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * One schema, three outputs: resolver types for the server, the schema's types alone for its presenters, and typed
 * documents for the browser.
 * No prettier hook and no timestamps, so running it twice writes identical files (the staleness check relies on it).
 */
const SERVER_TYPES = {
  useTypeImports: true,
  enumsAsTypes: true,
  strictScalars: true,
  useIndexSignature: false,
  avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
};

const config: CodegenConfig = {
  schema: 'server/schema/schema.graphql',
  ignoreNoDocuments: true,
  emitLegacyCommonJSImports: false,
  generates: {
    // The resolvers' types, over the schema's types of the file below (imported and passed on, not written twice).
    'server/schema/generated/resolvers-types.ts': {
      plugins: [
        { add: { content: "import type * as Types from '../../graphql-types/generated/types';\nexport type * from '../../graphql-types/generated/types';" } },
        'typescript-resolvers',
      ],
      config: { ...SERVER_TYPES, contextType: '../context#GraphQLContext', namespacedImportName: 'Types' },
    },
    // The schema's types alone, importing nothing: what the presenters in orders, invoices and payments return. They
    // do not import the resolvers' types, whose context reaches every module, so no module imports the GraphQL layer
    // that imports it back (visualizations/server-modules.md).
    'server/graphql-types/generated/types.ts': {
      plugins: ['typescript'],
      config: SERVER_TYPES,
    },
    'src/graphql/': {
      documents: ['src/**/*.{ts,tsx,graphql}', '!src/graphql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
      config: { useTypeImports: true, enumsAsTypes: true, strictScalars: true },
    },
  },
};

export default config;
