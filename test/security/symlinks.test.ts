/**
 * Symbolic links never publish a file outside the docs folder: pages, images, linked folders,
 * snippets, OpenAPI specs and docs.json includes that lead out are left out with an error
 * positioned at the link, by `folio validate`, builds, `folio dev`, the static server, hosting
 * and git checkouts alike. Links that stay inside keep working.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, serveStatic } from '../../src/dev/index.ts';
import { buildSite } from '../../src/site/index.ts';
import type { BuildResult } from '../../src/site/index.ts';
import { checkoutSource, SourceError } from '../../src/server/deploy/source-checkout.ts';
import { folderFiles } from '../../src/server/hosting/deployment-files.ts';
import type { Diagnostic } from '../../src/shared/index.ts';
import type { Project } from '../../src/storage/index.ts';
import { gitIn } from '../helpers/git.ts';
import { runFolio } from '../helpers/run-folio.ts';
import { page, tempDocs } from '../helpers/temp-docs.ts';

/** What the files outside the docs folder say: it must appear in nothing Folio writes. */
const SECRET = 'TOP-SECRET-51f7';

const HINT = 'Replace the link with a copy of the file, or move the target inside the docs folder.';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/** Another tenant's folder, or any file of the machine. */
function outsideFiles() {
  return {
    'secret.mdx': page('Secret', `${SECRET} page`),
    'secret.png': `${SECRET} image`,
    'folder/page.mdx': page('Linked', `${SECRET} folder`),
    'snippet.mdx': `${SECRET} snippet`,
    'nav.json': { groups: [{ group: SECRET, pages: ['index'] }] },
    'spec.yaml': spec(`${SECRET} spec`),
    'schemas.yaml': `Plant:\n  type: object\n  description: ${SECRET} schema\n`,
  };
}

function spec(description: string, schema?: string): string {
  const response = schema
    ? `          content:\n            application/json:\n              schema:\n                $ref: '${schema}'\n`
    : '';
  return `openapi: 3.1.0
info:
  title: Plants
  version: 1.0.0
  description: ${description}
paths:
  /plants:
    get:
      summary: List plants
      responses:
        '200':
          description: The plants
${response}`;
}

const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.map((folder) => rm(folder, { recursive: true, force: true })));
});

async function tempFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'folio-symlinks-'));
  made.push(folder);
  return folder;
}

/** Every file under `folder` (links not followed), with its bytes as text. */
async function filesUnder(folder: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile()) found.set(path.relative(folder, file), await readFile(file, 'latin1'));
    else if (entry.isSymbolicLink()) found.set(path.relative(folder, file), '<symbolic link>');
  }
  return found;
}

async function expectNoSecret(folder: string): Promise<Map<string, string>> {
  const files = await filesUnder(folder);
  expect(files.size).toBeGreaterThan(0);
  const leaking = [...files].filter(([, text]) => text.includes(SECRET)).map(([file]) => file);
  expect(leaking).toEqual([]);
  return files;
}

function linkErrors(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return diagnostics.filter((item) => item.code === 'link-outside-folder');
}

function linkError(link: string, target: string): Diagnostic {
  return {
    severity: 'error',
    code: 'link-outside-folder',
    message: `${link} is a symbolic link to ${target}, outside the docs folder: it is left out`,
    hint: HINT,
    position: { file: link, line: 1, column: 1 },
  };
}

