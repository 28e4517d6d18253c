import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import { fileURLToPath, URL } from 'node:url';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'apps/server/drizzle/**', 'e2e/artifacts/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // The web app's layers: app composes features; a feature uses only itself and the shared layers
  // (session, components, lib); components use session and lib; lib uses only lib.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      // The patterns below are relative to this folder, wherever ESLint runs from (e.g. apps/web).
      'boundaries/root-path': fileURLToPath(new URL('.', import.meta.url)),
      'boundaries/include': ['apps/web/src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app' },
        { type: 'feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'session', pattern: 'apps/web/src/session' },
        { type: 'components', pattern: 'apps/web/src/components' },
        { type: 'lib', pattern: 'apps/web/src/lib' },
        { type: 'testing', pattern: 'apps/web/src/testing' },
        { type: 'test-setup', pattern: 'apps/web/src/test-setup.ts', mode: 'file' },
        { type: 'entry', pattern: 'apps/web/src/*', mode: 'file' },
      ],
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: ['entry'], allow: ['app', 'lib', 'session'] },
            // The component tests' set-up (run before every test file), not shipped.
            { from: ['test-setup'], allow: ['app', 'lib', 'session', 'testing'] },
            { from: ['app'], allow: ['app', 'feature', 'session', 'components', 'lib'] },
            { from: ['feature'], allow: [['feature', { feature: '${from.feature}' }], 'session', 'components', 'lib', 'testing'] },
            { from: ['session'], allow: ['session', 'lib'] },
            { from: ['components'], allow: ['components', 'session', 'lib'] },
            { from: ['lib'], allow: ['lib'] },
            // Test helpers shared by the areas' page tests; shipped code never imports them.
            { from: ['testing'], allow: ['testing', 'session', 'components', 'lib'] },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'apps/web/bench/**/*.mjs', 'apps/web/build/**/*.mjs', 'apps/server/bench/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', performance: 'readonly' } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
);
