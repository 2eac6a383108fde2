/**
 * The starter's files: the template under `template/` with the site name, theme and colors put
 * in. Each `%TOKEN%` is replaced with its value escaped for the kind of file it lands in (a JSON
 * or YAML string, Markdown text, SVG text), so a name such as `Acme <Docs> & "Co"` cannot break
 * a page or docs.json. The template is read from beside this file so it ships with the package.
 *
 * @module
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { colorShades } from './color-shades.ts';
import { graphemes } from './graphemes.ts';
import type { StarterOptions } from './starter-options.ts';

/** One file of the starter: its path inside the folder (POSIX) and its text. */
export interface StarterFile {
  path: string;
  content: string;
}

const templateFolder = fileURLToPath(new URL('./template/', import.meta.url));

/**
 * Template files whose real name a package would lose: npm leaves `.gitignore` out of every
 * tarball, so the template keeps it as `_gitignore`.
 */
const renamed: Record<string, string> = { _gitignore: '.gitignore' };

type Escape = (text: string) => string;

/** JSON and YAML (inside double quotes) share the escapes of a JSON string. */
const jsonString: Escape = (text) => JSON.stringify(text).slice(1, -1);
/** Backslash-escapes what Markdown or MDX would read as markup in running text. */
const markdownText: Escape = (text) => text.replace(/[\\`*_{}[\]<>|~&#!]/g, '\\$&');
const xmlText: Escape = (text) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

const escapes: Record<string, Escape> = {
  '.json': jsonString,
  '.yaml': jsonString,
  '.mdx': markdownText,
  '.md': markdownText,
  '.svg': xmlText,
};

/** Every file of the starter for these options, sorted by path. */
export async function fillTemplate(options: StarterOptions): Promise<StarterFile[]> {
  const values = tokenValues(options);
  return Promise.all(
    (await templateFiles()).map(async ({ source, path: file }) => ({
      path: file,
      content: fill(file, await readFile(source, 'utf8'), values),
    })),
  );
}

/** The paths the starter writes (the same for any options), sorted. */
export async function starterPaths(): Promise<string[]> {
  return (await templateFiles()).map((file) => file.path);
}

async function templateFiles(): Promise<{ source: string; path: string }[]> {
  const entries = await readdir(templateFolder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const source = path.join(entry.parentPath, entry.name);
      const parts = path.relative(templateFolder, source).split(path.sep);
      const name = parts.pop() ?? entry.name;
      return { source, path: [...parts, renamed[name] ?? name].join('/') };
    })
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

function tokenValues({ name, theme, color }: StarterOptions): Record<string, string> {
  const shades = colorShades(color);
  return {
    NAME: name,
    THEME: theme,
    PRIMARY: shades.primary,
    LIGHT: shades.light,
    DARK: shades.dark,
    LOGO_WIDTH: String(logoWidth(name)),
  };
}

function fill(file: string, text: string, values: Record<string, string>): string {
  const escape = escapes[path.extname(file)];
  return text.replace(/%([A-Z_]+)%/g, (token, key: string) => {
    const value = values[key];
    // A token the code does not know, or in a file kind without escapes, is a template mistake.
    if (value === undefined || !escape) {
      throw new Error(`Template file ${file} has ${token}, which Folio cannot fill`);
    }
    return escape(value);
  });
}

/**
 * Width of the logo: the 32-pixel mark, a gap, and the name at 20 pixels (about 13 pixels a
 * character in a system sans-serif, 20 for wide East Asian ones).
 */
function logoWidth(name: string): number {
  const textWidth = graphemes(name).reduce(
    (sum, character) => sum + ((character.codePointAt(0) ?? 0) >= 0x1100 ? 20 : 13),
    0,
  );
  return 42 + textWidth + 4;
}
