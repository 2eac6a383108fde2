/**
 * A docs folder built for real (`buildSite`, no build cache, with the full-text corpus a server
 * deployment writes) into a temporary folder, and its assistant corpus loaded as a deployment
 * holds it. A folder that does not build, or builds without the full-text indexes, is an error
 * naming the problems.
 *
 * @module
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadSiteCorpus } from '../../src/assistant/index.ts';
import type { SiteCorpus } from '../../src/assistant/index.ts';
import { buildSite } from '../../src/site/index.ts';

/** A built site and its corpus. */
export interface BuiltCorpus {
  /** The built site's folder. */
  outDir: string;
  /** Pages the build wrote. */
  pages: number;
  /** Build time in seconds. */
  seconds: number;
  corpus: SiteCorpus;
}

/**
 * Builds `root` into a new folder under `parent` (a new temporary folder when absent) and loads
 * its corpus. Throws when the build writes nothing, reports errors, or leaves no full-text index.
 */
export async function buildCorpus(root: string, parent?: string): Promise<BuiltCorpus> {
  const base = parent ?? (await mkdtemp(path.join(tmpdir(), 'folio-assistant-bench-')));
  const outDir = path.join(base, path.basename(path.resolve(root)) || 'site');
  const result = await buildSite(root, { outDir, cache: false, assistantCorpus: true });
  const errors = result.diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
  if (!result.written || errors.length > 0) {
    const shown = errors
      .slice(0, 10)
      .map((error) => `  ${error.code}: ${error.message}`)
      .join('\n');
    throw new Error(
      `The docs folder ${root} did not build (${String(errors.length)} errors):\n${shown}`,
    );
  }
  const corpus = await loadSiteCorpus(outDir);
  if (corpus.keys.length === 0 || !corpus.fullText) {
    throw new Error(`The build of ${root} wrote no full-text index into ${outDir}.`);
  }
  return { outDir, pages: result.pages, seconds: result.seconds, corpus };
}
