/**
 * The error for problems in page code (attribute expressions, `{expressions}`, `export`
 * statements, `.jsx` snippets), positioned where the code was written so the build can report
 * file:line:column.
 *
 * @module
 */
import type { Node } from 'estree';

/** An error in page code, with the place it was written. */
export class PageCodeError extends Error {
  readonly line: number | undefined;
  readonly column: number | undefined;
  constructor(message: string, node: Node | undefined) {
    super(message);
    this.name = 'PageCodeError';
    this.line = node?.loc?.start.line;
    this.column =
      node?.loc === undefined || node.loc === null ? undefined : node.loc.start.column + 1;
  }
}
