/**
 * Temporary docs folders for tests: write a map of files, get the folder's path.
 *
 * @module
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

const created: string[] = [];

afterAll(async () => {
  await Promise.all(created.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** File contents: strings are written as UTF-8, objects as JSON, bytes as is. */
export type FileContent = string | Uint8Array | Record<string, unknown> | unknown[];

/** Writes `files` into a new temporary folder and returns its path (removed after the test file). */
export async function tempDocs(files: Record<string, FileContent>): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'folio-test-'));
  created.push(root);
  await Promise.all(
    Object.entries(files).map(async ([file, content]) => {
      const target = path.join(root, file);
      await mkdir(path.dirname(target), { recursive: true });
      const data =
        typeof content === 'string' || content instanceof Uint8Array
          ? content
          : `${JSON.stringify(content, null, 2)}\n`;
      await writeFile(target, data);
    }),
  );
  return root;
}

/** A page file with a title. */
export function page(title: string, body = `Content of ${title}.`): string {
  return `---\ntitle: ${JSON.stringify(title)}\n---\n\n${body}\n`;
}

/** Page files for each path (without extension), as `<path>.mdx`. */
export function pages(...paths: string[]): Record<string, string> {
  return Object.fromEntries(paths.map((p) => [`${p}.mdx`, page(p)]));
}
