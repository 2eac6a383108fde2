/**
 * Checks every page of a docs project as the build would render it (`folio validate`): MDX
 * syntax, page code, components (see `PageChecker`), with the diagnostics the build would report.
 *
 * Three things keep this fast on large sites. Pages with the same text are checked once: sites
 * with versions copy most pages from one version to the next (one public site has 24,803 pages
 * and 1,723 distinct texts); a text that imports by a relative path is checked once per folder.
 * What each check found is kept in the project's cache store, so the next run checks only what
 * changed. And many checks run on worker threads, all claiming pages from one queue.
 *
 * @module
 */
import os from 'node:os';
import path from 'node:path/posix';
import { Worker } from 'node:worker_threads';
import type { DocsProject } from '../content/index.ts';
import { PageChecker } from '../render/index.ts';
import { codeFileUrl, engineHash, readTextInsideSync } from '../shared/index.ts';
import type { Diagnostic } from '../shared/index.ts';
import { hashText } from './cached-html.ts';
import { checkBatch } from './check-batch.ts';
import type { CheckMessage, CheckOrder, CheckResult } from './check-batch.ts';
import { CheckCache } from './check-cache.ts';
import { dedupeDiagnostics } from './render-all-pages.ts';
import { RouteQueue } from './render-pool.ts';
import { workerEnvironment } from './worker-environment.ts';

export interface CheckPagesOptions {
  /** Keep what each check found in the project's cache store and reuse it (default true). */
  cache?: boolean | undefined;
  /** Most threads to check on (default: one per core; workers only for many pages). */
  workers?: number | undefined;
}

export interface PagesChecked {
  /** The pages' diagnostics, in page order, each once. */
  diagnostics: Diagnostic[];
  /** Page files checked. */
  pages: number;
  /** Distinct checks this run compiled (the others came from the cache or repeat a text). */
  compiled: number;
}

/** Below this many checks a worker costs more (loading Folio's code) than it saves. */
const CHECKS_PER_WORKER = 150;

/** Checks the MDX pages of `project`, whose docs.json must have loaded. */
export async function checkPages(
  project: DocsProject,
  options: CheckPagesOptions = {},
): Promise<PagesChecked> {
  const { navigation, config } = { navigation: project.navigation, config: project.loaded.config };
  if (!navigation || !config)
    throw new Error('The project has no navigation: fix docs.json first.');
  const files = [
    ...new Set(
      navigation.pages.flatMap((page) =>
        page.kind === 'mdx' && page.file !== undefined ? [page.file] : [],
      ),
    ),
  ];
  const sourceOf = (file: string): string =>
    project.pageSources.get(file) ?? readTextInsideSync(project.root, file);

  // One check per distinct key, on the first page that has it.
  const byKey = new Map<string, string[]>();
  for (const file of files) {
    const key = checkKey(file, sourceOf(file));
    const same = byKey.get(key);
    if (same) same.push(file);
    else byKey.set(key, [file]);
  }

  const iconLibrary = config.icons?.library;
  const context = hashText(
    [
      await engineHash(),
      iconLibrary ?? '',
      JSON.stringify(config.variables ?? null),
      project.files.join('\n'),
    ].join('\0'),
  );
  const cache = CheckCache.open(options.cache === false ? undefined : project.cacheDir, context);
  const hashes = new Map<string, string>();
  const hashOf = (file: string): string => {
    let hash = hashes.get(file);
    if (hash === undefined) {
      try {
        hash = hashText(readTextInsideSync(project.root, file));
      } catch {
        hash = '';
      }
      hashes.set(file, hash);
    }
    return hash;
  };
  const stale: string[] = [];
  const keyOfFile = new Map<string, string>();
  for (const [key, same] of byKey) {
    const first = same[0] as string;
    keyOfFile.set(first, key);
    if (!cache.get(key, hashOf)) stale.push(first);
  }

  const checker = {
    root: project.root,
    files: project.files,
    iconLibrary,
    variables: config.variables,
  };
  for (const result of await runChecks(checker, stale, project.pageSources, options.workers)) {
    const dependencies = Object.fromEntries(
      result.dependencies.map((file) => [file, hashOf(file)]),
    );
    cache.set(keyOfFile.get(result.file) ?? '', {
      file: result.file,
      diagnostics: result.diagnostics,
      dependencies,
    });
  }
  cache.save(new Set(byKey.keys()));

  const diagnostics: Diagnostic[] = [];
  for (const [key, same] of byKey) {
    const entry = cache.get(key, hashOf);
    if (!entry) continue;
    for (const file of same)
      diagnostics.push(...entry.diagnostics.map((item) => placedIn(item, entry.file, file)));
  }
  return {
    diagnostics: dedupeDiagnostics(diagnostics),
    pages: files.length,
    compiled: stale.length,
  };
}

/** An `import`/`export` line naming a relative path (also matched inside code blocks: harmless). */
const relativeImport = /^[ \t]*(?:import|export)\b[^\n]*["']\.\.?\//m;

/**
 * What a page's check depends on besides Folio and the folder's file list: its text and kind
 * (`.md` or `.mdx`), and its folder when the text may import by a relative path.
 */
function checkKey(file: string, source: string): string {
  // `includes` first: the regular expression is slow over the text of thousands of pages.
  const relative =
    ['"./', "'./", '"../', "'../"].some((start) => source.includes(start)) &&
    relativeImport.test(source);
  const folder = relative ? path.dirname(file) : '';
  return `${hashText(source)}${path.extname(file)}\0${folder}`;
}

/** `diagnostic` of `checked` as it applies to `file`, a page with the same text. */
function placedIn(diagnostic: Diagnostic, checked: string, file: string): Diagnostic {
  if (checked === file || diagnostic.position?.file !== checked) return diagnostic;
  return { ...diagnostic, position: { ...diagnostic.position, file } };
}

/** Checks `files`, on worker threads as well as this one when there are many. */
async function runChecks(
  checker: CheckOrder['checker'],
  files: string[],
  sources: ReadonlyMap<string, string>,
  workers: number | undefined,
): Promise<CheckResult[]> {
  if (files.length === 0) return [];
  const threads = Math.min(
    workers ?? os.availableParallelism(),
    Math.floor(files.length / CHECKS_PER_WORKER),
  );
  const queue = new RouteQueue(files);
  const order: CheckOrder = { checker, files, counter: queue.counter };
  const started = Array.from({ length: Math.max(0, threads - 1) }, () => runWorker(order));
  const here: CheckResult[] = [];
  const local = new PageChecker(checker);
  for (let batch = queue.claim(); batch.length > 0; batch = queue.claim()) {
    here.push(...(await checkBatch(local, checker.root, batch, sources)));
  }
  return [...here, ...(await Promise.all(started)).flat()];
}

function runWorker(order: CheckOrder): Promise<CheckResult[]> {
  const worker = new Worker(codeFileUrl('./check-worker', import.meta.url), {
    env: workerEnvironment(),
  });
  return new Promise<CheckResult[]>((resolve, reject) => {
    const results: CheckResult[] = [];
    worker.on('message', (message: CheckMessage) => {
      if (message.type === 'batch') results.push(...message.results);
      else {
        resolve(results);
        void worker.terminate();
      }
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      reject(new Error(`A page-check worker stopped early (exit code ${String(code)}).`));
    });
    worker.postMessage(order);
  });
}