describe('a docs folder whose links lead out', () => {
  let outside: string;
  let root: string;
  let out: string;
  let kept: BuildResult;

  beforeAll(async () => {
    outside = await tempDocs(outsideFiles());
    root = await tempDocs({
      'docs.json': {
        name: 'Acme',
        navigation: { pages: ['index', 'secret', 'guides/page', 'uses-snippet'] },
      },
      'index.mdx': page('Home', 'Welcome home.\n\n![Logo](/images/x.png)'),
      'uses-snippet.mdx': page('Uses', "import Snip from '/snippets/snip.mdx';\n\n<Snip />"),
    });
    await mkdir(path.join(root, 'images'));
    await mkdir(path.join(root, 'snippets'));
    await symlink(path.join(outside, 'secret.mdx'), path.join(root, 'secret.mdx'));
    await symlink(path.join(outside, 'secret.png'), path.join(root, 'images', 'x.png'));
    await symlink(path.join(outside, 'folder'), path.join(root, 'guides'));
    await symlink(path.join(outside, 'snippet.mdx'), path.join(root, 'snippets', 'snip.mdx'));
    out = path.join(await tempFolder(), 'site');
    kept = await buildSite(root, { outDir: out, keepGoing: true, assistantCorpus: true });
  }, 120_000);

  it('a page linked to a file outside is left out: its text is in no built file', async () => {
    expect(linkErrors(kept.diagnostics)).toContainEqual(
      linkError('secret.mdx', path.join(outside, 'secret.mdx')),
    );
    expect(kept.written).toBe(true);
    const files = await expectNoSecret(out);
    // The search index, llms-full.txt and the assistant corpus were written, without it.
    expect(files.get('llms-full.txt')).toContain('Welcome home.');
    expect([...files.keys()].some((file) => file.startsWith('_folio/search/'))).toBe(true);
    expect([...files.keys()].some((file) => file.startsWith('_folio/assistant/'))).toBe(true);
    expect(files.has('secret.html') || files.has('secret/index.html')).toBe(false);
  });

  it('an image linked outside is neither copied nor linked into the site', async () => {
    expect(linkErrors(kept.diagnostics)).toContainEqual(
      linkError('images/x.png', path.join(outside, 'secret.png')),
    );
    const files = await filesUnder(out);
    expect(files.has(path.join('images', 'x.png'))).toBe(false);
  });

  it('a linked folder pointing outside is not walked', async () => {
    expect(linkErrors(kept.diagnostics)).toContainEqual(
      linkError('guides', path.join(outside, 'folder')),
    );
    // The page the navigation names in it is left out with that error, not a second one.
    expect(kept.diagnostics.filter((item) => item.code === 'missing-page')).toEqual([]);
    const files = await filesUnder(out);
    expect([...files.keys()].some((file) => file.startsWith('guides'))).toBe(false);
  });

  it('a snippet linked outside is never read', () => {
    expect(linkErrors(kept.diagnostics)).toContainEqual(
      linkError('snippets/snip.mdx', path.join(outside, 'snippet.mdx')),
    );
    // The page importing it fails as for a missing snippet, and is left out.
    expect(kept.diagnostics).toContainEqual(
      expect.objectContaining({
        severity: 'error',
        code: 'snippet-missing',
        position: { file: 'uses-snippet.mdx', line: 5, column: 1 },
      }),
    );
  });

  it('without --keep-going the build fails and writes nothing', async () => {
    const failedOut = path.join(await tempFolder(), 'site');
    const failed = await buildSite(root, { outDir: failedOut, cache: false });
    expect(failed.written).toBe(false);
    expect(linkErrors(failed.diagnostics).map((item) => item.position?.file)).toEqual([
      'guides',
      'images/x.png',
      'secret.mdx',
      'snippets/snip.mdx',
    ]);
    await expect(readdir(failedOut)).rejects.toThrow();
  }, 60_000);

  it('folio validate reports each link, positioned at it, with where it points and the fix', async () => {
    const json = await runFolio(['validate', root, '--json']);
    expect(json.code).toBe(1);
    const report = JSON.parse(json.stdout) as { diagnostics: Diagnostic[] };
    expect(linkErrors(report.diagnostics)).toEqual([
      linkError('guides', path.join(outside, 'folder')),
      linkError('images/x.png', path.join(outside, 'secret.png')),
      linkError('secret.mdx', path.join(outside, 'secret.mdx')),
      linkError('snippets/snip.mdx', path.join(outside, 'snippet.mdx')),
    ]);
    const text = await runFolio(['validate', root], root);
    expect(text.stdout).toContain(
      [
        `error[link-outside-folder]: secret.mdx is a symbolic link to ${path.join(outside, 'secret.mdx')}, outside the docs folder: it is left out`,
        '  --> secret.mdx:1:1',
        `  = fix: ${HINT}`,
      ].join('\n'),
    );
    // No code frame quotes the file the link points at.
    expect(text.stdout + text.stderr).not.toContain(SECRET);
  }, 60_000);

  it('folio dev answers the linked-out image and page without their content', async () => {
    const server = await startDevServer({ root, port: 0 });
    try {
      for (const address of ['/images/x.png', '/secret', '/guides/page', '/snippets/snip.mdx']) {
        const response = await fetch(`${server.url}${address}`);
        expect(response.status, address).toBeGreaterThanOrEqual(400);
        const body = await response.text();
        expect(body, address).not.toContain(SECRET);
      }
    } finally {
      await server.close();
    }
  }, 60_000);
});

