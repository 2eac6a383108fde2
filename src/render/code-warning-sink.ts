/**
 * Where the code warnings of an endpoint page's generated reference go: the page's diagnostics,
 * as those of its own code blocks do.
 *
 * @module
 */
import type { CodeWarningSink } from '../content/index.ts';
import type { Diagnostic } from '../shared/index.ts';

/**
 * A sink adding the code warnings of an endpoint page's reference to `list`, once per message
 * (the build keeps the first page's, see `renderAllPages`).
 */
export function codeWarningSink(list: Diagnostic[]): CodeWarningSink {
  return (message) => {
    if (list.some((item) => item.code === 'code-language' && item.message === message)) return;
    list.push({ severity: 'warning', code: 'code-language', message });
  };
}
