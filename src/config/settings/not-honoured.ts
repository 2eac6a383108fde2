/**
 * The `not-honoured` warning: a docs.json key the format documents that Folio accepts but does
 * not apply yet (see `setting-list.ts`). A team that sets it would otherwise see nothing happen
 * and not know why; the warning names the key, at its place in docs.json, once per load of
 * docs.json (so once per build, and in `folio validate`). Such a key inside a section Folio does
 * not know the whole of would also be an unknown key: this warning replaces that one.
 *
 * @module
 */
import type { Diagnostic } from '../../shared/index.ts';
import { formatJsonPath } from '../../shared/index.ts';
import type { LoadedConfig } from '../load-config.ts';
import { SETTINGS } from './setting-list.ts';
import type { Setting } from './setting-list.ts';

type Path = PropertyKey[];

/** Settings page of Folio's docs, named in the hint. */
export const SETTINGS_PAGE = '/reference/docs-json/settings-status';

interface Pattern {
  key: string;
  segments: string[];
}

/** The planned keys of `settings` split in segments (`[]` is its own segment), outer keys first. */
function plannedPatternsOf(settings: readonly Setting[]): Pattern[] {
  return settings
    .filter((setting) => setting.status === 'planned')
    .map((setting) => ({ key: setting.key, segments: segmentsOf(setting.key) }))
    .sort((a, b) => a.segments.length - b.segments.length);
}

const plannedPatterns = plannedPatternsOf(SETTINGS);

/** `navbar.links[].iconType` → `['navbar', 'links', '[]', 'iconType']`. */
export function segmentsOf(key: string): string[] {
  return key.split('.').flatMap((part) => {
    const name = part.replace(/(\[\])+$/, '');
    const arrays = (part.length - name.length) / 2;
    return [name, ...Array.from({ length: arrays }, () => '[]')];
  });
}

/** A planned key a docs.json sets, where. */
export interface NotHonouredKey {
  /** The setting as the list names it, e.g. `banner.type`. */
  key: string;
  /** Its path in this docs.json, e.g. `['navbar', 'links', 2, 'iconType']`. */
  path: Path;
}

/**
 * The planned keys `raw` (docs.json's object) sets (of `settings`, Folio's list unless given). Inside a planned key, nothing more is
 * reported: a `banner` that is planned as a whole is one key, whatever it holds.
 */
export function notHonouredKeys(
  raw: unknown,
  settings: readonly Setting[] = SETTINGS,
): NotHonouredKey[] {
  const found: NotHonouredKey[] = [];
  const patterns = settings === SETTINGS ? plannedPatterns : plannedPatternsOf(settings);
  for (const { key, segments } of patterns) {
    for (const path of pathsMatching(raw, segments, [])) {
      const inside = found.some((outer) => startsWith(path, outer.path));
      if (!inside) found.push({ key, path });
    }
  }
  return found;
}

/** The warnings for the planned keys `raw` sets, positioned with `locate`. */
export function notHonouredDiagnostics(
  keys: readonly NotHonouredKey[],
  locate: LoadedConfig['locate'],
): Diagnostic[] {
  return keys.map(({ key, path }) => {
    const position = locate(path, true);
    return {
      severity: 'warning',
      code: 'not-honoured',
      message: `"${key}" is accepted, but Folio does not apply it yet`,
      hint: `The site builds without it; remove the key to silence this warning. See ${SETTINGS_PAGE} for what Folio applies.`,
      ...(position ? { position } : {}),
      jsonPath: formatJsonPath(path),
    };
  });
}

/** Whether `path` is `prefix` or lies inside it. */
export function startsWith(path: readonly PropertyKey[], prefix: readonly PropertyKey[]): boolean {
  return prefix.length <= path.length && prefix.every((segment, i) => segment === path[i]);
}

function pathsMatching(value: unknown, segments: readonly string[], at: Path): Path[] {
  const [first, ...rest] = segments;
  if (first === undefined) return [at];
  if (first === '[]') {
    if (!Array.isArray(value)) return [];
    return value.flatMap((item, index) => pathsMatching(item, rest, [...at, index]));
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  if (!Object.hasOwn(value, first)) return [];
  return pathsMatching((value as Record<string, unknown>)[first], rest, [...at, first]);
}
