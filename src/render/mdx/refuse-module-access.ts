/**
 * Refuses, before any of it runs, page code that would load modules at build time: `import()`
 * and `import.meta`. Neither has a legitimate use in a page (snippets are imported with `import`
 * statements, which the build resolves inside the docs folder), and both would reach the server's
 * module loader.
 *
 * @module
 */
import type { Node } from 'estree';
import { EXIT, visit } from 'estree-util-visit';
import { PageCodeError } from './page-code-error.ts';

/**
 * Throws a positioned PageCodeError at the first `import()` or `import.meta` in `tree`. `code` is
 * the JavaScript generated from `tree`: both print the keyword `import`, so code without the word
 * skips the walk (most page code: it is compiled once per expression, and the walk would cost more
 * than the compilation).
 */
export function refuseModuleAccess(tree: Node, code: string): void {
  if (!code.includes('import')) return;
  let refused: PageCodeError | undefined;
  visit(tree, (node) => {
    if (node.type === 'ImportExpression') {
      refused = new PageCodeError(
        'Page code cannot load modules with `import()`: import snippets with an `import` statement at the top of the page (import { Name } from "/snippets/name.jsx")',
        node,
      );
    } else if (
      node.type === 'MetaProperty' &&
      node.meta.name === 'import' &&
      node.property.name === 'meta'
    ) {
      refused = new PageCodeError(
        '`import.meta` is not available in page code: pages are not modules of the server',
        node,
      );
    }
    return refused === undefined ? undefined : EXIT;
  });
  if (refused) throw refused;
}
