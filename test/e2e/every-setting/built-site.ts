/**
 * The every-setting fixture (test/fixtures/every-setting), built once per test run and read
 * back by the check tables beside this file. One build for all checks: the tables only read
 * files, so splitting them by area costs nothing.
 *
 * @module
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Diagnostic } from '../../../src/shared/index.ts';
import { buildSite } from '../../../src/site/index.ts';
import { builtSearchText } from '../../helpers/built-search-index.ts';

export const fixture = path.resolve('test/fixtures/every-setting');

/** A check: resolves when the setting's effect is in the built site, throws otherwise. */
export type Check = () => Promise<void>;

interface Built {
  out: string;
  diagnostics: Diagnostic[];
}

let building: Promise<Built> | undefined;

/** Builds the fixture the first time it is called; later calls share that build. */
export function builtSite(): Promise<Built> {
  building ??= (async () => {
    const out = path.join(await mkdtemp(path.join(tmpdir(), 'folio-every-')), 'site');
    const result = await buildSite(fixture, { outDir: out, cache: false });
    if (!result.written) throw new Error(`the every-setting fixture did not build`);
    return { out, diagnostics: result.diagnostics };
  })();
  return building;
}

/** Removes the build's temporary folder (call once, after the last check). */
export async function removeBuiltSite(): Promise<void> {
  if (building === undefined) return;
  const { out } = await building;
  building = undefined;
  await rm(path.dirname(out), { recursive: true, force: true });
}

/** A file of the built site, as text. */
export async function read(file: string): Promise<string> {
  return readFile(path.join((await builtSite()).out, file), 'utf8');
}

/** The whole search index `key` of the built site, as JSON text (read from its shards). */
export async function searchText(key: string): Promise<string> {
  return builtSearchText((await builtSite()).out, key);
}

/** The HTML of a page, by its route without the leading slash. */
export function page(route: string): Promise<string> {
  return read(route === '' ? 'index.html' : path.join(route, 'index.html'));
}

/** Every file name of the built site, relative to it. */
export async function files(): Promise<string[]> {
  return (await readdir((await builtSite()).out, { recursive: true })).map(String);
}

/** The text files of the built site (pages, scripts, data), joined. */
export async function allText(): Promise<string> {
  const names = (await files()).filter((file) =>
    /\.(html|js|json|txt|xml|md|css)$|_redirects$/.test(file),
  );
  return (await Promise.all(names.map((file) => read(file).catch(() => '')))).join('\n');
}

/** The build's warnings, as `code jsonPath` lines. */
export async function warnings(): Promise<string[]> {
  return (await builtSite()).diagnostics.map((d) => `${d.code} ${d.jsonPath ?? ''}`);
}

/** The one script file the page loads under `_folio/<prefix>.*.js`, as text. */
export async function asset(prefix: string): Promise<string> {
  const name = (await files()).find((file) =>
    new RegExp(`^_folio/${prefix}\\.[0-9a-f]+\\.(js|css|svg)$`).test(file),
  );
  if (name === undefined) throw new Error(`no _folio/${prefix}.* asset in the build`);
  return read(name);
}
