/**
 * The MDX files whose links are checked: every page file (in navigation or hidden) and every
 * snippet (the files under `snippets/`, and any other MDX file a page imports), each parsed once
 * with `compileMdx` — no rendering. Large folders are parsed on worker threads. Snippets also
 * record which pages show them, for their `#anchor` links.
 *
 * @module
 */
import os from 'node:os';
import path from 'node:path/posix';
import { Worker } from 'node:worker_threads';
import { isExternalUrl } from '../../content/index.ts';
import type { DocsProject } from '../../content/index.ts';
import { isPageFile } from '../../navigation/index.ts';
import { codeFileUrl } from '../../shared/index.ts';
import { hashText } from '../cached-html.ts';
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

/**
 * Parses `requests`, each distinct text once: sites with versions copy most pages into each
 * version's folder. A copy takes the first page's result when nothing in it depends on where the
 * file is (no link, image or import written as a relative path); otherwise it is parsed too.
 */
async function parsePages(
  project: DocsProject,
  requests: SourceRequest[],
  options: ParseOptions,
): Promise<SourceFile[]> {
  const groups = new Map<string, SourceRequest[]>();
  for (const request of requests) {
    const text = project.pageSources.get(request.file);
    const key =
      text === undefined ? `\0${request.file}` : `${hashText(text)}${path.extname(request.file)}`;
    const group = groups.get(key);
    if (group) group.push(request);
    else groups.set(key, [request]);
  }
  const firsts = [...groups.values()].map((group) => group[0] as SourceRequest);
  const parsed = new Map(
    (await parseEach(project, firsts, options)).map((source) => [source.file, source]),
  );
  const again: SourceRequest[] = [];
  for (const [first, ...copies] of groups.values()) {
    const source = first && parsed.get(first.file);
    if (!source || copies.length === 0) continue;
    const text = project.pageSources.get(source.file) ?? '';
    if (!portable(source, text)) {
      again.push(...copies);
      continue;
    }
    for (const copy of copies) parsed.set(copy.file, copyOf(source, copy));
  }
  for (const source of await parseEach(project, again, options)) parsed.set(source.file, source);
  return requests.flatMap((request) => parsed.get(request.file) ?? []);
}

/** Whether `source`'s result holds for any file with its `text`. */
function portable(source: SourceFile, text: string): boolean {
  if (relativeImport.test(text)) return false;
  return source.links.every(
    ({ written }) => written === '' || isExternalUrl(written) || /^[/#?]/.test(written),
  );
}

/** An `import`/`export` line naming a relative path. */
const relativeImport = /^[ \t]*(?:import|export)\b[^\n]*["']\.\.?\//m;

/** The result of `source` for `request`, a file with the same text. */
function copyOf(source: SourceFile, request: SourceRequest): SourceFile {
  return {
    ...source,
    file: request.file,
    route: request.route,
    diagnostics: source.diagnostics.map((item) =>
      item.position?.file === source.file
        ? { ...item, position: { ...item.position, file: request.file } }
        : item,
    ),
  };
}

/** Parses `requests` in this thread, or shared among workers when there are many. */
async function parseEach(
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
