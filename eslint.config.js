import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import rules that keep dependencies running one way: shared ← server, shared ← features ← app. */
const boundaries = {
  shared: {
    patterns: [
      { group: ['**/server/**', '**/client/**', '@/*'], message: 'src/shared is used by both sides and imports neither.' },
      { group: ['node:*', 'react', 'react-dom', 'pg', '@electric-sql/*', 'drizzle-orm*'], message: 'src/shared is pure: no I/O, no React.' },
    ],
  },
  client: {
    patterns: [
      { group: ['**/server/**'], allowTypeImports: true, message: 'The client takes only types from the server.' },
      { group: ['@/features/*/*'], message: "Import a feature through its index.ts, not its internals." },
      { group: ['node:*', 'pg', 'drizzle-orm*', '@electric-sql/*'], message: 'Server-only packages stay out of the browser.' },
    ],
  },
  server: {
    patterns: [{ group: ['**/client/**', '@/*', 'react', 'react-dom'], message: 'The server does not import client code.' }],
  },
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'src/server/db/migrations', '**/.*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', boundaries.shared] },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The two classic hook rules; the React Compiler's extra rules are for code the compiler rewrites, and we do not use it.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-restricted-imports': ['error', boundaries.client],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', boundaries.server] },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/env.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Only src/server/env.ts reads the environment.' }],
    },
  },
  {
    files: ['**/*.test.ts', 'tests/**/*.ts', 'src/server/test-support/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-restricted-properties': 'off' },
  },
);
