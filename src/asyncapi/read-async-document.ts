/**
 * Reads an AsyncAPI document (2.x or 3.x, JSON or YAML) from the docs folder and resolves its
 * `$ref`s: those inside the document (`#/components/...`) and those to other files of the docs
 * folder (`messages.yaml#/Light`). A reference leading out of the folder is refused, as the
 * OpenAPI loader refuses one. Problems come back as diagnostics with the file, line and column,
 * so a bad spec is reported where it is wrong instead of failing the build.
 *
 * @module
 */
import path from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import { OutsideFolderError, readTextInside, yamlMessage } from '../shared/index.ts';
import type { Diagnostic } from '../shared/index.ts';

export type AsyncDocument =
  | { ok: true; document: Record<string, unknown>; version: string }
  | { ok: false; diagnostic: Diagnostic };

/** A document parsed from one file, with where its `$ref`s stand (for messages). */
interface ParsedFile {
  value: unknown;
  /** Line and column of each `$ref` object, when the file is YAML (JSON is YAML too). */
  refAt: WeakMap<object, { line: number; column: number }>;
}

/**
 * Reads `file` (relative to `root`, never outside it) and checks that it is an AsyncAPI 2.x or
 * 3.x document; every `$ref` of it is replaced by what it names (cycles are kept as shared
 * objects, so walkers must guard against them).
 */
export async function readAsyncDocument(root: string, file: string): Promise<AsyncDocument> {
  const files = new Map<string, ParsedFile>();
  const main = await parseFile(root, file, files);
  if (!main.ok) return main;
  const document = main.file.value;
  if (!isObject(document)) return fail(file, 'the document is not an object');
  const version = document['asyncapi'];
  if (typeof version !== 'string' || !/^[23]\./.test(version)) {
    return fail(
      file,
      typeof version === 'string'
        ? `AsyncAPI version "${version}" is not supported (2.x and 3.x are)`
        : 'not an AsyncAPI document (no "asyncapi" version field)',
    );
  }
  const resolved = await resolveRefs(root, file, main.file, files);
  if (!resolved.ok) return resolved;
  return { ok: true, document, version };
}

async function parseFile(
  root: string,
  file: string,
  files: Map<string, ParsedFile>,
): Promise<{ ok: true; file: ParsedFile } | { ok: false; diagnostic: Diagnostic }> {
  const known = files.get(file);
  if (known) return { ok: true, file: known };
  let text: string;
  try {
    text = await readTextInside(root, file);
  } catch (error) {
    if (error instanceof OutsideFolderError) return fail(file, error.message, null);
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'ENOENT' ? 'file not found' : `cannot be read (${code ?? 'unknown error'})`;
    return fail(file, reason, null);
  }
  const lineCounter = new LineCounter();
  const parsed = parseDocument(text, { prettyErrors: true, uniqueKeys: false, lineCounter });
  const error = parsed.errors[0];
  if (error) {
    const at = error.linePos?.[0];
    const kind = /\.json$/i.test(file) ? 'JSON' : 'YAML';
    return fail(
      file,
      `invalid ${kind}: ${yamlMessage(error.message)}`,
      at ? { line: at.line, column: at.col } : undefined,
    );
  }
  const refAt = new WeakMap<object, { line: number; column: number }>();
  const value: unknown = parsed.toJS({ maxAliasCount: -1 });
  // Positions of `$ref` values, found by walking the YAML nodes alongside the plain values.
  locateRefs(parsed.contents, value, lineCounter, refAt);
  const entry = { value, refAt };
  files.set(file, entry);
  return { ok: true, file: entry };
}

/** Records where each `{ $ref }` mapping of `value` is, from the matching YAML `node`. */
function locateRefs(
  node: unknown,
  value: unknown,
  lines: LineCounter,
  refAt: WeakMap<object, { line: number; column: number }>,
): void {
  if (!isObject(node) || typeof value !== 'object' || value === null) return;
  const items = (node as { items?: unknown[] }).items;
  if (!Array.isArray(items)) return;
  if (Array.isArray(value)) {
    items.forEach((item, index) => {
      locateRefs(item, value[index], lines, refAt);
    });
    return;
  }
  for (const pair of items as { key?: { value?: unknown; range?: number[] }; value?: unknown }[]) {
    const key = pair.key?.value;
    if (typeof key !== 'string') continue;
    if (key === '$ref' && pair.key?.range?.[0] !== undefined) {
      const pos = lines.linePos(pair.key.range[0]);
      refAt.set(value, { line: pos.line, column: pos.col });
    }
    locateRefs(pair.value, (value as Record<string, unknown>)[key], lines, refAt);
  }
}

