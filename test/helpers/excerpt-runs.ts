/**
 * Runs `folio validate`, `folio build` and `folio broken-links` in-process (as the CLI does, with
 * `--json`) over the excerpt fixtures of real sites in test/fixtures/real-world-excerpts. Each run
 * happens once per test file, however many tests read it.
 *
 * @module
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import type { Diagnostic } from '../../src/shared/index.ts';
import { runFolio } from './run-folio.ts';

const excerpts = fileURLToPath(new URL('../fixtures/real-world-excerpts/', import.meta.url));
const outputs: string[] = [];

afterAll(async () => {
  await Promise.all(outputs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** One command's exit code and JSON report. */
export interface ExcerptRun<Report> {
  code: number;
  report: Report;
}

interface Reported {
  diagnostics: Diagnostic[];
}

export interface BrokenLinksReport extends Reported {
  summary: { brokenLinks: number; checkedLinks: number };
  brokenLinks: { file: string; line: number; column: number; problem: string }[];
}

/** A built excerpt: the report, and the site's files to read. */
export interface BuiltExcerpt extends ExcerptRun<Reported> {
  read: (file: string) => Promise<string>;
}

/** The folder of the excerpt `kind`. */
export function excerptDir(kind: string): string {
  return path.join(excerpts, kind);
}

async function run<Report>(args: string[]): Promise<ExcerptRun<Report>> {
  const result = await runFolio([...args, '--json']);
  return { code: result.code, report: JSON.parse(result.stdout) as Report };
}

const runs = new Map<string, Promise<unknown>>();

function once<T>(key: string, start: () => Promise<T>): Promise<T> {
  let started = runs.get(key) as Promise<T> | undefined;
  if (!started) runs.set(key, (started = start()));
  return started;
}

export function validateExcerpt(kind: string): Promise<ExcerptRun<Reported>> {
  return once(`validate ${kind}`, () => run(['validate', excerptDir(kind), '--no-cache']));
}

export function brokenLinksExcerpt(kind: string): Promise<ExcerptRun<BrokenLinksReport>> {
  return once(`broken-links ${kind}`, () => run(['broken-links', excerptDir(kind)]));
}

export function buildExcerpt(kind: string): Promise<BuiltExcerpt> {
  return once(`build ${kind}`, async () => {
    const out = await mkdtemp(path.join(tmpdir(), 'folio-excerpt-'));
    outputs.push(out);
    const built = await run<Reported>(['build', excerptDir(kind), '--out', out, '--no-cache']);
    return { ...built, read: (file: string) => readFile(path.join(out, file), 'utf8') };
  });
}

/** A diagnostic as one line: `severity code file:line:column message`. */
export function diagnosticLine(item: Diagnostic): string {
  const at = item.position
    ? ` ${item.position.file}:${String(item.position.line)}:${String(item.position.column)}`
    : '';
  return `${item.severity} ${item.code}${at} ${item.message}`;
}
