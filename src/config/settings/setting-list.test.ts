import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { docsJsonSchema } from '../schema/docs-json.ts';
import { SETTINGS } from './setting-list.ts';
import { SETTINGS_TABLE_PAGE, settingsTable } from './settings-table.ts';

interface Def {
  type: string;
  innerType?: Schema;
  options?: Schema[];
  shape?: Record<string, Schema>;
}
interface Schema {
  _zod: { def: Def };
}

/**
 * The key paths of Folio's schema: objects are walked (through optional values and unions, e.g.
 * the object form of `logo`); lists, records and the navigation tree below its first two levels
 * are not (their items are described by the rows of their parent key).
 */
function schemaKeys(schema: Schema, prefix: string, keys: string[]): string[] {
  const def = schema._zod.def;
  if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default')
    return def.innerType ? schemaKeys(def.innerType, prefix, keys) : keys;
  if (def.type === 'union') {
    for (const option of def.options ?? []) schemaKeys(option, prefix, keys);
    return keys;
  }
  if (def.type !== 'object' || !def.shape) return keys;
  if (prefix.split('.').length > 2 && prefix.startsWith('navigation.')) return keys;
  for (const [key, child] of Object.entries(def.shape)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (!keys.includes(path)) keys.push(path);
    schemaKeys(child, path, keys);
  }
  return keys;
}

describe('the settings list', () => {
  const listed = new Set(SETTINGS.map((setting) => setting.key));

  it('classifies every key of Folio’s docs.json schema', () => {
    const keys = schemaKeys(docsJsonSchema as unknown as Schema, '', []);
    expect(keys.length).toBeGreaterThan(60);
    expect(keys.filter((key) => !listed.has(key))).toEqual([]);
  });

  it('lists each key once', () => {
    expect(SETTINGS.length).toBe(listed.size);
  });

  it('gives a version to honoured keys only, no later than this Folio', () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    const later = (a: string, b: string) =>
      a.localeCompare(b, 'en', { numeric: true }) > 0 ? a : undefined;
    for (const setting of SETTINGS) {
      if (setting.status === 'honoured') {
        expect(setting.since, setting.key).toMatch(/^\d+\.\d+\.\d+$/);
        expect(later(setting.since ?? '', version), setting.key).toBeUndefined();
      } else expect(setting.since, setting.key).toBeUndefined();
    }
  });

  it('lists a parent before its children', () => {
    SETTINGS.forEach((setting, index) => {
      const parent = setting.key.replace(/(\[\])?\.[^.]+$/, '');
      if (parent === setting.key || !listed.has(parent)) return;
      expect(
        SETTINGS.findIndex((other) => other.key === parent),
        setting.key,
      ).toBeLessThan(index);
    });
  });

  it('is the committed settings page (run npm run docs:settings after changing it)', () => {
    const page = readFileSync(`docs/${SETTINGS_TABLE_PAGE}`, 'utf8');
    expect(page).toBe(settingsTable());
  });

  it('is a page listed in the docs navigation', () => {
    const tab = readFileSync('docs/reference/tab.json', 'utf8');
    expect(tab).toContain(`"${SETTINGS_TABLE_PAGE.replace(/\.mdx$/, '')}"`);
  });
});
