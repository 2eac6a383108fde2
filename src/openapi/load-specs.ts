/**
 * Loads the specs a docs folder uses (named in docs.json, or found in the folder) into the
 * index navigation reads. Remote specs are not fetched here.
 *
 * @module
 */
import { open } from 'node:fs/promises';
import path from 'node:path';
import { isRemoteSpec } from '../navigation/index.ts';
import type { SpecIndex } from '../navigation/index.ts';
import { readSpecDocument } from './read-spec-document.ts';
import { summarizeSpec } from './summarize-spec.ts';

const SPEC_FILE = /\.(json|ya?ml)$/i;
const NOT_SPECS = new Set([
  'docs.json',
  'mint.json',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
]);

/** Loads each of `sources` (keys relative to `root`, or URLs). */
export async function loadSpecIndex(
  root: string,
  sources: Iterable<string>,
): Promise<Map<string, SpecIndex>> {
  const index = new Map<string, SpecIndex>();
  await Promise.all(
    [...new Set(sources)].map(async (source) => {
      if (isRemoteSpec(source)) {
        index.set(source, { source });
        return;
      }
      const read = await readSpecDocument(root, source);
      if (!read.ok) {
        const { message, position } = read.diagnostic;
        const where = position ? ` (${position.file}:${position.line}:${position.column})` : '';
        index.set(source, { source, error: message.replace(/^OpenAPI spec [^:]+: /, '') + where });
        return;
      }
      index.set(source, { source, ...summarizeSpec(read.document) });
    }),
  );
  return index;
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
