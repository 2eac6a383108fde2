/**
 * The entry of an isolated build: a Node process the server starts for one build (see
 * `isolated-build.ts`), under the permission model, with `child-lockdown.ts` loaded first on
 * every thread. It carries out the one order it reads on its standard input (build a site, or
 * check a docs folder's links) and writes its answer to the order's answer file, bounded the way
 * `child-protocol.ts` says.
 *
 * Started as a spare (`--spare <warm-up>`), it first builds the sample site that ships with
 * Folio (`warm-site/`, never a project's pages) into a scratch folder of its work folder, so
 * that the code of the usual paths (MDX, highlighting, OpenAPI pages, the search indexes) is
 * loaded and compiled when the order comes, then removes the scratch folder.
 *
 * @module
 */
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { takeSpecFetch } from './child-lockdown.ts';
import { MAX_DIAGNOSTICS, TEXT_LIMITS, WARM_LINE } from './child-protocol.ts';
import type { ChildAnswer, ChildOrder, WarmUp } from './child-protocol.ts';
import type { Diagnostic } from '../../shared/index.ts';

process.env['NODE_ENV'] ??= 'production';
// The server kills this process at the build's time limit; should the server go away first,
// the build has no one to answer to.
const server = process.ppid;
setInterval(() => {
  if (process.ppid !== server) process.exit(1);
}, 1000).unref();
const specFetch = takeSpecFetch();
const warming =
  process.argv[2] === '--spare' ? warmUp(JSON.parse(process.argv[3] ?? '{}') as WarmUp) : undefined;
const order = JSON.parse(await readInput()) as ChildOrder;

let answer: ChildAnswer;
try {
  await warming;
  answer = order.task === 'links' ? await checkLinks(order) : await build(order);
} catch (error) {
  answer = { task: 'failed', message: clip(messageOf(error), TEXT_LIMITS.message) };
}
writeFileSync(order.answerFile, JSON.stringify(answer));
// Nothing the build left behind (a timer of page code) keeps the process up.
process.exit(0);

/** The order: all of standard input. */
async function readInput(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Builds the warm-up sample the way a hosted build goes (cache, search corpus, the hosted
 * panel) into `warm/` of the work folder (the process's folder), then removes it. A failure
 * only means a colder build.
 */
async function warmUp(warm: WarmUp): Promise<void> {
  const scratch = path.resolve('warm');
  try {
    const { buildSite } = await import('../../site/index.ts');
    await buildSite(fileURLToPath(new URL('./warm-site/', import.meta.url)), {
      outDir: path.join(scratch, 'site'),
      cacheDir: path.join(scratch, 'cache'),
      cache: true,
      assetsDir: warm.assetsDir,
      threadMemoryMb: warm.threadMemoryMb,
      assistantCorpus: true,
      assistant: { hosted: true },
    });
  } catch {
    // The build that follows loads what it needs itself.
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  process.stdout.write(`${WARM_LINE}\n`);
}

async function build(order: ChildOrder): Promise<ChildAnswer> {
  const { buildSite } = await import('../../site/index.ts');
  const result = await buildSite(order.root, {
    outDir: order.outDir,
    cacheDir: order.cacheDir,
    cache: order.cache,
    assetsDir: order.assetsDir,
    workers: order.workers,
    threadMemoryMb: order.threadMemoryMb,
    fetch: specFetch,
    assistantCorpus: order.hosted,
    assistant: order.hosted ? { hosted: true } : undefined,
    feedback: order.hosted ? '/_folio/feedback' : undefined,
  });
  return {
    task: 'build',
    written: result.written,
    pages: result.pages,
    rendered: result.rendered,
    bytes: result.bytes,
    diagnostics: bounded(result.diagnostics),
  };
}

async function checkLinks(order: ChildOrder): Promise<ChildAnswer> {
  const [{ loadDocsProject }, { checkBrokenLinks }] = await Promise.all([
    import('../../content/index.ts'),
    import('../../site/index.ts'),
  ]);
  const project = await loadDocsProject(order.root, {
    cacheDir: order.cacheDir,
    fetch: specFetch,
  });
  if (!project.navigation) {
    return { task: 'links', broken: [], diagnostics: bounded(project.diagnostics) };
  }
  const report = await checkBrokenLinks(project);
  return {
    task: 'links',
    broken: report.broken.slice(0, MAX_DIAGNOSTICS).map((link) => ({
      file: clip(link.file, TEXT_LIMITS.file),
      line: link.line,
      column: link.column,
      written: clip(link.written, TEXT_LIMITS.path),
      problem: clip(link.problem, TEXT_LIMITS.message),
      ...(link.suggestion === undefined
        ? {}
        : { suggestion: clip(link.suggestion, TEXT_LIMITS.path) }),
    })),
    diagnostics: bounded(report.diagnostics),
  };
}

/** At most {@link MAX_DIAGNOSTICS}, errors first, each text cut to its limit. */
function bounded(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const errors = diagnostics.filter((item) => item.severity === 'error');
  const warnings = diagnostics.filter((item) => item.severity !== 'error');
  return [...errors, ...warnings].slice(0, MAX_DIAGNOSTICS).map((item) => ({
    severity: item.severity,
    code: clip(item.code, TEXT_LIMITS.code),
    message: clip(item.message, TEXT_LIMITS.message),
    ...(item.hint === undefined ? {} : { hint: clip(item.hint, TEXT_LIMITS.message) }),
    ...(item.position === undefined
      ? {}
      : {
          position: {
            file: clip(item.position.file, TEXT_LIMITS.file),
            line: item.position.line,
            column: item.position.column,
          },
        }),
    ...(item.jsonPath === undefined ? {} : { jsonPath: clip(item.jsonPath, TEXT_LIMITS.path) }),
  }));
}

function clip(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit - 1)}…`;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
