/**
 * The docs generators compared side by side (Folio, and the peers pinned in the shared bench
 * folder) and the MDX floor, each behind one shape: a cold build measured with its peak memory,
 * the folder it writes, and the time from starting its dev server to the first page answering 200.
 *
 * The peers' own scripts (`peers/<name>/build.sh`, `dev.sh`) do the work, so the benchmark runs
 * them exactly as published; Folio's dev server is timed by the same `dev-first-page.mjs`, on the
 * same first page of the corpus's navigation.
 *
 * @module
 */
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCommand } from '../measure/run-command.ts';
import type { CommandRun } from '../measure/run-command.ts';

/** Where things are: the shared bench folder, the scratch folder and the corpus in it. */
export interface Places {
  /** The shared bench folder (gen-corpus.mjs, floor.mjs, peers/). */
  bench: string;
  /** Scratch folder outside the repository: one folder per peer, `folio`, `floor`. */
  work: string;
  /** The generated corpus (pages.txt, docs.json, the pages). */
  corpus: string;
}

export interface DevRun {
  /** Seconds from the server's spawn to the first page (and, for VitePress, its content) at 200. */
  seconds: number | undefined;
  error?: string;
}

export interface Tool {
  name: string;
  /** Package names whose installed versions identify the tool. */
  packages: string[];
  /** The folder the cold build writes (its size is the output size). */
  outputDir: string;
  build: (env: NodeJS.ProcessEnv) => Promise<CommandRun>;
  dev?: (env: NodeJS.ProcessEnv, port: number) => Promise<DevRun>;
}

/** The peers of the shared bench folder, in the order they run, with where each writes its site. */
export const peerOutputs: Record<string, string> = {
  docusaurus: 'build',
  vitepress: 'docs/.vitepress/dist',
  starlight: 'dist',
  fumadocs: 'out',
  nextra: 'out',
};

const peerPackages: Record<string, string[]> = {
  docusaurus: ['@docusaurus/core', '@docusaurus/faster'],
  vitepress: ['vitepress'],
  starlight: ['@astrojs/starlight', 'astro'],
  fumadocs: ['fumadocs-core', 'fumadocs-mdx', 'next'],
  nextra: ['nextra', 'next'],
};

const cli = fileURLToPath(new URL('../../src/cli/folio.ts', import.meta.url));

/** A peer, run through its `build.sh` and `dev.sh` in `<work>/<name>`. */
export function peerTool(name: string, places: Places): Tool {
  const folder = path.join(places.work, name);
  const scripts = path.join(places.bench, 'peers', name);
  return {
    name,
    packages: peerPackages[name] ?? [],
    outputDir: path.join(folder, peerOutputs[name] ?? 'out'),
    build: (env) => runCommand('sh', [path.join(scripts, 'build.sh'), folder], { env }),
    dev: async (env, port) =>
      devResult(
        await runCommand('sh', [path.join(scripts, 'dev.sh'), folder, String(port)], { env }),
      ),
  };
}

/** Folio from this checkout, on its own copy of the corpus (its `.folio` cache stays out of it). */
export function folioTool(places: Places, firstPage: string): Tool {
  const root = path.join(places.work, 'folio');
  const outputDir = path.join(places.work, 'folio-out');
  const clearCaches = async (): Promise<void> => {
    await rm(path.join(root, '.folio'), { recursive: true, force: true });
  };
  return {
    name: 'folio',
    packages: [],
    outputDir,
    build: async (env) => {
      await clearCaches();
      await rm(outputDir, { recursive: true, force: true });
      return runCommand(process.execPath, [cli, 'build', root, '--out', outputDir], { env });
    },
    dev: async (env, port) => {
      await clearCaches();
      const url = `http://127.0.0.1:${String(port)}/${firstPage}`;
      const args = [path.join(places.bench, 'dev-first-page.mjs'), '--url', url, '--'];
      const server = [process.execPath, cli, 'dev', root, '--port', String(port)];
      return devResult(await runCommand(process.execPath, [...args, ...server], { env }));
    },
  };
}

/** `floor.mjs --gfm`: read and compile every page once with @mdx-js/mdx, in one process. */
export function floorTool(places: Places): Tool {
  const folder = path.join(places.work, 'floor');
  return {
    name: 'mdx floor',
    packages: ['@mdx-js/mdx', 'remark-gfm', 'remark-frontmatter'],
    outputDir: '',
    build: (env) =>
      runCommand(process.execPath, [path.join(folder, 'floor.mjs'), places.corpus, '--gfm'], {
        env,
      }),
  };
}

/** The tool's installed package versions (`name@version`), or `not installed`. */
export async function toolVersions(tool: Tool, places: Places): Promise<string[]> {
  const folder =
    tool.name === 'mdx floor' ? path.join(places.work, 'floor') : path.join(places.work, tool.name);
  return Promise.all(
    tool.packages.map(async (name) => {
      const file = path.join(folder, 'node_modules', name, 'package.json');
      if (!existsSync(file)) return `${name} not installed`;
      const { version } = JSON.parse(await readFile(file, 'utf8')) as { version: string };
      return `${name}@${version}`;
    }),
  );
}

/** The first page of the navigation (as the peers' dev.sh pick it): first tab, first group. */
export async function firstNavigationPage(corpus: string): Promise<string> {
  type Entry = string | { pages: Entry[] };
  const docs = JSON.parse(await readFile(path.join(corpus, 'docs.json'), 'utf8')) as {
    navigation: { tabs: { groups: { pages: Entry[] }[] }[] };
  };
  let entry = docs.navigation.tabs[0]?.groups[0]?.pages[0];
  while (entry !== undefined && typeof entry !== 'string') entry = entry.pages[0];
  if (entry === undefined) throw new Error(`${corpus}/docs.json: no first page in the navigation`);
  return entry;
}

/** The dev-first-page.mjs JSON line: content-ready time when it waited for a second URL. */
function devResult(run: CommandRun): DevRun {
  const line = run.outputTail
    .trim()
    .split('\n')
    .findLast((text) => text.startsWith('{'));
  try {
    const parsed = JSON.parse(line ?? '') as {
      first_200?: { s: number };
      also_200?: { s: number };
      error?: string;
    };
    const seconds = parsed.also_200?.s ?? parsed.first_200?.s;
    if (parsed.error !== undefined || seconds === undefined) {
      return { seconds: undefined, error: parsed.error ?? 'no time printed' };
    }
    return { seconds };
  } catch {
    return {
      seconds: undefined,
      error: `exit ${String(run.exitCode)}: ${run.outputTail.slice(-400)}`,
    };
  }
}
