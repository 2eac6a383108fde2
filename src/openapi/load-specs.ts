/**
 * Loads the specs a docs folder uses (named in docs.json, or found in the folder) into the
 * index navigation reads. Remote specs (http(s) URLs) are fetched, with a time limit; one that
 * cannot be fetched or read gets an `error` naming the URL and why, and navigation goes on
 * without its operations.
 *
 * @module
 */
import { open } from 'node:fs/promises';
import path from 'node:path';
import { isRemoteSpec } from '../navigation/index.ts';
import type { SpecIndex } from '../navigation/index.ts';
import { specVersionOf } from './load/load-api-model.ts';
import { sourceName } from './load/load-documents.ts';
import { parseSource } from './load/parse-source.ts';
import { readSource } from './load/read-source.ts';
import type { FetchOptions } from './load/read-source.ts';
import { parseSpecDocument, readSpecText } from './read-spec-document.ts';
import type { SpecDocumentMemo } from './read-spec-document.ts';
import type { SpecSummaryCache } from './spec-summary-cache.ts';
import { summarizeSpec } from './summarize-spec.ts';

const SPEC_FILE = /\.(json|ya?ml)$/i;
const NOT_SPECS = new Set([
  'docs.json',
  'mint.json',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
]);

/**
 * Loads each of `sources` (keys relative to `root`, or URLs). `options` say how remote specs
 * are fetched; give the build's remote cache so that rendering reuses what was fetched here.
 * With `options.summaries`, a local spec whose text was summarised by an earlier run is not
 * parsed again, and those parsed are kept there (the caller saves it).
 */
export async function loadSpecIndex(
  root: string,
  sources: Iterable<string>,
  options: FetchOptions & { summaries?: SpecSummaryCache | undefined } = {},
): Promise<Map<string, SpecIndex>> {
  const memo: SpecDocumentMemo = new Map();
  const byDocument = new Map<object, ReturnType<typeof summarizeSpec>>();
  const indexOf = async (source: string): Promise<SpecIndex> => {
    if (isRemoteSpec(source)) return remoteSpecIndex(root, source, options);
    const text = await readSpecText(root, source);
    const kept = text.ok ? options.summaries?.get(source, text.text) : undefined;
    if (kept) return { source, ...kept };
    const read = text.ok ? parseSpecDocument(text.text, source, memo) : text;
    if (!read.ok) {
      const { message, position } = read.diagnostic;
      const where = position ? ` (${position.file}:${position.line}:${position.column})` : '';
      return { source, error: message.replace(/^OpenAPI spec [^:]+: /, '') + where };
    }
    // Copies of one spec share their parsed document, and so its summary.
    let summary = byDocument.get(read.document);
    if (!summary) byDocument.set(read.document, (summary = summarizeSpec(read.document)));
    if (text.ok) options.summaries?.keep(source, text.text, summary);
    return { source, ...summary };
  };
  // Loaded at once, listed in the order given (not the order the reads finish).
  const unique = [...new Set(sources)];
  const indexes = await Promise.all(unique.map(indexOf));
  return new Map(unique.map((source, at) => [source, indexes[at] as SpecIndex]));
}

/** The index of a remote spec, or why it has none (`error` names the URL). */
async function remoteSpecIndex(
  root: string,
  source: string,
  options: FetchOptions,
): Promise<SpecIndex> {
  const url = URL.parse(source);
  if (!url) return { source, error: `${source} is not a valid URL` };
  const read = await readSource(url, options);
  if (!read.ok) return { source, error: read.reason };
  const parsed = parseSource(read.text, sourceName(root, url));
  if (!parsed.ok) {
    const { message, jsonPath } = parsed.diagnostic;
    const at = jsonPath?.match(/:(\d+):(\d+)$/);
    return { source, error: at ? `${message} (line ${at[1]}, column ${at[2]})` : message };
  }
  const version = specVersionOf({ main: parsed.document });
  if (!version.ok) {
    return { source, error: version.diagnostic.message.replace(/^OpenAPI spec \S+: /, '') };
  }
  return { source, ...summarizeSpec(parsed.document.value as Record<string, unknown>) };
}

/** Files among `files` that look like OpenAPI documents (an `openapi:`/`swagger:` version near the top). */
export async function discoverSpecFiles(root: string, files: readonly string[]): Promise<string[]> {
  const candidates = files.filter(
    (file) => SPEC_FILE.test(file) && !NOT_SPECS.has(path.posix.basename(file)),
  );
  const found = await Promise.all(
    candidates.map(async (file) =>
      (await startsLikeSpec(path.join(root, file))) ? file : undefined,
    ),
  );
  return found.filter((file): file is string => file !== undefined);
}

async function startsLikeSpec(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const head = buffer.subarray(0, bytesRead).toString('utf8');
    // A version number as the value: `openapi: 3.1.0`, `"swagger": "2.0"` (not a path such as "openapi": "api.yaml").
    return /^\s*["']?(openapi|swagger)["']?\s*:\s*["']?\d/m.test(head);
  } finally {
    await handle.close();
  }
}
