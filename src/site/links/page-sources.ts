/**
 * The MDX files whose links are checked: every page file (in navigation or hidden) and every
 * snippet (the files under `snippets/`, and any other MDX file a page imports), each parsed once
 * with `compileMdx` — no rendering. Large folders are parsed on worker threads. Snippets also
 * record which pages show them, for their `#anchor` links.
 *
 * @module
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { DocsProject } from '../../content/index.ts';
import { isPageFile } from '../../navigation/index.ts';
import { codeFileUrl } from '../../shared/index.ts';
import { mapLimited } from './map-limited.ts';
import { parseSource } from './parse-source.ts';
import type { SourceFile, SourceRequest } from './parse-source.ts';
import type { ParseWorkerInput } from './parse-worker.ts';

export type { SourceFile };

export interface PageSources {
  pages: SourceFile[];
  snippets: SourceFile[];
  /** Routes of the pages that show each snippet (directly or through another snippet). */
  shownOn: Map<string, Set<string>>;
}

export interface ParseOptions {
  /** Files read and parsed at once on each thread. */
  concurrency: number;
  /** Most threads to parse pages on (default: one per core); a thread gets 400 pages or more. */
  workers?: number | undefined;
}

/** Below this many pages per worker, starting a worker costs more than it saves. */
const PAGES_PER_WORKER = 400;

/** Reads and parses every page and snippet of `project`. */
export async function loadPageSources(
  project: DocsProject,
  options: ParseOptions,
): Promise<PageSources> {
  const files = new Set(project.files);
  const requests: SourceRequest[] = [];
  const seenFiles = new Set<string>();
  for (const page of project.navigation?.pages ?? []) {
    if (page.kind !== 'mdx' || page.file === undefined || seenFiles.has(page.file)) continue;
    seenFiles.add(page.file);
    requests.push({ file: page.file, route: page.route });
  }
  const pages = await parsePages(project, requests, options);

  const parsed = new Map<string, SourceFile>(pages.map((source) => [source.file, source]));
  const snippets: SourceFile[] = [];
  let queue = [
    ...project.files.filter((file) => file.startsWith('snippets/')),
    ...pages.flatMap((source) => source.imports),
  ];
  while (queue.length > 0) {
    const fresh = [...new Set(queue)].filter((file) => isPageFile(file) && !parsed.has(file));
    const found = await mapLimited(fresh, options.concurrency, (file) =>
      parseSource(project.root, { file }, files),
    );
    for (const source of found) parsed.set(source.file, source);
    snippets.push(...found);
    queue = found.flatMap((source) => source.imports);
  }
  snippets.sort((a, b) => a.file.localeCompare(b.file));
  return { pages, snippets, shownOn: snippetPages(pages, parsed) };
}

/** Parses `requests` in this thread, or shared among workers when there are many. */
async function parsePages(
  project: DocsProject,
  requests: SourceRequest[],
  options: ParseOptions,
): Promise<SourceFile[]> {
  const workers = Math.min(
    options.workers ?? os.availableParallelism(),
    Math.floor(requests.length / PAGES_PER_WORKER),
  );
  if (workers <= 1) {
    const files = new Set(project.files);
    return mapLimited(requests, options.concurrency, (request) =>
      parseSource(project.root, request, files),
    );
  }
  const shares = await Promise.all(
    Array.from({ length: workers }, (_, index) =>
      runWorker({
        root: project.root,
        files: project.files,
        requests: requests.filter((_, position) => position % workers === index),
        concurrency: options.concurrency,
      }),
    ),
  );
  const byFile = new Map(shares.flat().map((source) => [source.file, source]));
  return requests.flatMap((request) => byFile.get(request.file) ?? []);
}

function runWorker(input: ParseWorkerInput): Promise<SourceFile[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(codeFileUrl('./parse-worker', import.meta.url), {
      workerData: input,
    });
    worker.once('message', (sources: SourceFile[]) => {
      resolve(sources);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`A parse worker stopped with exit code ${String(code)}`));
    });
  });
}

/** For each snippet, the routes of the pages it ends up on. */
function snippetPages(
  pages: readonly SourceFile[],
  parsed: ReadonlyMap<string, SourceFile>,
): Map<string, Set<string>> {
  const shownOn = new Map<string, Set<string>>();
  for (const page of pages) {
    if (page.route === undefined) continue;
    const seen = new Set<string>();
    const queue = [...page.imports];
    while (queue.length > 0) {
      const file = queue.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      let routes = shownOn.get(file);
      if (!routes) shownOn.set(file, (routes = new Set()));
      routes.add(page.route);
      queue.push(...(parsed.get(file)?.imports ?? []));
    }
  }
  return shownOn;
}
