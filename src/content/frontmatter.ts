/**
 * Frontmatter: the YAML block between `---` lines at the top of a page. Read on its own here, so
 * navigation and validation need not compile MDX.
 *
 * @module
 */
import { createRequire } from 'node:module';
import type * as Yaml from 'yaml';
import { readTextInside, yamlMessage } from '../shared/index.ts';
import type { Diagnostic } from '../shared/index.ts';
import { indentQuotedContinuations } from './quoted-continuations.ts';
import { parseSimpleFrontmatter } from './simple-frontmatter.ts';

export interface Frontmatter {
  /** The parsed fields (unknown keys kept). */
  data: Record<string, unknown>;
  /** Line where the body starts (1-based), so body positions can be mapped to the file. */
  bodyLine: number;
  /** Offset where the body starts. */
  bodyOffset: number;
  /** Line of each top-level key, for positioned messages. */
  keyLines: Map<string, number>;
  diagnostics: Diagnostic[];
}

const opening = /^\uFEFF?---[ \t]*\r?\n/;

let yaml: typeof Yaml | undefined;

/**
 * The YAML parser, loaded (synchronously) the first time a page's frontmatter is more than plain
 * `key: value` lines: most sites never need it, and it is a large module to load.
 */
function yamlParser(): typeof Yaml {
  yaml ??= createRequire(import.meta.url)('yaml') as typeof Yaml;
  return yaml;
}

/** Splits and parses the frontmatter of `text` (the content of `file`, relative to the docs folder). */
export function parseFrontmatter(text: string, file: string): Frontmatter {
  const empty: Frontmatter = {
    data: {},
    bodyLine: 1,
    bodyOffset: 0,
    keyLines: new Map(),
    diagnostics: [],
  };
  const open = opening.exec(text);
  if (!open) return empty;
  const closing = /^---[ \t]*$/m;
  const rest = text.slice(open[0].length);
  const close = closing.exec(rest);
  if (!close) {
    return {
      ...empty,
      diagnostics: [
        {
          severity: 'warning',
          code: 'frontmatter',
          message: 'Frontmatter starts with --- but never ends',
          hint: 'Close the frontmatter with a line of three dashes (---).',
          position: { file, line: 1, column: 1 },
        },
      ],
    };
  }
  const yamlText = ownCopy(rest.slice(0, close.index));
  const afterClose = open[0].length + close.index + close[0].length;
  const bodyOffset =
    afterClose +
    (text.startsWith('\r\n', afterClose) ? 2 : text.startsWith('\n', afterClose) ? 1 : 0);
  const bodyLine = text.slice(0, bodyOffset).split('\n').length;
  const simple = parseSimpleFrontmatter(yamlText);
  if (simple) return { ...simple, bodyLine, bodyOffset, diagnostics: [] };
  const { isMap, parseDocument } = yamlParser();
  let document = parseDocument(yamlText, { prettyErrors: true });
  if (document.errors.some((error) => error.code === 'MISSING_CHAR')) {
    // Quoted values continued at the margin, which the platform's reader accepts.
    const indented = indentQuotedContinuations(yamlText);
    const retried = indented === undefined ? undefined : parseDocument(indented);
    if (retried && retried.errors.length === 0) document = retried;
  }
  const diagnostics: Diagnostic[] = document.errors.slice(0, 1).map((error) => ({
    severity: 'warning',
    code: 'frontmatter',
    message: `Invalid YAML in frontmatter: ${yamlMessage(error.message)}; the frontmatter is ignored`,
    hint: 'Quote values that contain a colon, e.g. title: "Setup: the basics".',
    position: {
      file,
      line: (error.linePos?.[0].line ?? 1) + 1,
      column: error.linePos?.[0].col ?? 1,
    },
  }));
  if (diagnostics.length) return { ...empty, bodyLine, bodyOffset, diagnostics };
  const keyLines = new Map<string, number>();
  if (isMap(document.contents)) {
    for (const item of document.contents.items) {
      const key = item.key as { value?: unknown; range?: [number, number, number] } | null;
      if (key?.range && typeof key.value === 'string') {
        keyLines.set(key.value, yamlText.slice(0, key.range[0]).split('\n').length + 1);
      }
    }
  }
  const data: unknown = document.toJS();
  if (data !== null && data !== undefined && (typeof data !== 'object' || Array.isArray(data))) {
    return {
      ...empty,
      bodyLine,
      bodyOffset,
      diagnostics: [
        {
          severity: 'warning',
          code: 'frontmatter',
          message: 'Frontmatter is not a set of key: value pairs; it is ignored',
          hint: 'Write one field per line, e.g. title: Quickstart.',
          position: { file, line: 2, column: 1 },
        },
      ],
    };
  }
  return {
    data: (data ?? {}) as Record<string, unknown>,
    bodyLine,
    bodyOffset,
    keyLines,
    diagnostics: [],
  };
}

/**
 * `text` in a string of its own. A slice of a string keeps the whole of it alive in V8, and the
 * values parsed from the frontmatter are slices of its text: without the copy, every page's
 * title would keep the page's whole text in memory for as long as the project is loaded (a
 * build keeps the frontmatter of every page, not their texts).
 */
function ownCopy(text: string): string {
  // JSON keeps every code unit, lone surrogates too.
  return JSON.parse(JSON.stringify(text)) as string;
}

/**
 * Reads only the frontmatter of the page file `file` of the folder `root` (refused when it is a
 * link out of the folder).
 */
export async function readFrontmatter(root: string, file: string): Promise<Frontmatter> {
  const text = await readTextInside(root, file);
  return parseFrontmatter(text, file);
}
