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
  /** The name the code used that nothing defines, when that is the problem. */
  readonly undefinedName: string | undefined;
  constructor(message: string, node: Node | undefined, undefinedName?: string) {
    super(message);
    this.undefinedName = undefinedName;
    this.name = 'PageCodeError';
    this.line = node?.loc?.start.line;
    this.column =
      node?.loc === undefined || node.loc === null ? undefined : node.loc.start.column + 1;
  }
}
