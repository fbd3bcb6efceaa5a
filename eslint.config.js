import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'node_modules', 'src/graphql', 'src/i18n/locales/**/*.ts', 'server/i18n/locales/*.ts', 'server/schema/generated', 'server/graphql-types/generated', 'coverage', 'test-results', 'playwright-report', 'data', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Machines are pure logic: no network, no React, no DOM. The app provides side effects.
    files: ['machines/**/*.ts'],
    languageOptions: { globals: { ...globals.es2022 } },
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['react', 'react-dom', '@xstate/react', 'graphql-request', 'js-cookie'], message: 'Machines are pure: provide side effects from src/.' },
          { group: ['../src/*', '../server/*', '**/src/**', '**/server/**'], message: 'machines/ imports nothing from src/ or server/.' },
        ],
      }],
      'no-restricted-globals': ['error', 'window', 'document', 'fetch', 'localStorage', 'sessionStorage', 'navigator', 'location'],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/src/**', '**/machines/**', '../src/*', '../machines/*'], message: 'server/ imports neither src/ nor machines/.' },
          {
            group: ['**/orders/fulfil', '**/invoices/issue', '**/mail/order-mail'],
            importNames: ['fulfilOrder', 'issueInvoice', 'enqueuePaymentReceived'],
            message: 'A paid order is invoiced, delivered and told by the reactions to the lifecycle\'s order.paid event (server/order-reactions.ts): ask the lifecycle to make it paid.',
          },
        ],
      }],
    },
  },
  {
    // One clock (server/clock.ts): business time comes from the caller's `now`, so tests and `npm run lifecycle --
    // --now` move it for the whole server. Durations are measured with performance.now().
    files: ['server/**/*.ts'],
    ignores: ['server/clock.ts'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "NewExpression[callee.name='Date'][arguments.length=0]",
        message: 'Business time comes from the server\'s clock: take `now` from the caller (server/clock.ts).',
      }],
    },
  },
  {
    // The one place that subscribes invoices, fulfilment and mail to the lifecycle's events.
    files: ['server/order-reactions.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/src/**', '**/machines/**', '../src/*', '../machines/*'], message: 'server/ imports neither src/ nor machines/.' }] }],
    },
  },
  {
    // The lifecycle asks the server-side machines (the order's status) whether a change is allowed; nothing else in
    // server/ does. It sits below the checkout, payments, invoices, mail and the back office, which ask it: it
    // imports none of them, so the layers run one way.
    files: ['server/lifecycle/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/src/**', '../src/*'], message: 'server/ imports nothing from src/.' },
          { group: ['../orders/*', '../payments/*', '../invoices/*', '../mail/*', '../admin/*', '../schema/*', '../websites/*'], message: 'The lifecycle is asked by orders, payments, invoices, mail and admin; it imports none of them.' },
        ],
      }],
    },
  },
  {
    // Business rules are plain functions: they read no database, server module or framework.
    files: ['server/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/src/**', '**/machines/**', '../src/*', '../machines/*'], message: 'server/ imports neither src/ nor machines/.' },
          { group: ['../orders/*', '../payments/*', '../invoices/*', '../mail/*', '../admin/*', '../schema/*', '../lifecycle/*', '../websites/*', '../auth/*', '../http/*', '../../orders/*', '../../payments/*', '../../invoices/*', '../../mail/*', '../../admin/*', '../../lifecycle/*'], message: 'server/domain holds pure rules: it imports no other server module.' },
        ],
      }],
    },
  },
);
