/**
 * Renders every page of a project, on worker threads when there is enough work (each worker loads
 * the project itself and renders every n-th page), in this thread otherwise.
 *
 * @module
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { DocsProject } from '../../content/index.ts';
import type { SearchDocument } from '../../search/index.ts';
import type { Diagnostic } from '../../shared/index.ts';
import type { SiteConfig } from '../layout/site-config.ts';
import { SiteRenderer } from './site-renderer.ts';
import type { AssetUrls } from './site-renderer.ts';
import type { PageSummary } from './site-files.ts';
import { notFoundPage } from './not-found-page.ts';
import { renderShare } from './render-share.ts';
import type { PageResult, ShareMessage } from './render-share.ts';

export type { PageResult };

export interface RenderAllOptions {
  assets: AssetUrls;
  workers?: number | undefined;
  onProgress?: ((done: number, total: number) => void) | undefined;
}

export interface RenderAllResult {
  pages: PageResult[];
  diagnostics: Diagnostic[];
  site: SiteConfig;
  homeRoute: string;
  notFoundHtml: string;
}

/** Below this many pages a worker costs more (loading the project again) than it saves. */
const PAGES_PER_WORKER = 150;

export async function renderAllPages(
  project: DocsProject,
  options: RenderAllOptions,
): Promise<RenderAllResult> {
  const renderer = new SiteRenderer(project, options.assets);
  const total = renderer.nav.tree.pages.length;
  const workers = Math.max(
    1,
    Math.min(options.workers ?? os.availableParallelism(), Math.floor(total / PAGES_PER_WORKER)),
  );
  let done = 0;
  const progress = (): void => {
    done += 1;
    options.onProgress?.(done, total);
  };

  let pages: PageResult[];
  const diagnostics: Diagnostic[] = [];
  if (workers <= 1) {
    const share = await renderShare(renderer, 0, 1, progress);
    pages = share.pages;
    diagnostics.push(...share.diagnostics);
  } else {
    const shares = await Promise.all(
      Array.from({ length: workers }, (_, index) =>
        runWorker(project.root, options.assets, index, workers, progress),
      ),
    );
    pages = shares.flatMap((share) => share.pages);
    for (const share of shares) diagnostics.push(...share.diagnostics);
    const order = new Map(renderer.nav.tree.pages.map((page, index) => [page.route, index]));
    pages.sort((a, b) => (order.get(a.route) ?? 0) - (order.get(b.route) ?? 0));
  }
  return {
    pages,
    diagnostics: dedupe(diagnostics),
    site: renderer.site,
    homeRoute: renderer.layoutProps('/', renderer.nav.placeOf('/'), emptyParts).homeRoute,
    notFoundHtml: notFoundPage(renderer),
  };
}

const emptyParts = { title: '', mode: 'default', contentHtml: '', toc: [], noindex: true };

function runWorker(
  root: string,
  assets: AssetUrls,
  index: number,
  count: number,
  progress: () => void,
): Promise<{ pages: PageResult[]; diagnostics: Diagnostic[] }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./render-worker.ts', import.meta.url), {
      workerData: { root, assets, index, count },
    });
    worker.on('message', (message: ShareMessage) => {
      if (message.type === 'progress') progress();
      else resolve({ pages: message.pages, diagnostics: message.diagnostics });
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (code !== 0) reject(new Error(`A render worker stopped with exit code ${String(code)}`));
    });
  });
}

/** Code-language warnings come once per worker; keep one of each. */
function dedupe(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((item) => {
    const key = `${item.severity}\0${item.code}\0${item.message}\0${item.position?.file ?? ''}\0${String(item.position?.line ?? '')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export type { PageSummary, SearchDocument };