describe('links that stay inside the docs folder', () => {
  it('work as before: pages, images and folders reached through them are built', async () => {
    const root = await tempDocs({
      'docs.json': { name: 'Acme', navigation: { pages: ['index', 'alias', 'mirror/real'] } },
      'index.mdx': page('Home', 'Welcome.\n\n![Logo](/pictures/logo.png)'),
      'pages/real.mdx': page('Real', 'The real page.'),
      'images/logo.png': png,
    });
    await symlink('pages/real.mdx', path.join(root, 'alias.mdx'));
    await symlink(path.join(root, 'pages'), path.join(root, 'mirror'));
    await symlink('images', path.join(root, 'pictures'));
    const validate = await runFolio(['validate', root, '--json']);
    expect(validate.code).toBe(0);
    const out = path.join(await tempFolder(), 'site');
    const result = await buildSite(root, { outDir: out, cache: false });
    expect(result.diagnostics.filter((item) => item.severity === 'error')).toEqual([]);
    const files = await filesUnder(out);
    expect(files.get(path.join('alias', 'index.html')) ?? files.get('alias.html')).toContain(
      'The real page.',
    );
    expect(
      files.get(path.join('mirror', 'real', 'index.html')) ?? files.get('mirror/real.html'),
    ).toContain('The real page.');
    // A copy of the image, not a link to the docs folder's file.
    expect(files.get(path.join('pictures', 'logo.png'))).toBe(Buffer.from(png).toString('latin1'));
  }, 60_000);
});

describe('OpenAPI specs and docs.json includes', () => {
  it('an OpenAPI spec linked outside, and a $ref through a link or ../, are not read', async () => {
    const outside = await tempDocs(outsideFiles());
    const root = await tempDocs({
      'docs.json': {
        name: 'Acme',
        navigation: {
          tabs: [
            { tab: 'Linked', openapi: 'linked.yaml' },
            { tab: 'Inside', openapi: 'api.yaml' },
          ],
        },
      },
      'api.yaml': spec('Our API', './schemas.yaml#/Plant'),
      'lexical.yaml': spec('Climbing', `../${path.basename(outside)}/schemas.yaml#/Plant`),
    });
    await symlink(path.join(outside, 'spec.yaml'), path.join(root, 'linked.yaml'));
    await symlink(path.join(outside, 'schemas.yaml'), path.join(root, 'schemas.yaml'));
    const json = await runFolio(['validate', root, '--json']);
    const report = JSON.parse(json.stdout) as { diagnostics: Diagnostic[] };
    expect(linkErrors(report.diagnostics)).toEqual([
      linkError('linked.yaml', path.join(outside, 'spec.yaml')),
      linkError('schemas.yaml', path.join(outside, 'schemas.yaml')),
    ]);
    expect(json.stdout).not.toContain(SECRET);
    const out = path.join(await tempFolder(), 'site');
    const result = await buildSite(root, { outDir: out, keepGoing: true, cache: false });
    expect(JSON.stringify(result.diagnostics)).not.toContain(SECRET);
    if (result.written) await expectNoSecret(out);
    // The spec that climbs out with ../ reads nothing either.
    const { loadApiModel } = await import('../../src/openapi/index.ts');
    const model = await loadApiModel(root, 'lexical.yaml');
    expect(JSON.stringify(model)).not.toContain(SECRET);
  }, 60_000);

  it('a docs.json $ref to a link outside is refused at the $ref', async () => {
    const outside = await tempDocs(outsideFiles());
    const root = await tempDocs({
      'docs.json': '{\n  "name": "Acme",\n  "navigation": { "$ref": "nav.json" }\n}\n',
      'index.mdx': page('Home'),
    });
    await symlink(path.join(outside, 'nav.json'), path.join(root, 'nav.json'));
    const json = await runFolio(['validate', root, '--json']);
    expect(json.code).toBe(1);
    const report = JSON.parse(json.stdout) as { diagnostics: Diagnostic[] };
    // Positioned at the "$ref" (docs.json line 3, column 27), reported once.
    expect(linkErrors(report.diagnostics)).toEqual([
      {
        ...linkError('nav.json', path.join(outside, 'nav.json')),
        position: { file: 'docs.json', line: 3, column: 27 },
      },
    ]);
    expect(json.stdout).not.toContain(SECRET);
  }, 60_000);
});

