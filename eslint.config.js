// @ts-check
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import unicorn from 'eslint-plugin-unicorn';
import tseslint from 'typescript-eslint';

/**
 * Which modules each module under src/ may import. Arrows point from cli towards config;
 * storage/ and search/ are leaves and shared/ imports nothing. See the module map in README.md.
 */
const allowedImports = {
  shared: [],
  config: ['shared'],
  navigation: ['config', 'shared'],
  openapi: ['navigation', 'config', 'shared'],
  content: ['openapi', 'navigation', 'config', 'shared'],
  search: ['shared'],
  storage: ['shared'],
  render: ['content', 'openapi', 'navigation', 'config', 'search', 'shared'],
  dev: ['render', 'content', 'openapi', 'navigation', 'config', 'search', 'shared'],
  assistant: ['search', 'storage', 'navigation', 'config', 'shared'],
  agent: ['storage', 'content', 'openapi', 'navigation', 'config', 'shared'],
  server: [
    'render',
    'assistant',
    'agent',
    'storage',
    'search',
    'content',
    'openapi',
    'navigation',
    'config',
    'shared',
  ],
  cli: [],
};
const modules = Object.keys(allowedImports);
const zones = Object.entries(allowedImports)
  .filter(([name]) => name !== 'cli')
  .map(([name, allowed]) => ({
    target: `./src/${name}`,
    from: modules
      .filter((other) => other !== name && !allowed.includes(other))
      .map((other) => `./src/${other}`),
    message: `src/${name} may import only: ${allowed.join(', ') || 'nothing outside itself'}.`,
  }));

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', '.folio/', 'coverage/', 'test/fixtures/'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX, unicorn },
    rules: {
      'unicorn/filename-case': ['error', { case: 'kebabCase' }],
      'import-x/no-restricted-paths': ['error', { zones }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(${modules.join('|')})/(?!index\\.ts$).+`,
              message: 'Enter another module only through its index.ts.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
