/**
 * Remembers the result of loading docs.json, so a build of an unchanged docs.json neither parses
 * it with positions, nor loads the schema's code, nor validates again (together about 60 ms of a
 * one-page rebuild). The result (the config and every warning) is kept in one file of the docs
 * folder's cache with the files it was read from (docs.json and its includes), under a key made
 * of their text and of Folio's own code (a new Folio may validate differently). Only results
 * without errors are kept; any problem reading or writing the file is only a slower run.
 *
 * @module
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asciiJson, engineHash, writeCacheFile } from '../shared/index.ts';
import type { Diagnostic } from '../shared/index.ts';
import type { DocsConfig } from './schema/docs-json.ts';

/** Bump when what is stored changes shape. */
const FORMAT = 2;

/** The cache file in `folder`. */
const FILE = 'docs-json.json';

/** A result without errors, as loading docs.json gave it. */
export interface CachedConfig {
  config: DocsConfig;
  /** Its warnings (of the JSON and of the validation). */
  diagnostics: Diagnostic[];
  /** The files it was read from (docs.json first, then its includes), relative to the folder. */
  files: string[];
  /** {@link validatedConfigKey} of those files' text. */
  key: string;
}

interface Stored extends CachedConfig {
  format: number;
}

/** The key of docs.json's `sources` (path → text, includes too) for this Folio. */
export async function validatedConfigKey(sources: ReadonlyMap<string, string>): Promise<string> {
  const hash = createHash('sha256');
  hash.update(`folio docs.json ${String(FORMAT)}\0${await engineHash()}\0`);
  for (const [file, text] of [...sources].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    hash.update(`${file}\0${text}\0`);
  }
  return hash.digest('hex');
}

/** The result kept in `folder`, if there is one (whether it still holds is for the caller). */
export function readCachedConfig(folder: string): CachedConfig | undefined {
  try {
    const stored = JSON.parse(readFileSync(path.join(folder, FILE), 'utf8')) as Partial<Stored>;
    const { config, diagnostics, files, key } = stored;
    if (stored.format !== FORMAT || typeof key !== 'string' || typeof config !== 'object')
      return undefined;
    if (!Array.isArray(diagnostics) || !Array.isArray(files) || files.length === 0)
      return undefined;
    return { config, diagnostics, files, key };
  } catch {
    return undefined;
  }
}

/** Writes `cached` to `folder` (written whole, then renamed into place). */
export function writeCachedConfig(folder: string, cached: CachedConfig): void {
  const stored: Stored = { format: FORMAT, ...cached };
  // A read-only docs folder only means validating again next time.
  writeCacheFile(path.join(folder, FILE), asciiJson(stored));
}
