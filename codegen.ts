import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * One schema, two outputs: resolver types for the server and typed documents for the browser.
 * No prettier hook and no timestamps, so running it twice writes identical files (the staleness check relies on it).
 */
const config: CodegenConfig = {
  schema: 'server/schema/schema.graphql',
  ignoreNoDocuments: true,
  emitLegacyCommonJSImports: false,
  generates: {
    'server/schema/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context#GraphQLContext',
        useTypeImports: true,
        enumsAsTypes: true,
        strictScalars: true,
        useIndexSignature: false,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
      },
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
