/**
 * `npm run corpus:screenshots`: builds the home pages of five landing-page-heavy repositories of
 * the real-world corpus, serves each build, and photographs the home page in Chromium, light and
 * dark, full page at 1280 pixels wide, into `$FOLIO_REAL_WORLD/results/screenshots/`. Each page
 * is also checked: no uncaught script errors, no placeholders, the site's Tailwind stylesheet
 * loaded (when the site uses Tailwind classes), and the dark page differing from the light one.
 * One table is printed; the exit code is 1 when a check fails. Like `npm run corpus`, it is not
 * part of `npm test`: the repositories are not committed.
 *
 * Usage: FOLIO_REAL_WORLD=/path node bench/real-world/screenshots.ts [owner/name ...]
 *
 * @module
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { serveStatic } from '../../src/dev/index.ts';
import { runFolioTimed } from './run-timed.ts';

/** Repositories whose home page is a designed landing page (custom mode, Tailwind, cards). */
const defaultRepos = [
  'mintlify/docs',
  'upstash/docs',
  'mem0ai/mem0',
  'spree/spree',
  'supermemoryai/supermemory',
];

const themes = ['light', 'dark'] as const;

interface PageCheck {
  repo: string;
  build: string;
  errors: string[];
  placeholders: number;
  /** `yes`, `missing` (linked but empty or not loaded) or `none` (the site links none). */
  tailwind: string;
  themesDiffer: boolean;
  height: number;
}

const root = process.env['FOLIO_REAL_WORLD'];
if (root === undefined || root === '') {
  console.error(
    'Set FOLIO_REAL_WORLD to the folder of the repositories (see test/real-world/SOURCES.md).',
  );
  process.exit(2);
}
const entries = JSON.parse(
  readFileSync(new URL('../../test/real-world/repos.json', import.meta.url), 'utf8'),
) as { repo: string; docs: string }[];
const wanted = process.argv.slice(2).length > 0 ? process.argv.slice(2) : defaultRepos;
const outFolder = path.join(root, 'results', 'screenshots');

/** Photographs and checks the home page served at `url`, in both themes. */
async function checkHomePage(browser: Browser, repo: string, url: string): Promise<PageCheck> {
  const name = repo.replace('/', '+');
  const shots: Buffer[] = [];
  const result: PageCheck = {
    repo,
    build: 'ok',
    errors: [],
    placeholders: 0,
    tailwind: 'none',
    themesDiffer: false,
    height: 0,
  };
  for (const theme of themes) {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      colorScheme: theme,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    page.on('pageerror', (error) => result.errors.push(`${theme}: ${error.message}`));
    try {
      await page.goto(`${url}/`, { waitUntil: 'networkidle', timeout: 60_000 });
      result.placeholders += await page.locator('.folio-missing, .folio-icon-placeholder').count();
      result.tailwind = await page.evaluate(() => {
        const sheet = [...document.styleSheets].find((item) =>
          (item.href ?? '').endsWith('/_folio/tailwind.css'),
        );
        if (sheet === undefined) return 'none';
        return sheet.cssRules.length > 0 ? 'yes' : 'missing';
      });
      result.height = await page.evaluate(() => document.documentElement.scrollHeight);
      shots.push(
        await page.screenshot({
          path: path.join(outFolder, `${name}-${theme}.png`),
          fullPage: true,
        }),
      );
    } finally {
      await context.close();
    }
  }
  result.themesDiffer =
    shots.length === 2 && !(shots[0]?.equals(shots[1] ?? Buffer.alloc(0)) ?? true);
  return result;
}

/** Builds `repo` into a scratch folder, serves it and checks its home page. */
async function runRepo(browser: Browser, repo: string): Promise<PageCheck | undefined> {
  const entry = entries.find((item) => item.repo === repo);
  const folder = entry && path.join(root ?? '', repo.replace('/', '+'), entry.docs);
  if (folder === undefined || !existsSync(folder)) return undefined;
  const scratch = await mkdtemp(path.join(tmpdir(), 'folio-shots-'));
  const outDir = path.join(scratch, 'site');
  try {
    const build = await runFolioTimed(['build', folder, '--out', outDir, '--no-cache'], 600_000);
    if (!existsSync(path.join(outDir, 'index.html'))) {
      const reason = build.timedOut ? 'timeout' : `exit ${String(build.exitCode)}, no home page`;
      return {
        repo,
        build: reason,
        errors: [],
        placeholders: 0,
        tailwind: '-',
        themesDiffer: false,
        height: 0,
      };
    }
    const server = await serveStatic(outDir);
    try {
      const result = await checkHomePage(browser, repo, server.url);
      result.build = build.exitCode === 0 ? 'ok' : `exit ${String(build.exitCode)}`;
      return result;
    } finally {
      await server.close();
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Whether every check of `row` passed. */
function passed(row: PageCheck): boolean {
  return (
    row.build === 'ok' &&
    row.errors.length === 0 &&
    row.placeholders === 0 &&
    row.tailwind !== 'missing' &&
    row.themesDiffer
  );
}

function table(rows: readonly PageCheck[]): string {
  const header = [
    'repository',
    'build',
    'errors',
    'placeholders',
    'tailwind',
    'dark differs',
    'height',
    'ok',
  ];
  const lines = rows.map((row) => [
    row.repo,
    row.build,
    String(row.errors.length),
    String(row.placeholders),
    row.tailwind,
    row.themesDiffer ? 'yes' : 'no',
    `${String(row.height)} px`,
    passed(row) ? 'yes' : 'NO',
  ]);
  return [header, header.map(() => '---'), ...lines]
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n');
}

await mkdir(outFolder, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env['CHROMIUM'] ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const rows: PageCheck[] = [];
try {
  for (const repo of wanted) {
    process.stderr.write(`${repo} ... `);
    const row = await runRepo(browser, repo);
    if (row === undefined) {
      process.stderr.write('not present, skipped\n');
      continue;
    }
    rows.push(row);
    process.stderr.write(`${passed(row) ? 'ok' : 'check failed'}\n`);
  }
} finally {
  await browser.close();
}
console.log(table(rows));
for (const row of rows) for (const error of row.errors) console.log(`${row.repo}: ${error}`);
console.log(`\nScreenshots in ${outFolder}`);
process.exit(rows.length > 0 && rows.every(passed) ? 0 : 1);
