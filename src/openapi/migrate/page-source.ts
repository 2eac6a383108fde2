/**
 * An MDX endpoint page as migrate-mdx reads it: the whole file, split into frontmatter and
 * body, and what it brings to its operation's `x-folio`. A page that cannot be read, or whose
 * frontmatter is not valid YAML, comes back as a diagnostic: such a page is never migrated.
 *
 * @module
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../../shared/index.ts';
import { digest } from './durable-files.ts';
import type { PageExtension } from './extension-value.ts';
import { MCP_EXTENSION } from './extension-value.ts';

/** Splits page text into frontmatter fields and body (Folio's own parser is passed in). */
export type FrontmatterParser = (
  text: string,
  file: string,
) => { data: Record<string, unknown>; bodyOffset: number; diagnostics: readonly Diagnostic[] };

/** A page's frontmatter fields and body. */
export interface PageSource {
  data: Record<string, unknown>;
  /** The body with `\n` line ends, without leading blank lines or trailing white space. */
  body: string;
  /** SHA-256 of the file's bytes, to tell later whether it still holds what was read. */
  digest: string;
}

export type ReadPage = { ok: true; source: PageSource } | { ok: false; diagnostic: Diagnostic };

/** Reads `file` (relative to `root`) and splits it. */
export async function readPageSource(
  root: string,
  file: string,
  parseFrontmatter: FrontmatterParser,
): Promise<ReadPage> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path.join(root, file));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
    return {
      ok: false,
      diagnostic: {
        severity: 'error',
        code: 'migrate-unreadable-page',
        message: `${file} cannot be read (${code}); it is left as it is`,
        hint: 'Check that the file exists and that you may read it, then run migrate-mdx again.',
        position: { file, line: 1, column: 1 },
      },
    };
  }
  return splitPage(bytes.toString('utf8'), file, parseFrontmatter, digest(bytes));
}

/**
 * Splits the text of a page; invalid frontmatter is a diagnostic at its position. `fileDigest`
 * is the SHA-256 of the file's bytes (by default, of the text's UTF-8 bytes).
 */
export function splitPage(
  text: string,
  file: string,
  parseFrontmatter: FrontmatterParser,
  fileDigest = digest(text),
): ReadPage {
  const parsed = parseFrontmatter(text, file);
  const problem = parsed.diagnostics[0];
  if (problem) {
    return {
      ok: false,
      diagnostic: {
        severity: 'error',
        code: 'migrate-invalid-frontmatter',
        message: `${problem.message.replace(/; the frontmatter is ignored$/, '')}: the page is left as it is`,
        hint: `${(problem.hint ?? 'Fix the frontmatter').replace(/\.$/, '')}, then run migrate-mdx again.`,
        position: problem.position ?? { file, line: 1, column: 1 },
      },
    };
  }
  const body = text
    .slice(parsed.bodyOffset)
    .replace(/\r\n?/g, '\n')
    .replace(/^(?:[ \t]*\n)+/, '')
    .trimEnd();
  return { ok: true, source: { data: parsed.data, body, digest: fileDigest } };
}

/** What `source` brings to its operation: frontmatter minus `openapi` (and `x-mcp`), body, route. */
export function pageExtension(source: PageSource, href: string): PageExtension {
  const metadata: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source.data)) {
    if (key !== 'openapi' && key !== MCP_EXTENSION) metadata[key] = value;
  }
  const extension: PageExtension = { metadata, content: source.body, href };
  if (source.data[MCP_EXTENSION] !== undefined) extension.mcp = source.data[MCP_EXTENSION];
  return extension;
}

/**
 * The `openapi:` value written in what looks like the frontmatter block of page text (read line
 * by line, so also from frontmatter that is not valid YAML), or undefined when there is none.
 */
export function writtenOpenapi(text: string): string | undefined {
  const open = /^\uFEFF?---[ \t]*\r?\n/.exec(text);
  if (!open) return undefined;
  const rest = text.slice(open[0].length);
  const close = /^---[ \t]*\r?$/m.exec(rest);
  const block = close ? rest.slice(0, close.index) : rest;
  const value = /^openapi[ \t]*:(.*)$/m.exec(block)?.[1];
  return value?.replace(/\r$/, '').trim();
}
