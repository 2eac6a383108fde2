/**
 * A fingerprint of Folio's own sources (every `.ts` and `.css` file under src/, tests excluded:
 * name, size and modification time). When it changes between two builds, they ran different
 * code, and the build cache (keyed by Folio's code) was dropped; the benchmark says so.
 *
 * @module
 */
import { createHash } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const sourceFolder = fileURLToPath(new URL('../../src/', import.meta.url));

/** The current fingerprint of src/. */
export async function sourceFingerprint(): Promise<string> {
  const files = (await readdir(sourceFolder, { recursive: true }))
    .filter((file) => /\.(ts|css)$/.test(file) && !file.endsWith('.test.ts'))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    try {
      const info = await stat(path.join(sourceFolder, file));
      hash.update(`${file}\0${String(info.size)}\0${String(info.mtimeMs)}\0`);
    } catch {
      hash.update(`${file}\0gone\0`);
    }
  }
  return hash.digest('hex');
}
