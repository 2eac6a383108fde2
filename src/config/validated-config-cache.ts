/**
 * Remembers the result of validating docs.json, so a build of an unchanged docs.json neither
 * loads the schema's code nor validates again (together about 45 ms of a one-page rebuild).
 * The result is kept in one file of the docs folder's cache, under a key made of the text of
 * docs.json and its includes and of Folio's own code (a new Folio may validate differently).
 * Only results without errors are kept; any problem reading or writing the file is only a
 * slower run.
 *
 * @module
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { engineHash } from '../shared/index.ts';
import type { Diagnostic } from '../shared/index.ts';
import type { DocsConfig } from './schema/docs-json.ts';

/** Bump when what is stored changes shape. */
const FORMAT = 1;

/** The cache file in `folder`. */
const FILE = 'docs-json.json';

/** A validation result without errors, as validating gave it. */
export interface ValidatedConfig {
  config: DocsConfig;
  /** Its warnings. */
  diagnostics: Diagnostic[];
}

interface Stored extends ValidatedConfig {
  format: number;
  key: string;
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

/** The result kept in `folder` under `key`, if there is one. */
export function readValidatedConfig(folder: string, key: string): ValidatedConfig | undefined {
  try {
    const stored = JSON.parse(readFileSync(path.join(folder, FILE), 'utf8')) as Partial<Stored>;
    if (stored.format !== FORMAT || stored.key !== key) return undefined;
    if (typeof stored.config !== 'object' || !Array.isArray(stored.diagnostics)) return undefined;
    return { config: stored.config, diagnostics: stored.diagnostics };
  } catch {
    return undefined;
  }
}

/** Keeps `validated` in `folder` under `key` (written whole, then renamed into place). */
export function writeValidatedConfig(
  folder: string,
  key: string,
  validated: ValidatedConfig,
): void {
  const stored: Stored = { format: FORMAT, key, ...validated };
  try {
    mkdirSync(folder, { recursive: true });
    const file = path.join(folder, FILE);
    const temporary = `${file}.${String(process.pid)}-${String(threadId)}.tmp`;
    writeFileSync(temporary, JSON.stringify(stored));
    renameSync(temporary, file);
  } catch {
    // A read-only docs folder: validate again next time.
  }
}
