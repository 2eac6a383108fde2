/**
 * Reads an OpenAPI document (JSON or YAML) from the docs folder. Problems come back as
 * diagnostics with the file, line and column.
 *
 * @module
 */
import { CORE_SCHEMA, load } from 'js-yaml';
import { parseDocument } from 'yaml';
import { OutsideFolderError, readTextInside, yamlMessage } from '../shared/index.ts';
import type { Diagnostic } from '../shared/index.ts';

export type SpecDocument =
  | { ok: true; document: Record<string, unknown>; version: string }
  | { ok: false; diagnostic: Diagnostic };

/**
 * Documents already parsed, by kind (JSON or YAML) and text: sites with versions keep a copy of
 * the same spec in each version's folder (one has 140 copies of 4 specs), parsed once with it.
 * Only documents that parsed are kept: a problem names its file.
 */
export type SpecDocumentMemo = Map<string, SpecDocument & { ok: true }>;

/**
 * Reads `file` (relative to `root`, never outside it: links are resolved) and checks that it is
 * an OpenAPI or Swagger document. With `memo`, a text parsed before is not parsed again (the
 * document is then shared: treat it as read-only).
 */
export async function readSpecDocument(
  root: string,
  file: string,
  memo?: SpecDocumentMemo,
): Promise<SpecDocument> {
  const read = await readSpecText(root, file);
  return read.ok ? parseSpecDocument(read.text, file, memo) : read;
}

/** The text of the spec `file` (relative to `root`, never outside it), or why it cannot be read. */
export async function readSpecText(
  root: string,
  file: string,
): Promise<{ ok: true; text: string } | { ok: false; diagnostic: Diagnostic }> {
  try {
    return { ok: true, text: await readTextInside(root, file) };
  } catch (error) {
    if (error instanceof OutsideFolderError) return fail(file, error.message, null);
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'ENOENT' ? 'file not found' : `cannot be read (${code ?? 'unknown error'})`;
    return fail(file, reason, null);
  }
}

/** {@link readSpecDocument} of a text already read from `file`. */
export function parseSpecDocument(
  text: string,
  file: string,
  memo?: SpecDocumentMemo,
): SpecDocument {
  const key = `${/\.json$/i.test(file) ? 'json' : 'yaml'}\0${text}`;
  const known = memo?.get(key);
  if (known) return known;
  const parsed = parseSpecText(text, file);
  if (!parsed.ok) return parsed;
  const { document } = parsed;
  const version = document['openapi'] ?? document['swagger'];
  if (typeof version !== 'string' && typeof version !== 'number') {
    return fail(file, 'not an OpenAPI document (no "openapi" or "swagger" version field)');
  }
  const read = { ok: true as const, document, version: String(version) };
  memo?.set(key, read);
  return read;
}

function parseSpecText(
  text: string,
  file: string,
): { ok: true; document: Record<string, unknown> } | { ok: false; diagnostic: Diagnostic } {
  if (/\.json$/i.test(file)) {
    try {
      const value: unknown = JSON.parse(text);
      return isObject(value)
        ? { ok: true, document: value }
        : fail(file, 'the document is not an object');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const offset = /position (\d+)/.exec(message)?.[1];
      const position = offset === undefined ? undefined : positionAt(text, Number(offset));
      return fail(
        file,
        `invalid JSON: ${message.replace(/ in JSON at position \d+.*$/, '')}`,
        position,
      );
    }
  }
  const quick = quickYaml(text);
  if (quick.ok) {
    return isObject(quick.value)
      ? { ok: true, document: quick.value }
      : fail(file, 'the document is not an object');
  }
  const document = parseDocument(text, { prettyErrors: true, uniqueKeys: false });
  const error = document.errors[0];
  if (error) {
    const linePos = error.linePos?.[0];
    return fail(
      file,
      `invalid YAML: ${yamlMessage(error.message)}`,
      linePos ? { line: linePos.line, column: linePos.col } : undefined,
    );
  }
  const value: unknown = document.toJS({ maxAliasCount: -1 });
  return isObject(value)
    ? { ok: true, document: value }
    : fail(file, 'the document is not an object');
}

/**
 * `text` read by js-yaml, about five times faster than the `yaml` package on specs (a site's
 * first page waits for its specs' summaries), with YAML 1.2's core schema and the last of
 * duplicate keys winning, as `yaml` reads them here. What it refuses (a syntax error, a tag
 * such as `!!binary`, a complex key) is read by `yaml` instead: its messages have positions.
 */
function quickYaml(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: load(text, { schema: CORE_SCHEMA, json: true }) };
  } catch {
    return { ok: false };
  }
}

/** A failed read; `at` is where in the file (its start when omitted, nowhere when `null`: the file is missing). */
function fail(
  file: string,
  reason: string,
  at?: { line: number; column: number } | null,
): { ok: false; diagnostic: Diagnostic } {
  return {
    ok: false,
    diagnostic: {
      severity: 'error',
      code: 'openapi-unreadable',
      message: `OpenAPI spec ${file}: ${reason}`,
      ...(at === null ? {} : { position: { file, line: at?.line ?? 1, column: at?.column ?? 1 } }),
    },
  };
}

function positionAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
