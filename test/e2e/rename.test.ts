/**
 * `folio rename` as a user runs it on a temporary docs folder: the page moves, every navigation
 * entry, link, import and redirect follows, the folder still validates with no broken link, and
 * refused renames change nothing.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runFolio, spawnFolio } from '../helpers/run-folio.ts';
import { page, tempDocs } from '../helpers/temp-docs.ts';

const DOCS_JSON = `{
  "name": "Rename",
  "navigation": {
    "tabs": [
      {
        "tab": "Guides",
        "groups": [
          { "group": "Start", "pages": ["index", "guides/setup", "guides/other"] }
        ]
      },
      { "tab": "Setup", "href": "/guides/setup#install" }
    ]
  },
  "redirects": [
    { "source": "/install", "destination": "/guides/setup" }
  ]
}
`;

function site() {
  return {
    'docs.json': DOCS_JSON,
    'index.mdx': page(
      'Home',
      [
        'Start with [setup](/guides/setup#install), [again](guides/setup.mdx) and',
        '<Card title="Setup" href="/guides/setup/">Set up.</Card>',
        '',
        '```md',
        '[in code](/guides/setup)',
        '```',
      ].join('\n'),
    ),
    'guides/setup.mdx': page(
      'Setup',
      [
        "import Note from '/snippets/note.mdx';",
        '',
        '## Install',
        '',
        'See [other](./other), [this section](./setup#install) and ![logo](../logo.png).',
        '',
        '<Note />',
      ].join('\n'),
    ),
    'guides/other.mdx': page(
      'Other',
      'Back to [setup](setup) or [top](/guides/setup?from=other#install).',
    ),
    'snippets/note.mdx': 'A note linking [setup](/guides/setup).\n',
    'logo.png': 'png',
  };
}

/** Every file of `root` with its text. */
async function snapshot(root: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(root, file).split(path.sep).join('/')] = await readFile(file, 'utf8');
  }
  return out;
}

