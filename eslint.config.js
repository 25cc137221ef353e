import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.tmp/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Import direction (bulletproof-react): app → features → shared. Shared code never reaches into features.
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**', 'apps/web/src/hooks/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/features/*', '@/app/*'], message: 'El código compartido no importa features ni app.' }] }],
    },
  },
  {
    // The domain core is imported by both sides and imports nothing of ours.
    files: ['packages/core/src/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@vidriera/*'], message: 'core no importa otros paquetes del proyecto.' }] }],
    },
  },
  {
    files: ['**/test/**', 'e2e/**', 'bench/**', '**/cli-*.ts', 'packages/db/src/seed/**'],
    rules: { 'no-console': 'off' },
  },
);
