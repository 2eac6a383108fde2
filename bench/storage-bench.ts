/**
 * `npm run bench:storage`: requests per second of hosted pages and assets served from
 * S3-compatible object storage through a server's local cache, against the same site served
 * from the data folder. Two `folio serve` processes (embedded database each): one keeps its
 * deployments in its data folder, the other in a bucket on a local S3 API server (`s3rver`, as
 * the tests use). Each builds the same generated site; autocannon then asks each for one page
 * and one stylesheet over keep-alive connections, the two servers in turn (interleaved runs,
 * after a warm-up that fills the cache), and the medians and their ratio are reported.
 *
 * Requests per second on a shared machine say as much about the load generator and the other
 * processes as about the server (under autocannon the serving process idles about half the
 * time on two cores), so each run also reads the serving process's own CPU time (user and
 * system, from `/proc/<pid>/stat`) and reports the CPU time per request, which machine load
 * does not skew.
 *
 *   npm run bench:storage
 *   npm run bench:storage -- --runs 5 --duration 10 --connections 10 --pages 200
 *
 * @module
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { readServerFile } from '../src/server/admin/server-file.ts';
import { startS3Server } from '../test/helpers/s3-server.ts';
import { createServeTarget, startServeProcess } from '../test/server/serve-process.ts';
import type { ServeProcess, ServeTarget } from '../test/server/serve-process.ts';
import { generateSite } from './generate-site.ts';
import { describeMachine } from './measure/machine.ts';
import { formatCount, formatRatio, summarize, table } from './measure/stats.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    pages: { type: 'string', default: '100' },
  },
});
const runs = Number(values.runs);
const duration = Number(values.duration);
const connections = Number(values.connections);

/** A server with the site built, and what to ask it for. */
interface Hosted {
  name: string;
  server: ServeProcess;
  target: ServeTarget;
  page: string;
  asset: string;
}

/** Adds the docs folder as a project through the admin API; resolves once its page is served. */
async function host(name: string, server: ServeProcess, target: ServeTarget, docs: string) {
  const info = await readServerFile(target.dataDir);
  const added = await fetch(`${server.url}/v1/admin/projects`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${info?.controlToken ?? ''}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ dir: docs, subdomain: 'bench' }),
  });
  if (added.status !== 201) throw new Error(`${name}: ${added.status} ${await added.text()}`);
  const page = `${server.url}/_sites/bench/`;
  const deadline = Date.now() + 600_000;
  for (;;) {
    const response = await fetch(page);
    if (response.status === 200) {
      const text = await response.text();
      const css = /href="(\/_sites\/bench\/_folio\/[^"]+\.css)"/.exec(text)?.[1];
      if (css === undefined) throw new Error(`${name}: the page names no stylesheet`);
      return { name, server, target, page, asset: `${server.url}${css}` } satisfies Hosted;
    }
    await response.arrayBuffer();
    if (Date.now() > deadline) throw new Error(`${name}: the site was not served in time`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Requests per second of one run, and the server's CPU time per request (µs; NaN if unread). */
interface Sample {
  rate: number;
  cpuUs: number;
}

/** Clock ticks per second of `/proc/<pid>/stat` times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system) the process `pid` used so far, in µs; NaN where `/proc` is missing. */
async function cpuTimeUs(pid: number | undefined): Promise<number> {
  const stat = await readFile(`/proc/${String(pid)}/stat`, 'utf8').catch(() => undefined);
  if (stat === undefined) return Number.NaN;
  // The fields after the command name (which may hold spaces) are `)`-separated from it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1_000_000) / TICKS_PER_SECOND;
}

/** One autocannon run on `url` against `server`; throws on any error answer. */
async function measure(server: ServeProcess, url: string, seconds: number): Promise<Sample> {
  const before = await cpuTimeUs(server.child.pid);
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip, br' },
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  const used = (await cpuTimeUs(server.child.pid)) - before;
  return { rate: result.requests.average, cpuUs: used / Math.max(1, result.requests.total) };
}

const machine = await describeMachine();
const s3 = await startS3Server('folio-bench');
const docs = await mkdtemp(path.join(tmpdir(), 'folio-storage-bench-'));
await rm(docs, { recursive: true });
await generateSite(docs, { pages: Number(values.pages) });
const targets = [await createServeTarget('pglite'), await createServeTarget('pglite')];
const [localTarget, bucketTarget] = targets as [ServeTarget, ServeTarget];
const started: ServeProcess[] = [];
try {
  const local = await startServeProcess(localTarget);
  started.push(local);
  const bucket = await startServeProcess(bucketTarget, s3.env('bench'));
  started.push(bucket);
  const hosted = [
    await host('data folder', local, localTarget, docs),
    await host('object storage (cached)', bucket, bucketTarget, docs),
  ];
  const samples = new Map<string, Sample[]>();
  for (const each of hosted) {
    // Warm-up: the cache fills, the code paths are compiled.
    await measure(each.server, each.page, 1);
    await measure(each.server, each.asset, 1);
  }
  for (let run = 0; run < runs; run++) {
    for (const kind of ['page', 'asset'] as const) {
      for (const each of run % 2 === 0 ? hosted : [...hosted].reverse()) {
        const key = `${kind} ${each.name}`;
        const sample = await measure(each.server, each[kind], duration);
        samples.set(key, [...(samples.get(key) ?? []), sample]);
      }
    }
  }
  const median = (key: string, field: keyof Sample) =>
    summarize((samples.get(key) ?? []).map((sample) => sample[field])).median;
  const rows = [
    ['', 'data folder req/s', 'object storage req/s', 'ratio', 'CPU µs/req folder', 'bucket'],
  ];
  for (const kind of ['page', 'asset']) {
    const folder = `${kind} data folder`;
    const bucket = `${kind} object storage (cached)`;
    rows.push([
      kind,
      formatCount(Math.round(median(folder, 'rate'))),
      formatCount(Math.round(median(bucket, 'rate'))),
      formatRatio(median(bucket, 'rate') / median(folder, 'rate')),
      formatCount(Math.round(median(folder, 'cpuUs'))),
      formatCount(Math.round(median(bucket, 'cpuUs'))),
    ]);
  }
  console.log(
    `node ${machine.node}, ${machine.cpu}, ${machine.cores} cores, load ${machine.loadAverage.toFixed(2)}`,
  );
  console.log(
    `${values.pages} pages; autocannon ${connections} connections, ${duration} s per run, median of ${runs} interleaved runs`,
  );
  console.log(table(rows));
} finally {
  for (const server of started) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  for (const target of targets) await target.cleanup();
  await s3.close();
  await rm(docs, { recursive: true, force: true });
}
