/**
 * Times Folio's validation pipeline in-process: `loadDocsProject` (read docs.json with includes,
 * scan the folder, read every page's frontmatter, load specs, resolve navigation) and `loadConfig`
 * alone. Prints the median, min and max of several runs per input.
 *
 *   npm run bench            # all inputs
 *   npm run bench -- 10      # 10 runs each (default 7)
 *
 * Inputs: the two real docs corpora (`FOLIO_CORPORA`, see test/helpers/corpora.ts), and a generated site of 20,000 pages
 * (4 languages x 5 versions x 1,000 pages, with frontmatter) plus a 5 MB docs.json.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config/index.ts';
import { loadDocsProject } from '../src/content/index.ts';
import { requireCorpora } from '../test/helpers/corpora.ts';

const runs = Number(process.argv[2] ?? 7);
const mintlifyStarter = requireCorpora('mintlify-starter');
const triggerDocs = requireCorpora('trigger-docs');

async function generatedSite(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'folio-bench-'));
  const languages = ['en', 'fr', 'de', 'jp'];
  const versions = ['v1', 'v2', 'v3', 'v4', 'v5'];
  const writes: Promise<void>[] = [];
  const navigation = {
    languages: languages.map((language) => ({
      language,
      versions: versions.map((version) => ({
        version,
        groups: Array.from({ length: 20 }, (_, g) => ({
          group: `Group ${g}`,
          pages: Array.from({ length: 50 }, (_, p) => `${language}/${version}/g${g}/page-${p}`),
        })),
      })),
    })),
  };
  for (const language of languages) {
    for (const version of versions) {
      for (let g = 0; g < 20; g++) {
        const folder = path.join(root, language, version, `g${g}`);
        await mkdir(folder, { recursive: true });
        for (let p = 0; p < 50; p++) {
          writes.push(
            writeFile(
              path.join(folder, `page-${p}.mdx`),
              `---\ntitle: Page ${p}\ndescription: Page ${p} of group ${g}.\n---\n\n# Page ${p}\n\nSome text.\n`,
            ),
          );
        }
      }
    }
  }
  writes.push(
    writeFile(path.join(root, 'docs.json'), JSON.stringify({ name: 'Generated', navigation })),
  );
  await Promise.all(writes);
  return root;
}

async function bigConfig(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'folio-bench-'));
  const groups = Array.from({ length: 6000 }, (_, g) => ({
    group: `Group ${g}`,
    pages: Array.from({ length: 30 }, (_, p) => `section-${g}/page-${p}`),
  }));
  await writeFile(
    path.join(root, 'docs.json'),
    JSON.stringify({ name: 'Big', navigation: { groups } }, null, 1),
  );
  return root;
}

async function time(label: string, task: () => Promise<unknown>): Promise<void> {
  await task(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await task();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)] ?? 0;
  console.log(
    `${label.padEnd(58)} median ${median.toFixed(1).padStart(8)} ms   (min ${(samples[0] ?? 0).toFixed(1)}, max ${(samples.at(-1) ?? 0).toFixed(1)}, ${runs} runs)`,
  );
}

console.log(
  `node ${process.version}, ${cpus()[0]?.model ?? 'unknown cpu'}, ${availableParallelism()} cores`,
);
const generated = await generatedSite();
const big = await bigConfig();
try {
  await time('loadDocsProject mintlify-starter (17 pages)', () => loadDocsProject(mintlifyStarter));
  await time('loadDocsProject trigger-docs (325 pages, 2 specs)', () =>
    loadDocsProject(triggerDocs),
  );
  await time('loadDocsProject generated (20,000 pages, 4 lang x 5 ver)', () =>
    loadDocsProject(generated),
  );
  await time('loadConfig 5 MB docs.json (180,000 page entries)', () => loadConfig(big));
  await time('floor: JSON.parse of the same 5 MB docs.json', async () => {
    const { readFile } = await import('node:fs/promises');
    JSON.parse(await readFile(path.join(big, 'docs.json'), 'utf8'));
  });
} finally {
  await rm(generated, { recursive: true, force: true });
  await rm(big, { recursive: true, force: true });
}
