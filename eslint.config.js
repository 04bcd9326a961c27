// One lint config for the monorepo. The import-direction rules below are the enforced form of
// DESIGN.md's dependency direction: app -> ui, app -> api, server -> api (generated types only).
import tseslint from 'typescript-eslint';

const ignores = ['**/dist/**', '**/node_modules/**', '**/storybook-static/**', '**/generated/**', '**/*.d.ts', '**/.nx/**'];

/** Restricted imports per package; exported so tools/import-direction.test.ts checks the same rules. */
export const importDirection = {
  'packages/ui/**': {
    patterns: [
      { group: ['@annuaire/api', '@annuaire/api/*'], message: 'ui never imports api: screens take view models as props.' },
      { group: ['@annuaire/app', '@annuaire/app/*'], message: 'ui never imports app.' },
      { group: ['@annuaire/server', '@annuaire/server/*'], message: 'ui never imports server.' },
      { group: ['**/packages/api/**', '**/packages/app/**', '**/packages/server/**', '../../api/**', '../../app/**', '../../server/**'], message: 'ui never reaches into another package by path.' },
    ],
  },
  'packages/api/**': {
    patterns: [
      { group: ['@annuaire/ui', '@annuaire/ui/*'], message: 'api never imports ui.' },
      { group: ['@annuaire/app', '@annuaire/app/*'], message: 'api never imports app.' },
      { group: ['@annuaire/server', '@annuaire/server/*'], message: 'api never imports server.' },
      { group: ['**/packages/ui/**', '**/packages/app/**', '**/packages/server/**', '../../ui/**', '../../app/**', '../../server/**'], message: 'api never reaches into another package by path.' },
    ],
  },
  'packages/server/**': {
    patterns: [
      { group: ['@annuaire/ui', '@annuaire/ui/*'], message: 'server never imports ui.' },
      { group: ['@annuaire/app', '@annuaire/app/*'], message: 'server never imports app.' },
      { regex: '^@annuaire/api(?!/schema$)', message: 'server imports only the generated types: @annuaire/api/schema.' },
      { group: ['**/packages/ui/**', '**/packages/app/**', '**/packages/api/**', '../../ui/**', '../../app/**', '../../api/**'], message: 'server never reaches into another package by path.' },
    ],
  },
  'packages/app/**': {
    patterns: [
      { group: ['@annuaire/server', '@annuaire/server/*'], message: 'app never imports server: it talks HTTP through @annuaire/api.' },
      { group: ['**/packages/ui/**', '**/packages/api/**', '**/packages/server/**', '../../ui/**', '../../api/**', '../../server/**'], message: 'app imports other packages by name, not by path.' },
    ],
  },
};

export default tseslint.config(
  { ignores },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  ...Object.entries(importDirection).map(([glob, options]) => ({
    files: [`${glob}/*.{ts,tsx,js,mjs}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { ...options, patterns: options.patterns.map((p) => ({ ...p, allowTypeImports: false })) }],
    },
  })),
);
