// One flat config for the whole monorepo. Besides the usual TypeScript and React hooks rules it carries the
// architecture's import boundaries (import-x/no-restricted-paths resolves every import, relative or by package
// name, to a file and refuses it when it crosses a boundary):
// - a remote never imports another remote or the shell (the shell loads remotes at run time, never their files);
// - shared imports no remote, the shell or the api (it holds the contracts everyone else depends on);
// - the api imports no frontend; nothing outside e2e imports e2e.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import apps from './shared/build-config/apps.json' with { type: 'json' };

const REMOTES = apps.remotes.map((r) => r.name);
const FRONTENDS = [apps.host.name, ...REMOTES];

/** A zone: files under `target` may not import files under any of `from`. */
const zone = (target, from, message) => ({ target: `./${target}`, from: from.map((f) => `./${f}`), message });

const boundaries = [
  ...REMOTES.map((remote) =>
    zone(
      remote,
      ['shell', ...REMOTES.filter((r) => r !== remote), 'api', 'e2e'],
      'a remote imports only @fikr/shared and its own files: the shell loads remotes at run time',
    ),
  ),
  zone('shell', [...REMOTES, 'api', 'e2e'], 'the shell loads remotes through module federation, never their files'),
  zone('shared', [...FRONTENDS, 'api', 'e2e'], 'shared holds the contracts: it imports no remote, shell or api'),
  zone('api', [...FRONTENDS, 'e2e'], 'the api imports no frontend'),
  zone('scripts', ['e2e'], 'nothing outside e2e imports e2e'),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      // earlier builds of a remote kept for rollback (scripts/releases.mjs)
      '**/releases/**',
      '**/build/**',
      '**/coverage/**',
      '**/data/**',
      'api/drizzle/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // Test doubles and framework augmentation legitimately use `any` in a few places; each is visible in review.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // The suites' set-up helpers (useApiServer, useAppAndBrowser) register jest's beforeAll/afterAll at the top
    // level of a test file; they are not React hooks, only named like them.
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // CommonJS build configs and jest configs.
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
