/**
 * Legacy mint.json folders end to end: `folio build` reads mint.json directly (converted in
 * memory, one warning), `folio upgrade` writes the equivalent docs.json, and the upgraded folder
 * builds exactly the same pages. Refusals change nothing.
 */
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runFolio } from '../helpers/run-folio.ts';
import { tempDocs } from '../helpers/temp-docs.ts';

const fixtures = fileURLToPath(new URL('../fixtures/mint-json/', import.meta.url));

async function copyFixture(name: string): Promise<string> {
  const root = path.join(await mkdtemp(path.join(tmpdir(), 'folio-upgrade-')), name);
  await cp(path.join(fixtures, name), root, { recursive: true });
  return root;
}

/** The HTML pages a build wrote, as paths relative to the output folder. */
async function builtPages(root: string): Promise<{ pages: string[]; stderr: string }> {
  const out = path.join(await mkdtemp(path.join(tmpdir(), 'folio-upgrade-out-')), 'site');
  const result = await runFolio(['build', root, '--out', out]);
  expect(result.code, result.stderr).toBe(0);
  const files = await readdir(out, { recursive: true });
  return {
    pages: files
      .filter((file) => file.endsWith('.html'))
      .map((file) => file.split(path.sep).join('/'))
      .sort(),
    stderr: result.stderr,
  };
}

describe.each(['tabs-anchors', 'versions'])('the legacy folder %s', (name) => {
  it('builds the same pages from mint.json and from the docs.json folio upgrade writes', async () => {
    const root = await copyFixture(name);
    const direct = await builtPages(root);
    expect(direct.stderr).toContain(
      'warning[legacy-config]: mint.json is the legacy format; converted in memory. Run `folio upgrade` to write docs.json.',
    );
    expect(direct.pages.length).toBeGreaterThan(4);

    const upgrade = await runFolio(['upgrade', root]);
    expect(upgrade.code, upgrade.stderr).toBe(0);
    expect(existsSync(path.join(root, 'mint.json'))).toBe(true);
    const written = await readFile(path.join(root, 'docs.json'), 'utf8');
    expect(written.startsWith('{\n  "$schema": "https://mintlify.com/docs.json",\n')).toBe(true);

    const upgraded = await builtPages(root);
    expect(upgraded.stderr).not.toContain('legacy-config');
    expect(upgraded.pages).toEqual(direct.pages);
  });
});

describe('folio upgrade', () => {
  it('lists the settings left out, with their mint.json lines', async () => {
    const root = await copyFixture('tabs-anchors');
    const result = await runFolio(['upgrade', root]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Wrote docs.json in');
    expect(result.stdout).toContain('2 mint.json settings with no docs.json equivalent:');
    expect(result.stdout).toContain(
      'warning[legacy-setting]: "feedback" is left out: docs.json has no feedback buttons setting',
    );
    expect(result.stdout).toMatch(/mint\.json:33:3 \(feedback\)/);
  });

  it('deletes mint.json with --delete and prints a JSON summary with --format json', async () => {
    const root = await copyFixture('versions');
    const result = await runFolio(['upgrade', root, '--delete', '--format', 'json']);
    expect(result.code, result.stderr).toBe(0);
    expect(existsSync(path.join(root, 'mint.json'))).toBe(false);
    const summary = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(summary).toMatchObject({
      ok: true,
      written: 'docs.json',
      deleted: 'mint.json',
      error: null,
    });
    const docs = JSON.parse(await readFile(path.join(root, 'docs.json'), 'utf8')) as {
      navigation: { versions: { version: string }[] };
    };
    expect(docs.navigation.versions.map((v) => v.version)).toEqual(['v2', 'v1']);
  });

  it('refuses a folder that already has docs.json, changing nothing', async () => {
    const root = await tempDocs({
      'docs.json': '{"name": "Mine"}\n',
      'mint.json': { name: 'Old', navigation: [{ group: 'A', pages: ['index'] }] },
    });
    const result = await runFolio(['upgrade', root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `folio upgrade: docs.json already exists in ${root}; nothing was written. Folio reads docs.json and ignores mint.json there: delete mint.json, or move docs.json away to upgrade again.\n`,
    );
    expect(await readFile(path.join(root, 'docs.json'), 'utf8')).toBe('{"name": "Mine"}\n');
  });

  it('refuses a folder without mint.json, and an unreadable mint.json', async () => {
    const empty = await tempDocs({ 'index.mdx': '# Hi\n' });
    const none = await runFolio(['upgrade', empty]);
    expect(none.code).toBe(1);
    expect(none.stderr).toBe(
      `folio upgrade: No mint.json in ${empty}; nothing to upgrade. Pass the folder that holds mint.json: folio upgrade path/to/docs.\n`,
    );
    const broken = await tempDocs({ 'mint.json': '{ "name": ' });
    const bad = await runFolio(['upgrade', broken]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('error[json-syntax]');
    expect(bad.stderr).toContain(
      'folio upgrade: mint.json could not be read; nothing was written.',
    );
    expect(existsSync(path.join(broken, 'docs.json'))).toBe(false);
  });

  it('takes one folder at most', async () => {
    const result = await runFolio(['upgrade', 'a', 'b']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('upgrade takes one folder, got 2: a b');
  });
});
