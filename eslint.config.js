// @ts-check
import js from '@eslint/js';
import unicorn from 'eslint-plugin-unicorn';
import tseslint from 'typescript-eslint';

/**
 * Which modules each module under src/ may import. Arrows point from cli towards config;
 * storage/ and search/ are leaves; shared/ and web/ import nothing. See the module map in
 * README.md.
 */
const allowedImports = {
  shared: [],
  web: [],
  config: ['shared'],
  navigation: ['config', 'shared'],
  openapi: ['navigation', 'config', 'shared'],
  content: ['openapi', 'navigation', 'config', 'shared'],
  init: ['config', 'shared'],
  search: ['shared'],
  storage: ['shared'],
  render: ['content', 'openapi', 'navigation', 'config', 'search', 'web', 'shared'],
  dev: ['render', 'content', 'openapi', 'navigation', 'config', 'search', 'web', 'shared'],
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
    'web',
    'shared',
  ],
  a11y: ['dev', 'render', 'config', 'shared'],
  cli: [],
};
const modules = Object.keys(allowedImports);

/** The same rule for every file of `src/<name>`: enter other modules only by index.ts, and only allowed ones. */
function boundaries(name) {
  const allowed = allowedImports[name];
  const forbidden = modules.filter((other) => other !== name && !allowed.includes(other));
  const patterns = [
    {
      regex: `^(\\.\\./)+(${modules.join('|')})/(?!index\\.ts$).+`,
      message: 'Enter another module only through its index.ts.',
    },
  ];
  if (forbidden.length && name !== 'cli') {
    patterns.push({
      regex: `^(\\.\\./)+(${forbidden.join('|')})/`,
      message: `src/${name} may import only: ${allowed.join(', ') || 'nothing outside itself'} (see the module map in README.md).`,
    });
  }
  return {
    files: [`src/${name}/**/*.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
}

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      '**/dist/',
      '**/.folio/',
      'coverage/',
      'test/fixtures/',
      '.scratch/',
      'bench/results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { unicorn },
    rules: {
      'unicorn/filename-case': ['error', { case: 'kebabCase' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  ...modules.map(boundaries),
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