describe('folio rename', () => {
  it('moves the page and re-points navigation, links, its own links and redirects', async () => {
    const root = await tempDocs(site());
    const result = await runFolio(
      ['rename', 'guides/setup', 'reference/install', '--dir', root],
      root,
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      [
        'Renamed guides/setup.mdx → reference/install.mdx (/guides/setup → /reference/install)',
        '',
        '  reference/install.mdx  moved from guides/setup.mdx, 2 links',
        '  docs.json              1 navigation entry, 2 links, 1 redirect',
        '  guides/other.mdx       2 links',
        '  index.mdx              3 links',
        '  snippets/note.mdx      1 link',
        '',
        'Added the redirect /guides/setup → /reference/install to docs.json.',
        '',
        '5 files changed in ..',
        '',
      ].join('\n'),
    );
    const files = await snapshot(root);
    expect(Object.keys(files).sort()).toEqual([
      'docs.json',
      'guides/other.mdx',
      'index.mdx',
      'logo.png',
      'reference/install.mdx',
      'snippets/note.mdx',
    ]);
    expect(files['docs.json']).toBe(
      DOCS_JSON.replace('"guides/setup"', '"reference/install"')
        .replace('/guides/setup#install', '/reference/install#install')
        .replace(
          '{ "source": "/install", "destination": "/guides/setup" }',
          '{ "source": "/install", "destination": "/reference/install" },\n    {\n      "source": "/guides/setup",\n      "destination": "/reference/install"\n    }',
        ),
    );
    const home = site()['index.mdx'];
    expect(files['index.mdx']).toBe(
      home
        .replace('/guides/setup#install', '/reference/install#install')
        .replace('(guides/setup.mdx)', '(reference/install.mdx)')
        .replace('href="/guides/setup/"', 'href="/reference/install/"'),
    );
    expect(files['reference/install.mdx']).toBe(
      site()['guides/setup.mdx'].replace(
        'See [other](./other), [this section](./setup#install)',
        'See [other](../guides/other), [this section](./install#install)',
      ),
    );
    expect(files['guides/other.mdx']).toBe(
      page(
        'Other',
        'Back to [setup](../reference/install) or [top](/reference/install?from=other#install).',
      ),
    );
    expect(files['snippets/note.mdx']).toBe('A note linking [setup](/reference/install).\n');

    const validate = await runFolio(['validate', root], root);
    expect(validate.code).toBe(0);
    const links = await runFolio(['broken-links', root], root);
    expect(links.stdout).toMatch(/^No broken links/);
    expect(links.code).toBe(0);
  });

  it('--dry-run prints the plan and a diff, and writes nothing', async () => {
    const root = await tempDocs(site());
    const before = await snapshot(root);
    const result = await runFolio(
      ['rename', 'guides/setup', 'setup', '--dry-run', '--dir', root],
      root,
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      'Would rename guides/setup.mdx → setup.mdx (/guides/setup → /setup)',
    );
    expect(result.stdout).toContain('--- a/guides/setup.mdx\n+++ b/setup.mdx');
    expect(result.stdout).toContain(
      '+See [other](./guides/other), [this section](./setup#install) and ![logo](logo.png).',
    );
    expect(result.stdout).toMatch(/5 files would change\. Nothing was changed \(--dry-run\)\.\n$/);
    expect(await snapshot(root)).toEqual(before);
  });

  it('--json prints the summary as JSON; --no-redirect adds none', async () => {
    const root = await tempDocs(site());
    const result = await runFolio(
      ['rename', 'guides/other.mdx', 'guides/more', '--json', '--no-redirect', '--dir', root],
      root,
    );
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      ok: true,
      dryRun: false,
      root,
      from: 'guides/other.mdx',
      to: 'guides/more.mdx',
      routes: { from: '/guides/other', to: '/guides/more' },
      files: [
        {
          file: 'guides/more.mdx',
          movedFrom: 'guides/other.mdx',
          links: 0,
          imports: 0,
          navigation: 0,
          redirects: 0,
        },
        { file: 'docs.json', links: 0, imports: 0, navigation: 1, redirects: 0 },
        { file: 'guides/setup.mdx', links: 1, imports: 0, navigation: 0, redirects: 0 },
      ],
      redirect: null,
      redirectSkipped: null,
      warnings: [],
    });
    const files = await snapshot(root);
    expect(files['docs.json']).not.toContain('"/guides/other"');
    expect(files['guides/setup.mdx']).toContain('See [other](./more),');
  });

  it('moves a snippet and re-points the imports of the pages that use it', async () => {
    const root = await tempDocs(site());
    const result = await runFolio(
      ['rename', 'snippets/note', 'snippets/parts/note', '--dir', root],
      root,
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/\n {2}guides\/setup\.mdx {9}1 import\n/);
    const files = await snapshot(root);
    expect(files['guides/setup.mdx']).toContain("import Note from '/snippets/parts/note.mdx';");
    expect(files['docs.json']).toBe(DOCS_JSON);
    expect((await runFolio(['validate', root], root)).code).toBe(0);
  });

  it('keeps an index page named by its folder', async () => {
    const root = await tempDocs({
      'docs.json': { name: 'Index', navigation: { pages: ['index', 'api', 'api/users'] } },
      'index.mdx': page('Home', '[API](/api/) and [users](./api/users).'),
      'api/index.mdx': page('API', 'See [users](users).'),
      'api/users.mdx': page('Users', 'Back to the [API](./) or [up](..).'),
    });
    const result = await runFolio(['rename', 'api/index', 'reference/index', '--dir', root], root);
    expect(result.code).toBe(0);
    const files = await snapshot(root);
    expect(files['docs.json']).toContain('"pages": [\n      "index",\n      "reference",');
    expect(files['index.mdx']).toContain('[API](/reference/) and [users](./api/users).');
    expect(files['reference/index.mdx']).toContain('See [users](../api/users).');
    expect(files['api/users.mdx']).toContain('Back to the [API](../reference/) or [up](..).');
    expect((await runFolio(['broken-links', root], root)).code).toBe(0);
  });

  it.each([
    [
      ['reference/missing', 'x'],
      'folio rename: reference/missing does not exist: no reference/missing.mdx or reference/missing.md in the docs folder\n',
    ],
    [
      ['guides/setup', 'guides/other'],
      'folio rename: guides/other.mdx already exists: choose another NEW, or move or delete guides/other.mdx first\n',
    ],
    [
      ['guides/setup', '../elsewhere/setup'],
      'folio rename: ../elsewhere/setup is outside the docs folder: give NEW relative to the docs folder, such as guides/intro\n',
    ],
    [['guides/setup'], 'folio rename: rename takes OLD and NEW, got guides/setup\n'],
  ])('refuses %j with exit code 2 and changes nothing', async (args, message) => {
    const root = await tempDocs(site());
    const before = await snapshot(root);
    const result = await runFolio(['rename', ...args, '--dir', root], root);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`${message}Run folio rename --help for usage.\n`);
    expect(await snapshot(root)).toEqual(before);
  });

  it('stops with exit code 1 when docs.json has errors, changing nothing', async () => {
    const root = await tempDocs({
      ...site(),
      'docs.json': '{"name": "x", "navigation": {"pages": [1]}}',
    });
    const before = await snapshot(root);
    const result = await runFolio(['rename', 'guides/setup', 'setup', '--dir', root], root);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'folio rename: docs.json has 1 error; fix it first (folio validate shows the same), nothing was changed\n',
    );
    expect(await snapshot(root)).toEqual(before);
  });

  it('runs as a process, with --help', () => {
    const help = spawnFolio(['rename', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(
      /^Usage: folio rename OLD NEW \[--dir DIR\] \[--json\] \[--dry-run\] \[--no-redirect\]/,
    );
    expect(spawnFolio(['--help']).stdout).toContain('  rename         move a page and update');
  });
});
