/**
 * Checking the folder a new project is built from: it must exist and hold a `docs.json`. When
 * it does not, the error points at the folder that does (a `docs/` subfolder, the folder of a
 * `docs.json` given by mistake) so the fix is one copy and paste away.
 *
 * @module
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'jsonc-parser';
import { AdminError } from './admin-error.ts';
import { excerpt } from '../../shared/index.ts';

/** The file that makes a folder a docs folder. */
export const DOCS_CONFIG = 'docs.json';

/** At most this many subfolders are named as candidates in an error. */
const MAX_CANDIDATES = 3;

/** A checked docs folder. */
export interface DocsFolder {
  /** Absolute path of the folder. */
  root: string;
  /** The site's `name` in docs.json, when it has one. */
  name: string | undefined;
}

/**
 * `dir` resolved to an absolute path, checked to be a folder holding a `docs.json`. Throws an
 * `invalid` {@link AdminError} that says where docs.json is when it is not there.
 */
export async function checkDocsFolder(dir: string): Promise<DocsFolder> {
  const root = path.resolve(dir);
  const info = await stat(root).catch(() => undefined);
  if (!info) {
    throw new AdminError(
      'invalid',
      `${excerpt(root)} does not exist: give the folder that holds your ${DOCS_CONFIG}.`,
    );
  }
  if (!info.isDirectory()) {
    const hint =
      path.basename(root) === DOCS_CONFIG
        ? `give its folder instead: ${excerpt(path.dirname(root))}`
        : `give the folder that holds your ${DOCS_CONFIG}`;
    throw new AdminError('invalid', `${excerpt(root)} is a file, not a folder: ${hint}.`);
  }
  const config = path.join(root, DOCS_CONFIG);
  const text = await readFile(config, 'utf8').catch(() => undefined);
  if (text === undefined)
    throw new AdminError('invalid', missingConfig(root, await candidates(root)));
  return { root, name: siteName(text) };
}

function missingConfig(root: string, found: string[]): string {
  const start = `There is no ${DOCS_CONFIG} in ${excerpt(root)}`;
  if (found.length === 1) return `${start}; ${found[0] ?? ''} has one: add that folder instead.`;
  if (found.length > 1) {
    return `${start}; these folders have one: ${found.join(', ')}. Add the one to publish.`;
  }
  return `${start}: give the folder that holds your ${DOCS_CONFIG} (the root of your docs).`;
}

/** Subfolders of `root` that hold a docs.json, `docs` first, then by name. */
async function candidates(root: string): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true }).catch(() => []);
  const folders = entries
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .filter((entry) => entry.name !== 'node_modules')
    .map((entry) => entry.name)
    .sort((a, b) => Number(b === 'docs') - Number(a === 'docs') || a.localeCompare(b));
  const found: string[] = [];
  for (const name of folders) {
    const folder = path.join(root, name);
    const config = await stat(path.join(folder, DOCS_CONFIG)).catch(() => undefined);
    if (config?.isFile()) found.push(folder);
    if (found.length === MAX_CANDIDATES) break;
  }
  return found;
}

/** The `name` of a docs.json, or undefined when it has none or cannot be read. */
function siteName(text: string): string | undefined {
  const value: unknown = parse(text, [], { allowTrailingComma: true });
  if (typeof value !== 'object' || value === null || !('name' in value)) return undefined;
  const name = value.name;
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : undefined;
}
