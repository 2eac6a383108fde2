/**
 * Times `folio migrate-mdx` on a generated docs folder: 1,000 MDX endpoint pages (frontmatter,
 * a few paragraphs, a code block) listed in 20 groups, and one YAML spec with their 1,000
 * operations on 200 resources. The folder is generated once from a fixed seed; each run works on
 * a fresh copy (the copy is not timed). Prints the median, min and max.
 *
 *   node bench/migrate-bench.ts        # 5 runs (default)
 *   node bench/migrate-bench.ts 9      # 9 runs
 *
 * @module
 */
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { runCli } from '../src/cli/run-cli.ts';
import { formatMs, summarize } from './measure/stats.ts';
import { paragraph, randomNoun } from './site/prose.ts';
import { Random } from './site/random.ts';

const runs = Number(process.argv[2] ?? 5);
const RESOURCES = 200;
const OPERATIONS: [method: string, suffix: string, verb: string][] = [
  ['get', '', 'List'],
  ['post', '', 'Create'],
  ['get', '/{id}', 'Get'],
  ['patch', '/{id}', 'Update'],
  ['delete', '/{id}', 'Delete'],
];

/** Writes the folder at `root`. */
async function generate(root: string): Promise<void> {
  await mkdir(root, { recursive: true });
  const random = new Random(20261123);
  const names = new Set<string>();
  while (names.size < RESOURCES) {
    names.add(`${randomNoun(random).replace(/\W+/g, '-')}-${names.size}`);
  }
  const spec: string[] = [
    '# Generated for the migrate-mdx benchmark.',
    'openapi: 3.0.3',
    'info:',
    '  title: Generated API',
    "  version: '1.0'",
    'paths:',
  ];
  const pages: string[] = [];
  const writes: Promise<void>[] = [];
  for (const name of names) {
    const byPath = new Map<string, string[]>();
    for (const [method, suffix, verb] of OPERATIONS) {
      const route = `/${name}s${suffix}`;
      const lines = byPath.get(route) ?? [];
      lines.push(
        `    ${method}:`,
        `      summary: ${verb} ${name}`,
        `      tags: [${name}]`,
        '      responses:',
        "        '200':",
        '          description: OK   # every operation answers 200',
      );
      byPath.set(route, lines);
      const file = `api/${name}/${verb.toLowerCase()}`;
      pages.push(file);
      const body = [
        paragraph(random, []),
        '```bash',
        `curl -X ${method.toUpperCase()} https://api.example.com${route.replace('{id}', '42')}`,
        '```',
        paragraph(random, []),
      ].join('\n\n');
      const text = `---\ntitle: ${verb} ${name}\ndescription: ${verb} a ${name}.\nopenapi: ${method.toUpperCase()} ${route}\n---\n\n${body}\n`;
      writes.push(
        mkdir(path.join(root, 'api', name), { recursive: true }).then(() =>
          writeFile(path.join(root, `${file}.mdx`), text),
        ),
      );
    }
    for (const [route, lines] of byPath) spec.push(`  ${route}:`, ...lines);
  }
  const groups = Array.from({ length: 20 }, (_, index) => ({
    group: `Resources ${index + 1}`,
    pages: pages.slice(index * 50, index * 50 + 50),
  }));
  writes.push(writeFile(path.join(root, 'openapi.yaml'), `${spec.join('\n')}\n`));
  writes.push(
    writeFile(
      path.join(root, 'docs.json'),
      `${JSON.stringify({ name: 'Generated', api: { openapi: 'openapi.yaml' }, navigation: { groups } }, null, 2)}\n`,
    ),
  );
  await Promise.all(writes);
}

const silent = {
  stdout: () => undefined,
  stderr: () => undefined,
  cwd: process.cwd(),
  color: false,
};

console.log(
  `node ${process.version}, ${cpus()[0]?.model ?? 'unknown cpu'}, ${availableParallelism()} cores`,
);
const workspace = await mkdtemp(path.join(tmpdir(), 'folio-migrate-bench-'));
try {
  const template = path.join(workspace, 'template');
  await generate(template);
  const samples: number[] = [];
  for (let run = 0; run <= runs; run++) {
    const dir = path.join(workspace, `run-${run}`);
    await cp(template, dir, { recursive: true });
    const start = performance.now();
    let output = '';
    const code = await runCli(['migrate-mdx', dir], {
      ...silent,
      stdout: (text) => (output += text),
    });
    const elapsed = performance.now() - start;
    if (code !== 0) throw new Error(`migrate-mdx exited with ${code}:\n${output.slice(-3000)}`);
    if (run > 0) samples.push(elapsed); // run 0 warms up
    await rm(dir, { recursive: true, force: true });
  }
  const { median, min, max } = summarize(samples);
  console.log(
    `migrate-mdx, 1,000 MDX endpoint pages + 1 YAML spec: median ${formatMs(median)} (min ${formatMs(min)}, max ${formatMs(max)}, ${runs} runs)`,
  );
} finally {
  await rm(workspace, { recursive: true, force: true });
}
