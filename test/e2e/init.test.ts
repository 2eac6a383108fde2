/**
 * `folio init` end to end: the starter it writes validates with no problem at all and builds
 * with its endpoint pages; the flags, their errors, the refusals that leave everything as it was,
 * and the questions asked on a terminal (driven through fake streams).
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.ts';
import { buildSite, htmlFile } from '../../src/site/index.ts';
import { loadDocsProject } from '../../src/content/index.ts';
import { runFolio, spawnFolioIn } from '../helpers/run-folio.ts';

const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A new empty folder to run `folio init` in. */
async function workspace(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'folio-init-'));
  made.push(dir);
  return dir;
}

async function docsJson(folder: string): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(path.join(folder, 'docs.json'), 'utf8')) as Record<
    string,
    unknown
  >;
}

const starterFiles = [
  '.gitignore',
  'README.md',
  'api-reference/introduction.mdx',
  'api-reference/openapi.yaml',
  'docs.json',
  'essentials/components.mdx',
  'essentials/navigation.mdx',
  'essentials/pages.mdx',
  'favicon.svg',
  'images/overview.svg',
  'index.mdx',
  'logo/dark.svg',
  'logo/light.svg',
  'quickstart.mdx',
];

const themes = 'mint, maple, palm, willow, linden, almond, aspen, sequoia, luma';

describe('the starter folder', () => {
  it('validates with 0 errors and 0 warnings, and builds every page', async () => {
    const cwd = await workspace();
    const result = await runFolio(['init', 'my-docs'], cwd);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      `Created My Docs in my-docs (14 files):
${starterFiles.map((file) => `  ${file}`).join('\n')}

Next steps:
  cd my-docs
  npx folio-docs dev

Then open http://127.0.0.1:3000 and edit index.mdx: the page reloads each time you save.
`,
    );
    const root = path.join(cwd, 'my-docs');
    const written = await readdir(root, { recursive: true, withFileTypes: true });
    expect(
      written
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
        .sort(),
    ).toEqual(starterFiles);
    // Built beside the target and renamed into place: no staging folder is left behind.
    expect(await readdir(cwd)).toEqual(['my-docs']);

    const validated = await runFolio(['validate', root]);
    expect(validated.stdout).toBe(
      'docs.json valid: 10 pages, 2 tabs, 0 versions, 0 errors, 0 warnings\n',
    );
    expect(validated.code).toBe(0);

    const out = path.join(cwd, 'site');
    const built = await buildSite(root, { outDir: out, cache: false });
    expect(built.diagnostics).toEqual([]);
    expect(built.written).toBe(true);
    const project = await loadDocsProject(root);
    const routes = project.navigation?.pages.map((page) => page.route) ?? [];
    expect(routes).toEqual(
      expect.arrayContaining([
        '/',
        '/quickstart',
        '/essentials/components',
        '/api-reference/introduction',
        '/api-reference/tasks/list-tasks',
        '/api-reference/tasks/create-a-task',
        '/api-reference/tasks/get-a-task',
        '/api-reference/tasks/delete-a-task',
      ]),
    );
    for (const route of routes)
      expect(existsSync(path.join(out, htmlFile(route))), route).toBe(true);
    // The components of the pages rendered as components, not as unknown tags.
    const components = await readFile(path.join(out, htmlFile('/essentials/components')), 'utf8');
    expect(components).not.toMatch(/<(Card|Steps|Tabs|CodeGroup|AccordionGroup|Note)\b/);

    expect((await runFolio(['broken-links', root])).code).toBe(0);
    const spec = await runFolio(['openapi-check', path.join(root, 'api-reference/openapi.yaml')]);
    expect(spec.stdout).toMatch(/valid \(OpenAPI 3\.1\.0\): 4 operations, .* 0 errors, 0 warnings/);
  });

  it('puts the name, theme and color wherever they appear, escaped for each kind of file', async () => {
    const cwd = await workspace();
    const name = 'Acme <Docs> & "Co" *x* {y}';
    const result = await runFolio(
      ['init', 'site', '--name', name, '--theme', 'Maple', '--color', '0a8'],
      cwd,
    );
    expect(result.code).toBe(0);
    const root = path.join(cwd, 'site');
    expect(await docsJson(root)).toMatchObject({
      name,
      theme: 'maple',
      colors: { primary: '#00AA88', light: '#4DC4AC', dark: '#00886D' },
    });
    const logo = await readFile(path.join(root, 'logo/light.svg'), 'utf8');
    expect(logo).toContain('>Acme &lt;Docs&gt; &amp; &quot;Co&quot; *x* {y}</text>');
    expect(logo).toContain('fill="#00AA88"');
    expect(await readFile(path.join(root, 'logo/dark.svg'), 'utf8')).toContain('fill="#4DC4AC"');
    expect(await readFile(path.join(root, 'api-reference/openapi.yaml'), 'utf8')).toContain(
      'title: "Acme <Docs> & \\"Co\\" *x* {y} API"',
    );
    for (const file of starterFiles) {
      expect(await readFile(path.join(root, file), 'utf8'), file).not.toMatch(/%[A-Z_]+%/);
    }

    const out = path.join(cwd, 'out');
    const built = await buildSite(root, { outDir: out, cache: false });
    expect(built.diagnostics).toEqual([]);
    const home = await readFile(path.join(out, 'index.html'), 'utf8');
    expect(home).toContain(
      'Welcome to the Acme &lt;Docs&gt; &amp; &quot;Co&quot; *x* {y} documentation',
    );
    expect((await runFolio(['validate', root])).stdout).toContain('0 errors, 0 warnings');
  });

  it('names the site after its folder and writes my-docs when no folder is given', async () => {
    const cwd = await workspace();
    expect((await runFolio(['init', 'acme_api-docs'], cwd)).code).toBe(0);
    expect(await docsJson(path.join(cwd, 'acme_api-docs'))).toMatchObject({
      name: 'Acme Api Docs',
      theme: 'mint',
      colors: { primary: '#15803D', light: '#5BA677', dark: '#116631' },
    });
    const result = await runFolio(['init', '--yes'], cwd);
    expect(result.code).toBe(0);
    expect(await docsJson(path.join(cwd, 'my-docs'))).toMatchObject({ name: 'My Docs' });
  });

  it('fills the current folder when it is empty, and then says no cd', async () => {
    const cwd = path.join(await workspace(), 'widget-docs');
    await mkdir(cwd);
    const result = await runFolio(['init', '.'], cwd);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Created Widget Docs in . (14 files):');
    expect(result.stdout).toContain('Next steps:\n  npx folio-docs dev\n');
    expect((await readdir(cwd)).sort()).toEqual(
      ['.gitignore', 'README.md', 'api-reference', 'docs.json', 'essentials', 'favicon.svg']
        .concat(['images', 'index.mdx', 'logo', 'quickstart.mdx'])
        .sort(),
    );
  });

  it('quotes a folder with spaces in the cd it suggests', async () => {
    const cwd = await workspace();
    const result = await runFolio(['init', "Ada's docs"], cwd);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`  cd 'Ada'\\''s docs'\n`);
  });
});

