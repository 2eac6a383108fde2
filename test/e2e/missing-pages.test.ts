/**
 * A navigation that names pages that do not exist, as real sites do for pages never translated:
 * the platform deploys them and leaves those entries out, so `folio build`, `validate`,
 * `broken-links` and `dev` warn (with the position and the near miss) and go on; `--strict`
 * fails the run for CI.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startDevServer } from '../../src/dev/index.ts';
import type { DevServer } from '../../src/dev/index.ts';
import { runFolio } from '../helpers/run-folio.ts';
import { page, tempDocs } from '../helpers/temp-docs.ts';

const site = {
  'docs.json': {
    name: 'Half translated',
    navigation: {
      groups: [
        { group: 'Start', pages: ['index', 'quickstrat', 'setup'] },
        { group: 'Ghosts', pages: ['ja/ghost', 'ja/other-ghost'] },
      ],
    },
  },
  'index.mdx': page('Home', 'Read the [setup](/setup).'),
  'setup.mdx': page('Setup'),
  'quickstart.mdx': page('Quickstart'),
};

async function outDir(): Promise<string> {
  return path.join(await mkdtemp(path.join(tmpdir(), 'folio-out-')), 'site');
}

/** Paths of the docs folder as the CLI prints them (relative to the test's working folder). */
function relative(text: string, root: string): string {
  return text.replaceAll(path.relative(process.cwd(), root), '<docs>');
}

describe('folio build with pages the navigation names but the folder lacks', () => {
  it('exits 0, warns with the position and the near miss, and writes the other pages', async () => {
    const root = await tempDocs(site);
    const out = await outDir();
    const result = await runFolio(['build', root, '--out', out, '--no-cache']);
    expect(result.code).toBe(0);
    const stderr = relative(result.stderr, root);
    expect(stderr).toContain(
      [
        'warning[missing-page]: Page "quickstrat" does not exist: no quickstrat.mdx, quickstrat.md or quickstrat/index.mdx; it is left out of the navigation',
        '  --> <docs>/docs.json:9:11 (navigation.groups[0].pages[1])',
      ].join('\n'),
    );
    expect(stderr).toContain('  = fix: Did you mean "quickstart"?');
    expect(stderr).toContain(
      'warning[empty-group]: Group "Ghosts" has no pages left: every page it lists is left out, so it is left out too',
    );
    expect(stderr).not.toMatch(/^error/m);
    expect(result.stdout).toMatch(/^Built 3 pages into .+: 0 errors, 4 warnings\n$/);
    for (const file of ['index.html', 'setup/index.html', 'quickstart/index.html'])
      expect(existsSync(path.join(out, file)), file).toBe(true);
    expect(existsSync(path.join(out, 'quickstrat'))).toBe(false);
    expect(existsSync(path.join(out, 'ja'))).toBe(false);

    // The navigation links the pages that exist, and nothing else: no missing page, no heading
    // over a group left empty, and the near miss stays a hidden page.
    const home = await readFile(path.join(out, 'index.html'), 'utf8');
    expect(home).toContain('href="/setup"');
    for (const gone of ['href="/quickstrat"', 'href="/ja/ghost"', 'href="/quickstart"', 'Ghosts'])
      expect(home).not.toContain(gone);
  });

  it('exits 1 under --strict, still writing the site', async () => {
    const root = await tempDocs(site);
    const out = await outDir();
    const result = await runFolio(['build', root, '--out', out, '--no-cache', '--strict']);
    expect(result.code).toBe(1);
    expect(result.stdout.split('\n').slice(-2)).toEqual([
      'Failed: 4 warnings, and --strict makes warnings fail the run',
      '',
    ]);
    expect(existsSync(path.join(out, 'setup/index.html'))).toBe(true);
  });
});

describe('folio broken-links with a missing navigation page', () => {
  it('leaves the docs.json warning to validate and reports links to the page as broken', async () => {
    const root = await tempDocs({
      ...site,
      'setup.mdx': page('Setup', 'See [the ghost](/ja/ghost).'),
    });
    const result = await runFolio(['broken-links', root]);
    expect(result.code).toBe(1);
    expect(result.stdout).not.toContain('missing-page');
    expect(result.stdout).toContain('/ja/ghost');
    expect(result.stdout).toContain('no page /ja/ghost');
  });
});

describe('folio dev with a missing navigation page', () => {
  const running: DevServer[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((server) => server.close()));
  });

  it('serves the site and prints the warning, instead of the broken-project page', async () => {
    const root = await tempDocs(site);
    const log: string[] = [];
    const server = await startDevServer({ root, port: 0, onLog: (text) => log.push(text) });
    running.push(server);
    const response = await fetch(`${server.url}/setup`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Setup');
    expect(html).not.toContain('The docs project has');
    expect(html).not.toContain('href="/quickstrat"');
    expect(log.join('\n')).toContain('warning[missing-page]: Page "quickstrat" does not exist');
  });
});
