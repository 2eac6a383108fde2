/**
 * Checks one list of divisions (tabs, versions, languages, ...): two versions or languages with
 * one name are an error, a second `"default": true` is a warning. Returns the default's index.
 *
 * @module
 */
import { divisionKinds } from '../config/index.ts';
import type { DivisionList } from './division-lists.ts';
import type { Report } from './walk-scope.ts';

export function checkDivisionList(
  list: DivisionList,
  path: readonly PropertyKey[],
  report: Report,
): number {
  const { kind } = list;
  const { label } = divisionKinds[kind];
  const seen = new Map<string, number>();
  let defaultIndex = -1;
  list.entries.forEach(({ name, entry }, index) => {
    const earlier = seen.get(name);
    if (earlier !== undefined && (kind === 'version' || kind === 'language')) {
      report(
        'error',
        `duplicate-${kind}`,
        [...path, index, label],
        `${kind === 'version' ? 'Version' : 'Language'} "${name}" is listed twice in this list (also item ${earlier})`,
        `Give each ${kind} a distinct "${label}", or merge the two entries.`,
      );
    }
    seen.set(name, index);
    if (!('default' in entry) || entry.default !== true) return;
    if (defaultIndex === -1) defaultIndex = index;
    else {
      report(
        'warning',
        'duplicate-default',
        [...path, index, 'default'],
        `More than one default ${kind}: "${name}" is not used as the default`,
        `Keep "default": true on one ${kind} only; item ${defaultIndex} is the default.`,
      );
    }
  });
  return defaultIndex === -1 ? 0 : defaultIndex;
}