describe('folio init refuses', () => {
  const usage = (text: string) => `folio init: ${text}\nRun folio init --help for usage.\n`;

  it.each([
    [
      ['--theme', 'mnt'],
      `--theme: unknown theme "mnt" (did you mean "mint"?): choose one of ${themes}`,
    ],
    [['--theme', 'purple'], `--theme: unknown theme "purple": choose one of ${themes}`],
    [['--color', 'blue'], '--color: "blue" is not a hex color: write it as #16A34A or #0A8'],
    [['--color', '#12345'], '--color: "#12345" is not a hex color: write it as #16A34A or #0A8'],
    [['--name', '  '], '--name: the site name is empty: give a name such as "Acme"'],
    [
      ['--name', 'a\nb'],
      '--name: the site name must be one line of text, without control characters',
    ],
    [
      ['--name', 'x'.repeat(81)],
      '--name: the site name is 81 characters long: keep it to 80 at most',
    ],
    [['one', 'two'], 'init takes one folder, got 2: one two'],
  ])('%j with a usage error and writes nothing', async (args, message) => {
    const cwd = await workspace();
    const result = await runFolio(['init', ...args], cwd);
    expect(result.stderr).toBe(usage(message));
    expect(result.code).toBe(2);
    expect(await readdir(cwd)).toEqual([]);
  });

  it('a folder that is not empty, unless --force', async () => {
    const cwd = await workspace();
    const root = path.join(cwd, 'docs');
    await mkdir(path.join(root, 'notes'), { recursive: true });
    await writeFile(path.join(root, 'todo.txt'), 'keep me');
    const refused = await runFolio(['init', 'docs'], cwd);
    expect(refused.stderr).toBe(
      'folio init: docs is not empty (notes, todo.txt): choose a new or empty folder, or pass --force to add the starter files beside what is there\n',
    );
    expect(refused.code).toBe(1);
    expect((await readdir(root)).sort()).toEqual(['notes', 'todo.txt']);

    const forced = await runFolio(['init', 'docs', '--force'], cwd);
    expect(forced.code).toBe(0);
    expect(await readFile(path.join(root, 'todo.txt'), 'utf8')).toBe('keep me');
    expect(existsSync(path.join(root, 'docs.json'))).toBe(true);
  });

  it('to overwrite a file, even with --force, and lists every one', async () => {
    const cwd = await workspace();
    const root = path.join(cwd, 'docs');
    await mkdir(root);
    await writeFile(path.join(root, 'docs.json'), '{"name": "Mine"}');
    await writeFile(path.join(root, 'index.mdx'), '# Mine');
    await writeFile(path.join(root, 'logo'), 'a file where the starter puts a folder');
    const result = await runFolio(['init', 'docs', '--force'], cwd);
    expect(result.stderr).toBe(
      'folio init: docs already has files the starter would replace (docs.json, index.mdx, logo): move or delete them first; folio init never overwrites a file, even with --force\n',
    );
    expect(result.code).toBe(1);
    expect((await readdir(root)).sort()).toEqual(['docs.json', 'index.mdx', 'logo']);
    expect(await readFile(path.join(root, 'docs.json'), 'utf8')).toBe('{"name": "Mine"}');
  });

  it('a path that is a file', async () => {
    const cwd = await workspace();
    await writeFile(path.join(cwd, 'docs'), 'x');
    const result = await runFolio(['init', 'docs'], cwd);
    expect(result.stderr).toBe(
      'folio init: docs exists and is not a folder: choose another name\n',
    );
    expect(result.code).toBe(1);
    const below = await runFolio(['init', 'docs/site'], cwd);
    expect(below.stderr).toBe(
      'folio init: docs/site cannot be created: a part of its path is a file, not a folder\n',
    );
    expect(below.code).toBe(1);
  });
});