/** Replaces every `$ref` object reachable from `start` by its target, in place. */
async function resolveRefs(
  root: string,
  file: string,
  start: ParsedFile,
  files: Map<string, ParsedFile>,
): Promise<{ ok: true } | { ok: false; diagnostic: Diagnostic }> {
  const seen = new WeakSet<object>();
  const queue: { holder: ParsedFile; file: string; value: unknown }[] = [
    { holder: start, file, value: start.value },
  ];
  for (let item = queue.pop(); item !== undefined; item = queue.pop()) {
    const { holder, file: current, value } = item;
    if (typeof value !== 'object' || value === null || seen.has(value)) continue;
    seen.add(value);
    const entries: [string | number, unknown][] = Array.isArray(value)
      ? value.map((item, index) => [index, item])
      : Object.entries(value);
    for (const [key, child] of entries) {
      let target = child;
      let targetFile = current;
      let targetHolder = holder;
      // A chain of references (`$ref` to a `$ref`) ends at a value, or at a cycle.
      for (let hops = 0; isObject(target) && typeof target['$ref'] === 'string'; hops++) {
        if (hops > 50) return fail(targetFile, 'a chain of $ref that does not end');
        const ref = target['$ref'];
        const at = targetHolder.refAt.get(target);
        const next = await follow(root, targetFile, ref, files);
        if (!next.ok) return fail(targetFile, next.reason, at);
        target = next.value;
        targetFile = next.file;
        targetHolder = next.holder;
      }
      (value as Record<string | number, unknown>)[key] = target;
      queue.push({ holder: targetHolder, file: targetFile, value: target });
    }
  }
  return { ok: true };
}

async function follow(
  root: string,
  from: string,
  ref: string,
  files: Map<string, ParsedFile>,
): Promise<
  { ok: true; value: unknown; file: string; holder: ParsedFile } | { ok: false; reason: string }
> {
  const hash = ref.indexOf('#');
  const target = hash === -1 ? ref : ref.slice(0, hash);
  const pointer = hash === -1 ? '' : ref.slice(hash + 1);
  let file = from;
  if (target !== '') {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) {
      return {
        ok: false,
        reason: `$ref "${ref}" names a URL; only files of the docs folder are read`,
      };
    }
    const joined = path.posix.normalize(path.posix.join(path.posix.dirname(from), target));
    if (joined.startsWith('../') || joined === '..' || path.posix.isAbsolute(joined)) {
      return {
        ok: false,
        reason: `$ref "${ref}" leads outside the docs folder; move the file into the folder`,
      };
    }
    file = joined;
  }
  const parsed = await parseFile(root, file, files);
  if (!parsed.ok) {
    return {
      ok: false,
      reason: `$ref "${ref}": ${parsed.diagnostic.message.replace(/^AsyncAPI spec /, '')}`,
    };
  }
  let value: unknown = parsed.file.value;
  for (const raw of pointer.split('/').slice(1)) {
    const part = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof value !== 'object' || value === null || !(part in value)) {
      return { ok: false, reason: `$ref "${ref}" names nothing in ${file}` };
    }
    value = (value as Record<string, unknown>)[part];
  }
  return { ok: true, value, file, holder: parsed.file };
}

/** A failed read; `at` is where in the file (its start when omitted, nowhere when `null`). */
function fail(
  file: string,
  reason: string,
  at?: { line: number; column: number } | null,
): { ok: false; diagnostic: Diagnostic } {
  return {
    ok: false,
    diagnostic: {
      severity: 'error',
      code: 'asyncapi-unreadable',
      message: `AsyncAPI spec ${file}: ${reason}`,
      ...(at === null ? {} : { position: { file, line: at?.line ?? 1, column: at?.column ?? 1 } }),
    },
  };
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
