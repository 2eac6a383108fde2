import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const packModule = pathToFileURL(path.join(import.meta.dirname, 'module-pack.ts')).href;
const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((f) => rm(f, { recursive: true, force: true })));
});

/**
 * A tool folder: `main.ts` imports `./greet.ts` and the package `shout` from its node_modules,
 * and prints what they give.
 */
async function tool(): Promise<{
  root: string;
  pack: string;
  run: () => string;
  stderrOfRun: () => string;
}> {
  const root = await mkdtemp(path.join(tmpdir(), 'folio-pack-'));
  folders.push(root);
  await writeFile(path.join(root, 'package.json'), '{"type": "module"}');
  await writeFile(
    path.join(root, 'main.ts'),
    "import { greet } from './greet.ts';\nimport { shout } from 'shout';\nconsole.log(shout(greet('pack')));\n",
  );
  await writeFile(
    path.join(root, 'greet.ts'),
    'export const greet = (name: string): string => `hello ${name}`;\n',
  );
  const shout = path.join(root, 'node_modules', 'shout');
  await mkdir(shout, { recursive: true });
  await writeFile(
    path.join(shout, 'package.json'),
    '{"name": "shout", "type": "module", "exports": "./index.js"}',
  );
  await writeFile(path.join(shout, 'index.js'), 'export const shout = (s) => s.toUpperCase();\n');
  await writeFile(path.join(root, 'node_modules', '.package-lock.json'), '{}');
  const pack = path.join(root, 'node_modules', '.cache', 'folio', 'modules.pack');
  const script = [
    `const { ModulePack } = await import(${JSON.stringify(packModule)});`,
    `new ModulePack({ root: ${JSON.stringify(root)}, file: ${JSON.stringify(pack)} }).install();`,
    `await import(${JSON.stringify(pathToFileURL(path.join(root, 'main.ts')).href)});`,
  ].join('\n');
  const run = (): string =>
    execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
  const stderrOfRun = (): string =>
    spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }).stderr;
  return { root, pack, run, stderrOfRun };
}

/** The imports the pack holds resolutions of (specifiers). */
async function resolvedImports(pack: string): Promise<string[]> {
  const text = await readFile(pack, 'utf8');
  const header = JSON.parse(text.slice(0, text.indexOf('\n'))) as {
    resolved: Record<string, unknown>;
  };
  return Object.keys(header.resolved).map((key) => key.slice(key.indexOf('\0') + 1));
}

/** Replaces `from` by `to` in the pack's text of a module (the header keeps its length). */
async function plant(pack: string, from: string, to: string): Promise<void> {
  expect(to.length).toBe(from.length);
  const text = await readFile(pack, 'utf8');
  expect(text).toContain(from);
  await writeFile(pack, text.replace(from, to));
}

describe('the module pack', () => {
  it('is written on the first run and answers the next runs', async () => {
    const { pack, run } = await tool();
    expect(run()).toBe('HELLO PACK');
    expect(await resolvedImports(pack)).toEqual(expect.arrayContaining(['./greet.ts', 'shout']));
    // A run that reads the module's text from the pack prints what the pack holds.
    await plant(pack, '`hello ${name}`', '`howdy ${name}`');
    expect(run()).toBe('HOWDY PACK');
  });

  it('keeps TypeScript modules with their types stripped in place, and warns of nothing', async () => {
    const { pack, run, stderrOfRun } = await tool();
    expect(stderrOfRun()).toBe('');
    const text = await readFile(pack, 'utf8');
    // The types are blanked out, so every position in the module stays where it was.
    expect(text).toContain('export const greet = (name        )         => `hello ${name}`;');
    expect(text).not.toContain('name: string');
    expect(run()).toBe('HELLO PACK');
    expect(stderrOfRun()).toBe('');
  });

  it('never uses the text of a module whose file changed since', async () => {
    const { root, pack, run } = await tool();
    run();
    await plant(pack, '`hello ${name}`', '`howdy ${name}`');
    await writeFile(
      path.join(root, 'greet.ts'),
      'export const greet = (name: string): string => `hi ${name}`;\n',
    );
    expect(run()).toBe('HI PACK');
    expect(run()).toBe('HI PACK');
  });

  it('forgets package imports when the packages installed change', async () => {
    const { root, pack, run } = await tool();
    run();
    // Another version of the package, in another file, as an install would leave it.
    const shout = path.join(root, 'node_modules', 'shout');
    await writeFile(path.join(shout, 'loud.js'), 'export const shout = (s) => `${s}!`;\n');
    await writeFile(
      path.join(shout, 'package.json'),
      '{"name": "shout", "type": "module", "exports": "./loud.js"}',
    );
    await writeFile(path.join(root, 'node_modules', '.package-lock.json'), '{"v": 2}');
    expect(run()).toBe('hello pack!');
    expect(existsSync(pack)).toBe(true);
  });

  it('keeps no package imports without a record of the install', async () => {
    const { root, pack, run } = await tool();
    await rm(path.join(root, 'node_modules', '.package-lock.json'));
    run();
    expect(await resolvedImports(pack)).toContain('./greet.ts');
    expect(await resolvedImports(pack)).not.toContain('shout');
    const shout = path.join(root, 'node_modules', 'shout');
    await writeFile(path.join(shout, 'loud.js'), 'export const shout = (s) => `${s}!`;\n');
    await writeFile(
      path.join(shout, 'package.json'),
      '{"name": "shout", "type": "module", "exports": "./loud.js"}',
    );
    expect(run()).toBe('hello pack!');
  });

  it('fails as Node does when a module it resolved before is gone', async () => {
    const { root, run } = await tool();
    run();
    await rm(path.join(root, 'greet.ts'));
    expect(run).toThrow(/Cannot find module .*greet\.ts/);
  });

  it('is only a slower start when its file is damaged or cannot be written', async () => {
    const { root, pack, run } = await tool();
    run();
    await writeFile(pack, '{ damaged\nrest');
    expect(run()).toBe('HELLO PACK');
    await rm(path.join(root, 'node_modules', '.cache'), { recursive: true });
    await writeFile(path.join(root, 'node_modules', '.cache'), 'a file, not a folder');
    expect(run()).toBe('HELLO PACK');
  });
});
