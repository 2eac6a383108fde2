/**
 * Built sites for the assistant's tests: a docs folder written to a temporary folder and built
 * with `folio build` (the real build, so the indexes are exactly what a deployment holds).
 *
 * @module
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { buildSite } from '../../src/site/index.ts';
import { tempDocs } from '../helpers/temp-docs.ts';
import type { FileContent } from '../helpers/temp-docs.ts';

const outputs: string[] = [];

afterAll(async () => {
  await Promise.all(outputs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Folio's own docs folder. */
export const FOLIO_DOCS = fileURLToPath(new URL('../../docs/', import.meta.url));

/** Builds the docs folder `root` into a new temporary folder (removed after the test file). */
export async function buildDocs(root: string): Promise<string> {
  const parent = await mkdtemp(path.join(tmpdir(), 'folio-assistant-'));
  outputs.push(parent);
  const out = path.join(parent, 'site');
  // As a server builds a deployment: with the assistant's full-text corpus.
  const result = await buildSite(root, {
    outDir: out,
    cache: false,
    workers: 1,
    assistantCorpus: true,
  });
  const errors = result.diagnostics.filter((item) => item.severity === 'error');
  if (!result.written || errors.length > 0) {
    throw new Error(`The build failed:\n${errors.map((item) => item.message).join('\n')}`);
  }
  return out;
}

/** Writes `files` as a docs folder and builds it; returns the site's folder. */
export async function buildTempSite(files: Record<string, FileContent>): Promise<string> {
  return buildDocs(await tempDocs(files));
}

/** A page file with frontmatter and a body. */
export function mdxPage(title: string, body: string, description?: string): string {
  const lines = ['---', `title: ${JSON.stringify(title)}`];
  if (description !== undefined) lines.push(`description: ${JSON.stringify(description)}`);
  return `${lines.join('\n')}\n---\n\n${body}\n`;
}
