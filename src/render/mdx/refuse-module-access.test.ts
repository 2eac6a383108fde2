import { Parser } from 'acorn';
import type { Node } from 'estree';
import { describe, expect, it } from 'vitest';
import { refuseModuleAccess } from './refuse-module-access.ts';

const parse = (code: string): [Node, string] => [
  Parser.parse(code, { ecmaVersion: 'latest', sourceType: 'module', locations: true }) as Node,
  code,
];

describe('refuseModuleAccess', () => {
  it('finds import() anywhere, even in code that would never run', () => {
    const tree = parse(
      'export const later = () => {\n  if (false) return import("node:fs");\n};\n',
    );
    expect(() => {
      refuseModuleAccess(...tree);
    }).toThrow(
      expect.objectContaining({
        name: 'PageCodeError',
        message:
          'Page code cannot load modules with `import()`: import snippets with an `import` statement at the top of the page (import { Name } from "/snippets/name.jsx")',
        line: 2,
        column: 21,
      }),
    );
  });

  it('refuses import.meta', () => {
    expect(() => {
      refuseModuleAccess(...parse('export const url = import.meta.url;'));
    }).toThrow(
      expect.objectContaining({
        message: '`import.meta` is not available in page code: pages are not modules of the server',
        line: 1,
        column: 20,
      }),
    );
  });

  it('leaves import statements, and names that only look alike, alone', () => {
    const tree = parse(
      'import x from "./x.jsx";\nconst meta = { import: 1 };\nexport const y = meta.import + x;\n',
    );
    expect(() => {
      refuseModuleAccess(...tree);
    }).not.toThrow();
  });
});
