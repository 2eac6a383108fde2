/**
 * Old and alternative Font Awesome names (`home` for `house`, `cog` for `gear`, v4 names such as
 * `arrow-circle-o-down`), read once from the package's metadata the first time a name is missing.
 *
 * @module
 */
import { readPackageFile } from './package-files.ts';

/** Where an alias points: the current icon name and, for v4 shims, the style it lives in. */
export interface FontAwesomeAlias {
  name: string;
  style?: FontAwesomeStyle;
}

/** The icon folders of Font Awesome Free. */
export type FontAwesomeStyle = 'solid' | 'regular' | 'brands';

const shimPrefixes: Record<string, FontAwesomeStyle> = {
  fas: 'solid',
  far: 'regular',
  fab: 'brands',
};

let aliases: Map<string, FontAwesomeAlias> | undefined;

/** Looks up an alias; the metadata is parsed on the first call only. */
export function fontAwesomeAlias(name: string): FontAwesomeAlias | undefined {
  aliases ??= loadAliases();
  return aliases.get(name);
}

function loadAliases(): Map<string, FontAwesomeAlias> {
  const map = new Map<string, FontAwesomeAlias>();
  const icons = readPackageFile('@fortawesome/fontawesome-free', 'metadata', 'icons.yml');
  if (icons !== undefined) addIconAliases(icons, map);
  const shims = readPackageFile('@fortawesome/fontawesome-free', 'metadata', 'shims.yml');
  if (shims !== undefined) addShims(shims, map);
  return map;
}

/** The unquoted name of a top-level YAML key line (`house:` or `'1':`), if the line is one. */
function topLevelKey(line: string): string | undefined {
  const match = /^'?([\w-]+)'?:\s*$/.exec(line);
  return match?.[1];
}

/**
 * Reads `aliases.names` of every icon in `icons.yml`. The file is large and regular, so a line scan
 * is used rather than a YAML parse.
 */
export function addIconAliases(text: string, map: Map<string, FontAwesomeAlias>): void {
  let icon: string | undefined;
  let section: 'none' | 'aliases' | 'names' = 'none';
  for (const line of text.split('\n')) {
    const content = line.trimStart();
    const indent = line.length - content.length;
    if (indent === 0) {
      icon = topLevelKey(line);
      section = 'none';
    } else if (indent === 2) {
      section = content.startsWith('aliases:') ? 'aliases' : 'none';
    } else if (indent === 4 && section !== 'none') {
      section = content.startsWith('names:') ? 'names' : 'aliases';
    } else if (indent === 6 && section === 'names' && content.startsWith('- ')) {
      const alias = content.slice(2).trim().replace(/^'|'$/g, '');
      if (icon !== undefined && alias !== '' && !map.has(alias)) map.set(alias, { name: icon });
    }
  }
}

/** Reads the v4 → current name table of `shims.yml` (`name` and `prefix` under each old name). */
export function addShims(text: string, map: Map<string, FontAwesomeAlias>): void {
  let oldName: string | undefined;
  let entry: { name?: string; style?: FontAwesomeStyle } = {};
  const flush = (): void => {
    if (oldName !== undefined && !map.has(oldName)) {
      const alias: FontAwesomeAlias = { name: entry.name ?? oldName };
      if (entry.style !== undefined) alias.style = entry.style;
      map.set(oldName, alias);
    }
  };
  for (const line of text.split('\n')) {
    const key = topLevelKey(line);
    if (key !== undefined) {
      flush();
      oldName = key;
      entry = {};
      continue;
    }
    const field = /^ {2}(name|prefix):\s*'?([\w-]+)'?\s*$/.exec(line);
    if (field?.[1] === 'name' && field[2] !== undefined) entry.name = field[2];
    const style =
      field?.[1] === 'prefix' && field[2] !== undefined ? shimPrefixes[field[2]] : undefined;
    if (style !== undefined) entry.style = style;
  }
  flush();
}
