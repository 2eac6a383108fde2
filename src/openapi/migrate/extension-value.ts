/**
 * The `x-folio` value an operation gets from an MDX page, merged with what the operation
 * already has: the page's frontmatter (`metadata`), body (`content`) and route (`href`) override
 * an existing `x-folio` (or `x-mint`, which is read the same way), other keys of the extension
 * are kept in their order, and `x-mcp` moves into `mcp`.
 *
 * @module
 */
import { isDeepStrictEqual } from 'node:util';
import { isObject } from '../read-spec-document.ts';

/** The extension this tool writes. */
export const EXTENSION = 'x-folio';
/** The extension existing sites have, read like `x-folio`. */
export const LEGACY_EXTENSION = 'x-mint';
/** The operation-level MCP setting that moves into the extension's `mcp`. */
export const MCP_EXTENSION = 'x-mcp';

/** What a page brings to its operation. */
export interface PageExtension {
  /** Frontmatter without `openapi` (and without `x-mcp`). */
  metadata: Record<string, unknown>;
  /** The MDX body; empty when the page has none. */
  content: string;
  /** The page's route, so links to it keep working. */
  href: string;
  /** The page's own `x-mcp` frontmatter, if any. */
  mcp?: unknown;
}

/** How an operation's keys change: `value` goes under `x-folio`. */
export interface ExtensionChange {
  value: Record<string, unknown>;
  /** An existing key of the operation whose place `x-folio` takes (`x-folio`, `x-mint` or `x-mcp`). */
  replace?: string | undefined;
  /** Keys of the operation to delete. */
  remove: string[];
  /**
   * What the page overrides in the extension the operation already had: the keys (`metadata`,
   * `content`, `href`, `mcp`) whose value changes or goes, or `value` when the extension was not
   * an object and is replaced whole.
   */
  overridden: string[];
}

/** The change `page` makes to `operation`, or undefined when the operation already has it. */
export function extensionChange(
  operation: Record<string, unknown>,
  page: PageExtension,
): ExtensionChange | undefined {
  let base: Record<string, unknown> = {};
  let replace: string | undefined;
  let overridden: string[] = [];
  if (EXTENSION in operation) {
    const current = operation[EXTENSION];
    base = isObject(current) ? current : {};
    if (!isObject(current)) overridden = ['value'];
    replace = EXTENSION;
  } else if (isObject(operation[LEGACY_EXTENSION])) {
    base = operation[LEGACY_EXTENSION];
    replace = LEGACY_EXTENSION;
  }
  const hasOperationMcp = MCP_EXTENSION in operation;
  const mcp = page.mcp !== undefined ? page.mcp : operation[MCP_EXTENSION];
  const overrides: Record<string, unknown> = {
    metadata: Object.keys(page.metadata).length ? page.metadata : undefined,
    content: page.content === '' ? undefined : page.content,
    href: page.href,
  };
  if (page.mcp !== undefined || hasOperationMcp) overrides['mcp'] = mcp;
  const value = mergeInOrder(base, overrides);

  let remove = hasOperationMcp ? [MCP_EXTENSION] : [];
  if (replace === undefined && hasOperationMcp) {
    replace = MCP_EXTENSION;
    remove = [];
  }
  if (replace === EXTENSION && remove.length === 0 && isDeepStrictEqual(value, base))
    return undefined;
  for (const key of Object.keys(overrides)) {
    if (key in base && !isDeepStrictEqual(base[key], value[key])) overridden.push(key);
  }
  return { value, replace, remove, overridden };
}

/** `base` with `overrides` applied: overridden keys keep their place, `undefined` drops a key. */
function mergeInOrder(
  base: Record<string, unknown>,
  overrides: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(base)) {
    if (!(key in overrides)) out[key] = value;
    else if (overrides[key] !== undefined) out[key] = overrides[key];
  }
  for (const [key, value] of Object.entries(overrides)) {
    if (!(key in out) && value !== undefined) out[key] = value;
  }
  return out;
}
