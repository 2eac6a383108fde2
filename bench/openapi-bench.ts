/**
 * `npm run bench:openapi`: the OpenAPI figures on a generated spec of about 3 MB with about 2,800
 * `$ref`s (JSON). Prints the median, min and max of each:
 * - load: `loadApiModel` in one process (read, parse, resolve, normalise, positions);
 * - check: `checkSpec` in one process (the same, plus the official schema and every rule);
 * - `folio openapi-check spec.json` as a fresh process, as a user runs it (Node start-up and
 *   compiling the official schema included);
 * - `folio build` of a docs folder whose API tab lists the whole spec (one page per operation,
 *   grouped by tag), as a fresh process with no cache: loading, rendering every endpoint page
 *   and writing the site;
 * - then `bench/migrate-bench.ts`, when it exists, with the same number of runs.
 *
 *   node bench/openapi-bench.ts        # 5 runs each
 *   node bench/openapi-bench.ts 3      # 3 runs each
 *
 * @module
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkSpec, loadApiModel } from '../src/openapi/index.ts';
import { countRefs, generateSpec, LARGE_SPEC_RESOURCES } from './generate-spec.ts';
import { describeMachine } from './measure/machine.ts';
import { runFolio, runNodeScript } from './measure/run-process.ts';
import { formatBytes, formatMs, summarize } from './measure/stats.ts';

const runs = Number(process.argv[2] ?? 5);
const migrateBench = fileURLToPath(new URL('migrate-bench.ts', import.meta.url));

/** Runs `task` `runs` times; prints and returns the summary line. */
async function measure(label: string, task: () => Promise<void>): Promise<void> {
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await task();
    samples.push(performance.now() - started);
  }
  const { median, min, max } = summarize(samples);
  console.log(
    `${label}: median ${formatMs(median)} (min ${formatMs(min)}, max ${formatMs(max)}, ${runs} runs)`,
  );
}

const machine = await describeMachine();
console.log(
  `node ${machine.node}, ${machine.cpu}, ${machine.cores} cores, load ${machine.loadAverage.toFixed(2)}`,
);
const root = await mkdtemp(path.join(tmpdir(), 'folio-openapi-bench-'));
try {
  const spec = generateSpec({ resources: LARGE_SPEC_RESOURCES });
  const json = JSON.stringify(spec, null, 2);
  const file = path.join(root, 'spec.json');
  await writeFile(file, json);
  console.log(
    `Generated spec.json: ${formatBytes(Buffer.byteLength(json))}, ${countRefs(spec)} $refs, ${LARGE_SPEC_RESOURCES * 6} operations`,
  );

  await measure('load (loadApiModel, in process)', async () => {
    const { model, diagnostics } = await loadApiModel(root, 'spec.json');
    if (!model || diagnostics.length > 0) throw new Error('spec.json did not load cleanly');
  });
  await measure('check (checkSpec, in process)', async () => {
    const result = await checkSpec(root, 'spec.json');
    if (result.status !== 'valid') throw new Error(`spec.json is ${result.status}`);
  });
  await measure('folio openapi-check spec.json (new process)', async () => {
    const run = await runFolio(['openapi-check', file]);
    if (run.exitCode !== 0) throw new Error(`openapi-check exited ${run.exitCode}: ${run.stdout}`);
  });

  // A docs folder with one guide page and an API tab listing the whole spec.
  await writeFile(path.join(root, 'index.mdx'), '---\ntitle: Home\n---\n\nThe API.\n');
  await writeFile(
    path.join(root, 'docs.json'),
    JSON.stringify({
      name: 'Bench API',
      navigation: {
        tabs: [
          { tab: 'Guides', pages: ['index'] },
          { tab: 'API', openapi: 'spec.json' },
        ],
      },
    }),
  );
  const out = path.join(root, 'site');
  let pages = 0;
  await measure('folio build of every endpoint page (new process, no cache)', async () => {
    const run = await runFolio(['build', root, '--out', out, '--no-cache']);
    const built = /Built (\d+) pages/.exec(run.stdout);
    if (run.exitCode !== 0 || !built) throw new Error(`folio build failed: ${run.stdout}`);
    pages = Number(built[1]);
  });
  console.log(`  (${pages} pages built, ${pages - 1} of them endpoint pages)`);
} finally {
  await rm(root, { recursive: true, force: true });
}

if (existsSync(migrateBench)) {
  const run = await runNodeScript(migrateBench, [String(runs)]);
  const lines = run.stdout.trim().split('\n');
  // The migrate benchmark prints the machine line too; keep only its figures.
  console.log(lines.filter((line) => !line.startsWith('node ')).join('\n'));
  if (run.exitCode !== 0) {
    console.error(run.stderr);
    process.exitCode = 1;
  }
}
