// @ts-check
import js from '@eslint/js';
import unicorn from 'eslint-plugin-unicorn';
import tseslint from 'typescript-eslint';

/**
 * Which modules each module under src/ may import. Arrows point from cli towards config;
 * storage/ and search/ are leaves; shared/ and web/ import nothing. client/ is browser code
 * (its own tsconfig, no Node types) and imports only the leaves that run in a browser.
 * Drawn in ARCHITECTURE.md.
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
  client: ['search', 'web'],
  render: ['content', 'openapi', 'navigation', 'config', 'search', 'web', 'shared'],
  site: [
    'render',
    'client',
    'content',
    'openapi',
    'navigation',
    'config',
    'search',
    'web',
    'shared',
  ],
  dev: [
    'site',
    'render',
    'content',
    'openapi',
    'navigation',
    'config',
    'search',
    'mcp',
    'web',
    'shared',
  ],
  assistant: ['search', 'storage', 'navigation', 'config', 'shared'],
  mcp: ['web', 'shared'],
  agent: ['storage', 'content', 'openapi', 'navigation', 'config', 'shared'],
  server: [
    'site',
    'render',
    'assistant',
    'mcp',
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
  a11y: ['dev', 'site', 'config', 'shared'],
  cli: [],
};
const modules = Object.keys(allowedImports);

/**
 * Production code never reaches into test/: test support lives there, and the package is
 * compiled from src/ alone. Unit tests beside the code (`*.test.ts`) may use it.
 */
const noTestImports = {
  regex: '^(\\.\\./)+test/',
  message: 'src/ is production code: move what it needs out of test/, or move this file to test/.',
};

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
      message: `src/${name} may import only: ${allowed.join(', ') || 'nothing outside itself'} (see the import arrows in ARCHITECTURE.md).`,
    });
  }
  const tests = `src/${name}/**/*.test.ts`;
  return [
    {
      files: [`src/${name}/**/*.ts`],
      ignores: [tests],
      rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, noTestImports] }] },
    },
    { files: [tests], rules: { 'no-restricted-imports': ['error', { patterns }] } },
  ];
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
  {
    // Any file of src/ outside the modules above; the modules' own rules below repeat it.
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noTestImports] }] },
  },
  ...modules.flatMap(boundaries),
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
