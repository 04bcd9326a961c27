// One lint config for the monorepo. The import-direction rules below are the enforced form of
// DESIGN.md's dependency direction: app -> ui, app -> api, server -> api (generated types only), server -> ui's mails
// (`@annuaire/ui/mail`, the Node entry that renders the mails the kit's stories show; nothing else of the kit).
import { readdirSync } from 'node:fs';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const ignores = ['**/dist/**', '**/node_modules/**', '**/storybook-static/**', '**/generated/**', '**/*.d.ts', '**/.nx/**'];

/** Restricted imports per package; exported so tools/import-direction.test.ts checks the same rules. */
export const importDirection = {
  'packages/ui/**': {
    patterns: [
      { group: ['@annuaire/api', '@annuaire/api/*'], message: 'ui never imports api: screens take view models as props.' },
      { group: ['@annuaire/app', '@annuaire/app/*'], message: 'ui never imports app.' },
      { group: ['@annuaire/server', '@annuaire/server/*'], message: 'ui never imports server.' },
      {
        group: ['**/packages/api/**', '**/packages/app/**', '**/packages/server/**', '../../api/**', '../../app/**', '../../server/**'],
        message: 'ui never reaches into another package by path.',
      },
    ],
  },
  'packages/api/**': {
    patterns: [
      { group: ['@annuaire/ui', '@annuaire/ui/*'], message: 'api never imports ui.' },
      { group: ['@annuaire/app', '@annuaire/app/*'], message: 'api never imports app.' },
      { group: ['@annuaire/server', '@annuaire/server/*'], message: 'api never imports server.' },
      {
        group: ['**/packages/ui/**', '**/packages/app/**', '**/packages/server/**', '../../ui/**', '../../app/**', '../../server/**'],
        message: 'api never reaches into another package by path.',
      },
    ],
  },
  'packages/server/**': {
    patterns: [
      { regex: '^@annuaire/ui(?!/mail$)', message: 'server imports only the mails of ui: @annuaire/ui/mail.' },
      { group: ['@annuaire/app', '@annuaire/app/*'], message: 'server never imports app.' },
      { regex: '^@annuaire/api(?!/schema$)', message: 'server imports only the generated types: @annuaire/api/schema.' },
      {
        group: ['**/packages/ui/**', '**/packages/app/**', '**/packages/api/**', '../../ui/**', '../../app/**', '../../api/**'],
        message: 'server never reaches into another package by path.',
      },
    ],
  },
  'packages/app/**': {
    patterns: [
      { group: ['@annuaire/server', '@annuaire/server/*'], message: 'app never imports server: it talks HTTP through @annuaire/api.' },
      {
        group: ['**/packages/ui/**', '**/packages/api/**', '**/packages/server/**', '../../ui/**', '../../api/**', '../../server/**'],
        message: 'app imports other packages by name, not by path.',
      },
    ],
  },
};

/**
 * The app's layers (DESIGN.md, CONVENTIONS.md): `app/` composes; each `features/<name>/` is one screen's code and imports
 * no other feature; the shared layers (`data/` calls, `state/` slices, `shared/` containers and hooks, `i18n/`,
 * `validation/`) import no feature and not the composition (`app/`), except its typed hooks and store types.
 * Exported so tools/import-direction.test.ts checks the same rules.
 */
const appFeatures = readdirSync(new URL('./packages/app/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const sharedLayers = ['data', 'state', 'shared', 'i18n', 'validation'];
const compositionOnly = {
  group: ['**/app/*', '!**/app/hooks', '!**/app/store'],
  message: 'Only app/ composes: a feature or a shared layer imports app/hooks and app/store types, nothing else of app/.',
};
export const featureBoundaries = {
  ...Object.fromEntries(
    appFeatures.map((feature) => [
      `packages/app/src/features/${feature}/**`,
      [
        {
          group: appFeatures.filter((other) => other !== feature).map((other) => `../${other}/*`),
          message: `A feature imports no other feature: move what ${feature} shares to data/, state/ or shared/.`,
        },
        compositionOnly,
      ],
    ]),
  ),
  ...Object.fromEntries(
    sharedLayers.map((layer) => [
      `packages/app/src/${layer}/**`,
      [{ group: ['**/features/**'], message: `${layer}/ is shared: it imports no feature.` }, compositionOnly],
    ]),
  ),
};

/**
 * The server's layers go one way (packages/server/README.md): routes and plugins -> services -> repositories -> domain.
 * `domain/` is the pure rules and shapes (paging, dates, statistics maths, schedules, search terms, errors); the
 * repositories read and write the database in those shapes; the services hold the work of a request and raise domain
 * errors, which one error handler (plugins/errors.ts) answers in HTTP. The composition (app.ts, context.ts) sits on
 * top. Tests are exempt: a test may wire any layer it exercises. Exported so tools/import-direction.test.ts checks
 * the same rules.
 */
const composition = ['**/app', '**/app.js', '**/context', '**/context.js', '**/main', '**/main.js'];
const layer = (dirs, message) => ({
  group: [...dirs.flatMap((dir) => [`**/${dir}/*`, `**/${dir}`]), ...composition],
  message,
});
export const serverLayers = {
  'packages/server/src/domain/**': [
    layer(
      ['repositories', 'services', 'routes', 'plugins'],
      'domain/ is the bottom layer: it imports no repository, service, route, plugin or the composition.',
    ),
  ],
  'packages/server/src/repositories/**': [
    layer(['services', 'routes', 'plugins'], 'A repository imports no service, route, plugin or the composition: move the pure helper it needs to domain/.'),
  ],
  'packages/server/src/services/**': [
    layer(
      ['routes', 'plugins'],
      'A service imports no route, plugin or the composition: it raises a domain error (domain/errors.ts), which plugins/errors.ts answers in HTTP.',
    ),
  ],
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
  // Feature boundaries inside the app (bulletproof-react's restricted zones), on top of the package direction.
  ...Object.entries(featureBoundaries).map(([glob, patterns]) => ({
    files: [`${glob}/*.{ts,tsx}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [...importDirection['packages/app/**'].patterns, ...patterns].map((p) => ({ ...p, allowTypeImports: false })) },
      ],
    },
  })),
  // The server's layers, on top of the package direction; a test may wire any layer it exercises.
  ...Object.entries(serverLayers).map(([glob, patterns]) => ({
    files: [`${glob}/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [...importDirection['packages/server/**'].patterns, ...patterns].map((p) => ({ ...p, allowTypeImports: false })) },
      ],
    },
  })),
  // Hooks follow React's rules (and the compiler-backed checks of eslint-plugin-react-hooks) in the kit and the app.
  {
    files: ['packages/ui/src/**/*.{ts,tsx}', 'packages/app/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
);
