/**
 * The floor of a build: compiles every page of a docs folder once with `compile()` from
 * `@mdx-js/mdx` (with frontmatter and GFM, as the pages need), sequentially in this one process,
 * and prints `{"pages": N, "ms": T, "cpuMs": C}` as JSON: wall-clock and CPU time of compiling
 * (reading the files is not timed).
 *
 *   node bench/mdx-floor.ts <docs-folder>
 *
 * @module
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';

const folder = process.argv[2];
if (folder === undefined) {
  console.error('Usage: node bench/mdx-floor.ts <docs-folder>');
  process.exit(2);
}

const files = (await readdir(folder, { recursive: true }))
  .filter((file) => file.endsWith('.mdx') && !file.split(path.sep).includes('snippets'))
  .filter((file) => !file.split(path.sep).some((part) => part.startsWith('.')))
  .sort();
const sources = await Promise.all(files.map((file) => readFile(path.join(folder, file), 'utf8')));

const started = performance.now();
const cpuBefore = process.cpuUsage();
for (const source of sources) {
  await compile(source, { remarkPlugins: [remarkFrontmatter, remarkGfm] });
}
const ms = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
console.log(JSON.stringify({ pages: sources.length, ms, cpuMs: (cpu.user + cpu.system) / 1000 }));
