// ESLint flat config: recommended JS + TypeScript rules (not type-aware, for speed), React hooks
// rules for the web app, and the import direction of STYLE.md enforced with no-restricted-imports:
//   components/lib -> features -> app; a feature uses another feature only through its api/;
//   packages/contracts imports nothing from db or the apps.
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES_DIR = 'apps/web/src/features';
const features = existsSync(FEATURES_DIR)
  ? readdirSync(FEATURES_DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const restrict = (patterns) => ['error', { patterns }];

const toApp = {
  regex: '^(?:(?:\\.\\./)+|@/|src/)app(?:/|$)',
  message:
    'Only apps/web/src/app composes features; import direction is components/lib -> features -> app.',
};
const toFeaturesOrApp = {
  regex: '^(?:(?:\\.\\.?/)+|@/|src/)(?:.*/)?(?:features|app)(?:/|$)',
  message:
    'Shared components and lib must not depend on features or app (STYLE.md import direction).',
};

// A file at depth d inside features/<f>/ reaches a sibling feature with exactly d "../".
const featureBlocks = features.flatMap((feature) =>
  [1, 2, 3, 4, 5].map((depth) => ({
    files: [`${FEATURES_DIR}/${feature}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrict([
        toApp,
        {
          regex: `^(?:(?:\\.\\./){${depth}}|@/features/|src/features/)(?!${escape(feature)}/)[^/.][^/]*/(?!api/)`,
          message: `A feature may use another feature only through its api/ folder (${feature}).`,
        },
      ]),
    },
  })),
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-prerender/**',
      '**/migrations/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/results/**',
      'coverage/**',
      'data/**',
      '.data*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict([toFeaturesOrApp]) },
  },
  {
    // Playwright fixtures without dependencies must destructure an empty object.
    files: ['apps/web/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  ...featureBlocks,
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: [
            '@trayecto/db',
            '@trayecto/db/*',
            '@trayecto/api',
            '@trayecto/api/*',
            '@trayecto/web',
            '@trayecto/web/*',
          ],
          message:
            'packages/contracts is imported by everyone and imports neither db nor the apps.',
        },
        {
          regex: '^(?:\\.\\./)+(?:db|apps|api|web)(?:/|$)',
          message:
            'packages/contracts is imported by everyone and imports neither db nor the apps.',
        },
      ]),
    },
  },
);
