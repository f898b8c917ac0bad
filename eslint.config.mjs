// ESLint 9 flat config (issue 11): Next's core-web-vitals rules (React, hooks, accessibility, Next) and its
// TypeScript rules, plus a fixed import order. `npm run lint` runs it; `next build` does not lint.
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTypeScript,
  {
    rules: {
      // Imports in one order everywhere: node and packages, then '@/…', then relative; alphabetical inside.
      'import/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Issue 25: plain anchors, never next/link. Every page is prerendered and none is prefetched, so next/link
      // only added its client code (and a hydrated component per link) to the chunk every page loads.
      '@next/next/no-html-link-for-pages': 'off',
      // Every disable comment must still be needed.
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    // '../' climbs out of a folder: the app's shared code is reached through '@/' (plain Node scripts have no alias).
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*'], message: "Import shared code through '@/…'." }] },
      ],
    },
  },
  {
    // The browser tests are their own program (Playwright's loader, e2e/tsconfig.json): they reach their fixtures and
    // support files relatively, and Playwright's fixture callback `use` is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'no-restricted-imports': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The service worker runs in its own global scope (scripts/build-sw.mjs fills in its cache list).
    files: ['lib/service-worker.js'],
    languageOptions: {
      globals: { self: 'readonly', caches: 'readonly', fetch: 'readonly', URL: 'readonly', Promise: 'readonly' },
    },
  },
  globalIgnores([
    '.next/**',
    'node_modules/**',
    'public/sw.js',
    'next-env.d.ts',
    'e2e-screenshots/**',
    'perf-results/**',
    'playwright-report/**',
    'test-results/**',
    'scripts/perf-reference/.next/**',
  ]),
]);
