import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'coverage/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'packages/web-kit/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // architecture rules: no MFE imports another MFE; no service imports another service
    files: ['mfe-buyer/**', 'mfe-seller/**', 'mfe-admin/**', 'shell/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/mfe-*/**', '@rl/mfe-*', '**/shell/**', '@rl/shell'], message: 'Micro-frontends share code only through packages/*.' }] }],
    },
  },
  {
    files: ['services/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/services/**', '../../*/src/**', '@rl/auth', '@rl/listings', '@rl/moderation', '@rl/media', '@rl/enrichment', '@rl/notifications', '@rl/sales'], message: 'Services share code only through packages/*.' }] }],
    },
  },
);
