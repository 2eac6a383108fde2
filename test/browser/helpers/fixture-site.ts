/**
 * Built copies of `test/fixtures/browser-site` for the browser tests: the folder is built once
 * per test file (without the build cache) into a temporary folder and served over HTTP. A
 * variant changes docs.json first, in a temporary copy of the fixture.
 *
 * @module
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite } from '../../../src/site/index.ts';
import { serveStatic } from '../../../src/dev/index.ts';

/** The docs folder the browser tests build. */
export const fixtureRoot = fileURLToPath(new URL('../../fixtures/browser-site/', import.meta.url));

/** A built and served site; `close` stops the server and removes every temporary folder. */
export interface ServedSite {
  /** Origin of the server, without a trailing slash. */
  origin: string;
  /** The built site. */
  outDir: string;
  /** Absolute URL of a route (`/en/v2` → `http://127.0.0.1:1234/en/v2`). */
  url(route: string): string;
  close(): Promise<void>;
}

/** Changes to make to the fixture's docs.json (parsed) before building. */
export type DocsJsonPatch = (docsJson: Record<string, unknown>) => void;

/** Builds the fixture (patched by `patch`, if given), serves it, and returns where it is. */
export async function serveFixtureSite(patch?: DocsJsonPatch): Promise<ServedSite> {
  const temp = await mkdtemp(path.join(tmpdir(), 'folio-browser-'));
  let root = fixtureRoot;
  if (patch !== undefined) {
    root = path.join(temp, 'docs');
    await cp(fixtureRoot, root, { recursive: true });
    const file = path.join(root, 'docs.json');
    const docsJson = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    patch(docsJson);
    await writeFile(file, `${JSON.stringify(docsJson, null, 2)}\n`);
  }
  const outDir = path.join(temp, 'site');
  const result = await buildSite(root, { outDir, cache: false });
  if (!result.written) {
    await rm(temp, { recursive: true, force: true });
    const problems = result.diagnostics.map((item) => `${item.code}: ${item.message}`);
    throw new Error(`The browser fixture did not build:\n${problems.join('\n')}`);
  }
  const server = await serveStatic(outDir);
  return {
    origin: server.url,
    outDir,
    url: (route) => new URL(route, server.url).href,
    close: async () => {
      await server.close();
      await rm(temp, { recursive: true, force: true });
    },
  };
}
