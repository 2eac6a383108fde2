/**
 * Times `loadApiModel` (read, parse, resolve `$ref`s, normalise, look up operation positions) on
 * a generated spec of about 3 MB with about 2,800 `$ref`s, written as JSON and as YAML. Prints the
 * median, min and max of several runs in one process (the first run included).
 *
 *   node bench/openapi-load-bench.ts        # 5 runs each
 *   node bench/openapi-load-bench.ts 9      # 9 runs each
 *
 * @module
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { loadApiModel } from '../src/openapi/index.ts';
import { countRefs, generateSpec, LARGE_SPEC_RESOURCES } from './generate-spec.ts';
import { formatBytes, formatMs, summarize } from './measure/stats.ts';

const runs = Number(process.argv[2] ?? 5);

const root = await mkdtemp(path.join(tmpdir(), 'folio-openapi-bench-'));
try {
  const spec = generateSpec({ resources: LARGE_SPEC_RESOURCES });
  const json = JSON.stringify(spec, null, 2);
  const files = {
    'spec.json': json,
    'spec.yaml': stringify(spec, { aliasDuplicateObjects: false, lineWidth: 0 }),
  };
  let described = false;
  for (const [file, text] of Object.entries(files)) {
    await writeFile(path.join(root, file), text);
    const samples: number[] = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      const result = await loadApiModel(root, file);
      samples.push(performance.now() - started);
      if (!result.model || result.diagnostics.length > 0) {
        throw new Error(`${file} did not load cleanly: ${JSON.stringify(result.diagnostics)}`);
      }
      if (!described) {
        const { operations, schemas } = result.model;
        console.log(
          `Generated spec: ${countRefs(spec)} $refs, ${operations.length} operations, ${Object.keys(schemas).length} schemas`,
        );
        described = true;
      }
    }
    const { median, min, max } = summarize(samples);
    console.log(
      `${file} (${formatBytes(Buffer.byteLength(text))}): median ${formatMs(median)}, min ${formatMs(min)}, max ${formatMs(max)} over ${runs} runs`,
    );
  }
} finally {
  await rm(root, { recursive: true, force: true });
}
