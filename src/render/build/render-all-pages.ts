/**
 * Renders every page of a project that the build cache cannot supply: on worker threads when
 * there is enough work (each worker loads the project itself and renders its share of the
 * routes), in this thread otherwise.
 *
 * @module
 */
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { DocsProject } from '../../content/index.ts';
import type { Diagnostic } from '../../shared/index.ts';
import type { SiteConfig } from '../layout/site-config.ts';
import { BuildCache } from './build-cache.ts';
import type { CachedPage } from './build-cache.ts';
import { notFoundPage } from './not-found-page.ts';
import { renderShare } from './render-share.ts';
import type { PageResult, ShareMessage, WorkOrder, WorkerInput } from './render-share.ts';
import { SiteRenderer } from './site-renderer.ts';
import type { AssetUrls } from './site-renderer.ts';

export type { PageResult };

export interface RenderAllOptions {
  assets: AssetUrls;
  workers?: number | undefined;
  onProgress?: ((done: number, total: number) => void) | undefined;
  /** Reuse and update the build cache (default true). */
  cache?: boolean | undefined;
}

/** A page to write: rendered now (`html` set) or taken from the cache (`cached` set). */
export interface PageOutput extends PageResult {
  cached?: CachedPage | undefined;
}

export interface RenderAllResult {
  pages: PageOutput[];
  diagnostics: Diagnostic[];
  site: SiteConfig;
  homeRoute: string;
  notFoundHtml: string;
  /** Shared sidebar files (`/_folio/nav/...`) of large sections. */
  sidebarFiles: { url: string; html: string }[];
  /** How many pages were rendered (the rest came from the cache). */
  rendered: number;
  cache: BuildCache | undefined;
}

/** Below this many pages a worker costs more (loading the project again) than it saves. */
const PAGES_PER_WORKER = 150;

export async function renderAllPages(
  project: DocsProject,
  options: RenderAllOptions,
): Promise<RenderAllResult> {
  const renderer = new SiteRenderer(project, options.assets);
  const all = renderer.nav.tree.pages;
  const cache =
    options.cache === false
      ? undefined
      : await BuildCache.open(project, `${options.assets.css}\0${options.assets.js}`);

  const sources = new Map<string, string | undefined>();
  const outputs = new Map<string, PageOutput>();
  const stale: string[] = [];
  await Promise.all(
    all.map(async (page) => {
      const source =
        page.file === undefined
          ? undefined
          : await readFile(path.join(project.root, page.file), 'utf8');
      sources.set(page.route, source);
      const hit = await cache?.lookup(page.route, source);
      if (hit) outputs.set(page.route, { ...hit.result, diagnostics: hit.warnings, cached: hit });
      else stale.push(page.route);
    }),
  );
  // Files were read concurrently; render in navigation order (one lookup per route, not a scan).
  const order = new Map(all.map((page, index) => [page.route, index]));
  stale.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));

  let done = all.length - stale.length;
  const progress = (): void => {
    done += 1;
    options.onProgress?.(done, all.length);
  };
  const workers = Math.max(
    1,
    Math.min(
      options.workers ?? os.availableParallelism(),
      Math.floor(stale.length / PAGES_PER_WORKER),
    ),
  );
  const fresh: PageResult[] = [];
  const shareDiagnostics: Diagnostic[] = [];
  // Every thread takes small batches from one queue: this thread starts at once while workers
  // load the project, and whoever is free takes the next batch, so all finish together. Two
  // cores need only one worker.
  const queue = [...stale];
  const nextBatch = (): string[] => queue.splice(0, BATCH_SIZE);
  const renderHere = async (): Promise<{ pages: PageResult[]; diagnostics: Diagnostic[] }> => {
    const pages: PageResult[] = [];
    const diagnostics: Diagnostic[] = [];
    for (let batch = nextBatch(); batch.length > 0; batch = nextBatch()) {
      const share = await renderShare(renderer, batch, progress);
      pages.push(...share.pages);
      diagnostics.push(...share.diagnostics);
    }
    return { pages, diagnostics };
  };
  const results = await Promise.all([
    renderHere(),
    ...Array.from({ length: workers - 1 }, () =>
      runWorker({ root: project.root, assets: options.assets }, nextBatch, progress),
    ),
  ]);
  for (const share of results) {
    fresh.push(...share.pages);
    shareDiagnostics.push(...share.diagnostics);
  }
  for (const page of fresh) {
    outputs.set(page.route, page);
    await cache?.store(page, sources.get(page.route), page.dependencies, page.diagnostics);
  }

  const pages = all.flatMap((page) => {
    const output = outputs.get(page.route);
    return output ? [output] : [];
  });
  return {
    pages,
    diagnostics: dedupe([...pages.flatMap((page) => page.diagnostics), ...shareDiagnostics]),
    site: renderer.site,
    homeRoute: renderer.layoutProps('/', renderer.nav.placeOf('/'), emptyParts).homeRoute,
    notFoundHtml: notFoundPage(renderer),
    sidebarFiles: renderer.sidebarFiles(),
    rendered: fresh.length,
    cache,
  };
}

const emptyParts = { title: '', mode: 'default', contentHtml: '', toc: [], noindex: true };

/** Routes per batch: small enough to balance the threads, large enough to keep messages few. */
const BATCH_SIZE = 8;

/** Runs a worker that renders batches from `nextBatch` until it is empty. */
function runWorker(
  input: WorkerInput,
  nextBatch: () => string[],
  progress: () => void,
): Promise<{ pages: PageResult[]; diagnostics: Diagnostic[] }> {
  return new Promise((resolve, reject) => {
    const pages: PageResult[] = [];
    const diagnostics: Diagnostic[] = [];
    const worker = new Worker(new URL('./render-worker.ts', import.meta.url), {
      workerData: input,
    });
    const sendWork = (): void => {
      const routes = nextBatch();
      worker.postMessage(
        (routes.length > 0 ? { type: 'render', routes } : { type: 'end' }) satisfies WorkOrder,
      );
    };
    worker.on('message', (message: ShareMessage) => {
      if (message.type === 'progress') {
        progress();
        return;
      }
      if (message.type === 'batch') {
        pages.push(...message.pages);
        diagnostics.push(...message.diagnostics);
      }
      sendWork();
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (code !== 0) reject(new Error(`A render worker stopped with exit code ${String(code)}`));
      else resolve({ pages, diagnostics });
    });
  });
}

/** The same warning can come from several workers (code languages); keep one of each. */
function dedupe(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((item) => {
    const key = `${item.severity}\0${item.code}\0${item.message}\0${item.position?.file ?? ''}\0${String(item.position?.line ?? '')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
