// ESLint (flat config): typescript-eslint with type information everywhere, the React hooks rules in
// the client, and Prettier's rules off (Prettier formats; ESLint finds mistakes).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'coverage/', 'test-results/', 'playwright-report/', '.data/', 'web/src/api/schema.d.ts', 'migrations/.snapshot-*.json'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.mjs', 'playwright.config.ts', 'scripts/*.mjs', 'bench/*.mjs', 'web/*.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: globals.node,
    },
    rules: {
      // Unused names are the type checker's job (noUnusedLocals/Parameters); `_name` marks one kept on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      // React Router's navigate() returns a promise only for its data-router internals; nothing awaits it.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', name: 'NavigateFunction', package: 'react-router' }] },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
    languageOptions: { globals: globals.browser },
  },
  { files: ['web/sw/**/*.ts'], languageOptions: { globals: globals.serviceworker } },
  {
    // Tests read HTTP bodies, which are `any` by nature (supertest, fetch): asserting on them is the test.
    files: ['test/**/*.ts', 'e2e/**/*.ts', '**/*.test.{ts,tsx}', '**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // In-memory fakes implement promise-returning ports without awaiting anything.
      '@typescript-eslint/require-await': 'off',
    },
  },
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
  prettier,
);