describe('folio init on a terminal', () => {
  /** Runs `folio init` with a fake terminal; `answers` are typed as the questions come. */
  async function interactive(cwd: string, args: string[], answers: string[]) {
    const input = new PassThrough();
    const output = new PassThrough();
    let shown = '';
    let stdout = '';
    let stderr = '';
    output.on('data', (chunk: Buffer) => {
      shown += chunk.toString();
      // Type the next answer once a question waits for it.
      if (shown.endsWith('): ')) {
        const answer = answers.shift();
        if (answer === undefined) input.end();
        else input.write(`${answer}\n`);
      }
    });
    const code = await runCli(['init', ...args], {
      stdout: (text) => (stdout += text),
      stderr: (text) => (stderr += text),
      cwd,
      color: false,
      terminal: { input, output },
    });
    return { code, shown, stdout, stderr };
  }

  it('asks for the folder, name, theme and color, asking again after a wrong answer', async () => {
    const cwd = await workspace();
    await mkdir(path.join(cwd, 'taken'));
    await writeFile(path.join(cwd, 'taken', 'x.md'), 'x');
    const result = await interactive(
      cwd,
      [],
      ['taken', 'team-docs', '', 'purple', 'palm', 'teal', '#0ea5e9'],
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.shown).toBe(
      `Folder for the docs (my-docs): ` +
        `  taken is not empty (x.md): choose a new or empty folder, or pass --force to add the starter files beside what is there\n` +
        `Folder for the docs (my-docs): ` +
        `Site name (Team Docs): ` +
        `Theme, one of ${themes} (mint): ` +
        `  unknown theme "purple": choose one of ${themes}\n` +
        `Theme, one of ${themes} (mint): ` +
        `Primary color (#15803D): ` +
        `  "teal" is not a hex color: write it as #16A34A or #0A8\n` +
        `Primary color (#15803D): `,
    );
    expect(result.stdout).toContain('Created Team Docs in team-docs (14 files):');
    expect(await docsJson(path.join(cwd, 'team-docs'))).toMatchObject({
      name: 'Team Docs',
      theme: 'palm',
      colors: { primary: '#0EA5E9' },
    });
  });

  it('asks only what the command line did not give, and nothing with --yes', async () => {
    const cwd = await workspace();
    const partly = await interactive(cwd, ['docs', '--theme', 'luma'], ['Acme', '']);
    expect(partly.shown).toBe('Site name (Docs): Primary color (#15803D): ');
    expect(await docsJson(path.join(cwd, 'docs'))).toMatchObject({ name: 'Acme', theme: 'luma' });

    const quiet = await interactive(cwd, ['other', '--yes'], []);
    expect(quiet.code).toBe(0);
    expect(quiet.shown).toBe('');
    expect(await docsJson(path.join(cwd, 'other'))).toMatchObject({ name: 'Other', theme: 'mint' });
  });

  it('refuses a folder given on the command line before asking anything', async () => {
    const cwd = await workspace();
    await mkdir(path.join(cwd, 'taken'));
    await writeFile(path.join(cwd, 'taken', 'x.md'), 'x');
    const result = await interactive(cwd, ['taken'], ['Acme']);
    expect(result.shown).toBe('');
    expect(result.stderr).toBe(
      'folio init: taken is not empty (x.md): choose a new or empty folder, or pass --force to add the starter files beside what is there\n',
    );
    expect(result.code).toBe(1);
  });

  it('writes nothing when the input ends before the last answer', async () => {
    const cwd = await workspace();
    const result = await interactive(cwd, [], ['docs', 'Acme']);
    expect(result.stderr).toBe('folio init: cancelled: nothing was written\n');
    expect(result.code).toBe(1);
    expect(await readdir(cwd)).toEqual([]);
  });
});

describe('folio init as a process', () => {
  it('asks nothing when its input is not a terminal, and prints its help', async () => {
    const cwd = await workspace();
    const result = spawnFolioIn(cwd, ['init']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Created My Docs in my-docs \(14 files\):/);
    const help = await runFolio(['init', '--help'], cwd);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: folio init \[dir\]/);
  });
});