describe('serving', () => {
  it('folio dev refuses a file that became a link out after the folder was loaded', async () => {
    const outside = await tempDocs(outsideFiles());
    const root = await tempDocs({
      'docs.json': { name: 'Acme', navigation: { pages: ['index'] } },
      'index.mdx': page('Home'),
      'images/logo.png': png,
    });
    const server = await startDevServer({ root, port: 0 });
    try {
      expect((await fetch(`${server.url}/images/logo.png`)).status).toBe(200);
      await rm(path.join(root, 'images', 'logo.png'));
      await symlink(path.join(outside, 'secret.png'), path.join(root, 'images', 'logo.png'));
      const response = await fetch(`${server.url}/images/logo.png`);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(await response.text()).not.toContain(SECRET);
    } finally {
      await server.close();
    }
  }, 60_000);

  it('the static server and hosting serve nothing through a link in the output folder', async () => {
    const outside = await tempDocs(outsideFiles());
    const site = await tempDocs({ 'index.html': '<p>Home</p>', 'assets/app.js': 'run()' });
    await symlink(path.join(outside, 'secret.png'), path.join(site, 'x.png'));
    await symlink(outside, path.join(site, 'linked'));
    const server = await serveStatic(site);
    try {
      expect(await (await fetch(`${server.url}/assets/app.js`)).text()).toBe('run()');
      for (const address of ['/x.png', '/linked/secret.png', '/linked/folder/page.mdx']) {
        const response = await fetch(`${server.url}${address}`);
        expect(response.status, address).toBe(404);
        expect(await response.text(), address).not.toContain(SECRET);
      }
    } finally {
      await server.close();
    }
    expect(await folderFiles(site).fileAt('assets/app.js')).toMatchObject({
      relative: 'assets/app.js',
    });
    expect(await folderFiles(site).fileAt('x.png')).toBeUndefined();
    expect(await folderFiles(site).fileAt('linked/secret.png')).toBeUndefined();
  });
});

describe('git projects', () => {
  function gitProject(url: string, directory: string): Project {
    return {
      id: `p-${directory}`,
      organizationId: 'o1',
      subdomain: 'acme',
      name: 'Acme',
      source: { type: 'git', url, branch: 'main', directory },
      currentDeploymentId: null,
      createdAt: '2026-11-23T00:00:00.000Z',
      updatedAt: '2026-11-23T00:00:00.000Z',
    };
  }

  let bare: string;
  let otherTenant: string;

  beforeAll(async () => {
    const outside = await tempDocs(outsideFiles());
    otherTenant = await tempDocs({
      'docs.json': { name: 'Other tenant', navigation: { pages: ['index'] } },
      'index.mdx': page('Other', `${SECRET} tenant`),
    });
    const work = await tempDocs({
      'docs/docs.json': { name: 'Acme', navigation: { pages: ['index', 'leak'] } },
      'docs/index.mdx': page('Home', 'Our docs.'),
    });
    // Committed links: a page leading out, a directory leading to another tenant's folder, and
    // one that stays in the repository.
    await symlink(path.join(outside, 'secret.mdx'), path.join(work, 'docs', 'leak.mdx'));
    await symlink(otherTenant, path.join(work, 'tenant'));
    await symlink('docs', path.join(work, 'current'));
    // A docs folder committing its build cache folder as a link to another tenant's folder.
    await mkdir(path.join(work, 'cached'));
    await writeFile(path.join(work, 'cached', 'docs.json'), '{"name": "Cached"}');
    await symlink(otherTenant, path.join(work, 'cached', '.folio'));
    gitIn(work, 'init', '--quiet', '--initial-branch', 'main');
    gitIn(work, 'add', '.');
    gitIn(work, 'commit', '--quiet', '-m', 'Docs');
    bare = path.join(await tempFolder(), 'repo.git');
    gitIn(work, 'clone', '--quiet', '--bare', work, bare);
  });

  it('a directory committed as a link to another folder is refused', async () => {
    const dataDir = await tempFolder();
    await expect(checkoutSource(gitProject(bare, 'tenant'), dataDir)).rejects.toThrow(
      new SourceError(
        'The docs directory "tenant" is a symbolic link that leads outside the repository: point the project at a real folder of the repository.',
      ),
    );
  });

  it('a docs folder committing .folio as a link is refused: the build cache would write through it', async () => {
    await expect(checkoutSource(gitProject(bare, 'cached'), await tempFolder())).rejects.toThrow(
      new SourceError(
        'The repository commits cached/.folio as a symbolic link: Folio keeps the build cache in .folio/, so remove it from the repository.',
      ),
    );
  });

  it('a page committed as a link out is left out of the build', async () => {
    const dataDir = await tempFolder();
    const root = await checkoutSource(gitProject(bare, 'docs'), dataDir);
    // A directory linked inside the repository is fine, and builds from its real path.
    expect(await checkoutSource(gitProject(bare, 'current'), await tempFolder())).toMatch(/docs$/);
    const out = path.join(await tempFolder(), 'site');
    const result = await buildSite(root, { outDir: out, keepGoing: true, cache: false });
    expect(linkErrors(result.diagnostics).map((item) => item.position?.file)).toEqual(['leak.mdx']);
    await expectNoSecret(out);
  }, 60_000);
});
