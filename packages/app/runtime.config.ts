import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Alias } from 'vite';

// Absolute ES module files, so that the tests' dependency optimizer resolves them exactly as the build does.
const require = createRequire(import.meta.url);
const preactDir = dirname(require.resolve('preact/package.json'));
const preact = (file: string) => join(preactDir, file);
const testingLibraryPreact = join(dirname(require.resolve('@testing-library/preact')), '../esm/index.mjs');

// The app's code and tests are written against React's API; the browser runs it on Preact 11 through preact/compat.
// React DOM alone is about 60 KB gzip, half of the public routes' initial-JS budget (DESIGN.md: 120 KB); Preact
// gives the same API (hooks, context, portals, forwardRef and ref as a prop, Suspense/lazy, useSyncExternalStore)
// for about 9 KB. The build, the dev server and the app's tests use the same aliases, so what the tests render is
// what ships; the kit (packages/ui) stays a React library and its own Storybook tests run on React.
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: preact('compat/dist/compat.mjs') },
  { find: /^react-dom$/, replacement: preact('compat/dist/compat.mjs') },
  { find: /^react-dom\/client$/, replacement: preact('compat/client.mjs') },
  { find: /^react-dom\/test-utils$/, replacement: preact('test-utils/dist/testUtils.mjs') },
  { find: /^react\/jsx-runtime$/, replacement: preact('compat/jsx-runtime.mjs') },
  { find: /^react\/jsx-dev-runtime$/, replacement: preact('compat/jsx-runtime.mjs') },
];

// Testing Library's React flavour renders with React DOM; its Preact flavour has the same API (render, screen,
// within, waitFor, renderHook, act) over Preact.
export const preactTestAliases: Alias[] = [{ find: /^@testing-library\/react$/, replacement: testingLibraryPreact }, ...preactAliases];

// The tests pre-bundle Preact with the libraries that import React (react-redux, react-router, react-intl, Radix,
// Formik, ...), so that they all share one Preact instance and none loads the real React.
export const preactEntries = ['preact', 'preact/hooks', 'preact/compat', 'preact/jsx-runtime', 'preact/test-utils', '@testing-library/preact'];

export const reactLibraries = [
  '@radix-ui/react-checkbox',
  '@radix-ui/react-dialog',
  '@radix-ui/react-dropdown-menu',
  '@radix-ui/react-popover',
  '@radix-ui/react-slot',
  '@reduxjs/toolkit/query/react',
  'formik',
  'lucide-react',
  'react-intl',
  'react-redux',
  'react-router',
];
