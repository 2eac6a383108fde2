/**
 * The every-setting fixture (test/fixtures/every-setting): one docs folder that sets every
 * docs.json key of the settings list (the source of the settings table in the docs) and every
 * frontmatter field of docs/reference/frontmatter.mdx, built once; each key and field is
 * checked for an effect a reader or a tool can see. The check tables sit by area in
 * `every-setting/`; the guards below make a new key or field fail until it is checked, or
 * listed with its reason among the few that have nothing to show in a static build.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SETTINGS } from '../../src/config/index.ts';
import { API_CHECKS } from './every-setting/api-checks.ts';
import { fixture, removeBuiltSite } from './every-setting/built-site.ts';
import { FRONTMATTER_CHECKS, fieldsOfDocsPage } from './every-setting/frontmatter-checks.ts';
import { INTEGRATION_CHECKS } from './every-setting/integration-checks.ts';
import { LOOK_CHECKS } from './every-setting/look-checks.ts';
import { NAVIGATION_CHECKS } from './every-setting/navigation-checks.ts';
import { SITE_CHECKS } from './every-setting/site-checks.ts';

const CHECKS = {
  ...LOOK_CHECKS,
  ...NAVIGATION_CHECKS,
  ...SITE_CHECKS,
  ...API_CHECKS,
  ...INTEGRATION_CHECKS,
};

/**
 * docs.json keys the fixture sets that have nothing to show in a built site, each with why,
 * and the test that shows they are read.
 */
const NO_VISIBLE_EFFECT: Record<string, string> = {
  // src/config/load-config.test.ts "accepts every navigation form of the spec" loads a $schema.
  $schema: 'For editors’ completion; Folio never fetches it.',
  // src/render/layout/integrations/site-integrations.test.ts "an unknown provider warns once,
  // naming the key; settings keys are known" reads telemetry without a warning.
  'integrations.telemetry': 'Folio sends no telemetry, so there is nothing to turn off.',
  'integrations.telemetry.enabled': 'Folio sends no telemetry, so there is nothing to turn off.',
  // test/e2e/asyncapi-pages.test.ts "api.asyncapi.directory" shows its effect.
  'api.asyncapi.directory':
    'Applies to levels naming its spec without a directory; the fixture’s level sets its own.',
  // src/render/og-image/og-image-input.test.ts "draws the card over the background image, in the
  // named font" compares the card drawn with and without the font.
  'thumbnails.fonts': 'Glyph shapes inside the PNG: compared against a plain render by that test.',
  'thumbnails.fonts.family':
    'Glyph shapes inside the PNG: compared against a plain render by that test.',
};

/**
 * Frontmatter fields accepted with no effect. `public`, `groups`: src/content tests of
 * frontmatter parsing accept them (docs/reference/frontmatter.mdx says why).
 */
const FIELDS_WITHOUT_EFFECT: Record<string, string> = {
  public: 'Folio sites have no reader sign-in: every page is public.',
  groups: 'Folio sites have no reader sign-in: every page is public.',
};

/** Whether the docs.json value sets `key` (a dotted path; `[]` is any item of a list). */
function sets(value: unknown, segments: string[]): boolean {
  const [first, ...rest] = segments;
  if (first === undefined) return value !== undefined;
  if (first.endsWith('[]')) {
    const list = (value as Record<string, unknown> | undefined)?.[first.slice(0, -2)];
    return Array.isArray(list) && list.some((item) => sets(item, rest));
  }
  if (typeof value !== 'object' || value === null) return false;
  return sets((value as Record<string, unknown>)[first], rest);
}

/** Whether `field` is a key anywhere inside `value` (navigation levels nest). */
function setsAnywhere(value: unknown, field: string[]): boolean {
  if (sets(value, field)) return true;
  if (typeof value !== 'object' || value === null) return false;
  return Object.values(value).some((inner) => setsAnywhere(inner, field));
}

/** The frontmatter keys of every page of the fixture. */
async function fixtureFields(): Promise<Set<string>> {
  const names = (await readdir(fixture, { recursive: true })).filter((name) =>
    name.endsWith('.mdx'),
  );
  const keys = new Set<string>();
  for (const name of names) {
    const head = /^---\n([\s\S]*?)\n---/.exec(await readFile(path.join(fixture, name), 'utf8'));
    for (const line of head?.[1]?.split('\n') ?? []) {
      const key = /^([\w:]+):/.exec(line)?.[1];
      if (key !== undefined) keys.add(key);
    }
  }
  return keys;
}

afterAll(removeBuiltSite);

describe('every setting', () => {
  for (const [key, check] of Object.entries(CHECKS)) it(`docs.json ${key}`, check, 120_000);
  for (const [field, check] of Object.entries(FRONTMATTER_CHECKS)) {
    it(`frontmatter ${field}`, check, 120_000);
  }

  it('checks every key of the settings list, or says why it has nothing to show', () => {
    const unchecked = SETTINGS.map((s) => s.key).filter(
      (key) => !(key in CHECKS) && !(key in NO_VISIBLE_EFFECT),
    );
    expect(unchecked).toEqual([]);
  });

  it('checks only keys of the settings list, and none twice', () => {
    const listed = new Set(SETTINGS.map((s) => s.key));
    const named = [...Object.keys(CHECKS), ...Object.keys(NO_VISIBLE_EFFECT)];
    expect(named.filter((key) => !listed.has(key))).toEqual([]);
    expect(Object.keys(NO_VISIBLE_EFFECT).filter((key) => key in CHECKS)).toEqual([]);
  });

  it('has no planned key: every key the format documents does something', () => {
    expect(SETTINGS.filter((s) => s.status === 'planned').map((s) => s.key)).toEqual([]);
  });

  it('sets in the fixture every key of the settings list', async () => {
    const raw = JSON.parse(await readFile(path.join(fixture, 'docs.json'), 'utf8')) as unknown;
    const missing = SETTINGS.map((s) => s.key).filter((key) => {
      const segments = key.split('.');
      // `$ref` may stand at any level (the fixture's redirects come from a file).
      if (key === '$ref') return !setsAnywhere(raw, segments);
      if (segments[0] !== 'navigation' || segments.length === 1) return !sets(raw, segments);
      // Navigation levels nest (tabs inside products inside versions): any depth counts.
      const navigation = (raw as { navigation?: unknown }).navigation;
      return segments[1] === 'global'
        ? !sets(raw, segments)
        : !setsAnywhere(navigation, segments.slice(1));
    });
    expect(missing).toEqual([]);
  });

  it('checks every field of the frontmatter reference page, and the fixture sets each', async () => {
    const documented = await fieldsOfDocsPage();
    expect(documented.length).toBeGreaterThan(20);
    const known = new Set([
      ...Object.keys(FRONTMATTER_CHECKS),
      ...Object.keys(FIELDS_WITHOUT_EFFECT),
    ]);
    expect(documented.filter((field) => !known.has(field))).toEqual([]);
    expect([...known].filter((field) => !documented.includes(field))).toEqual([]);
    const used = [...(await fixtureFields())];
    const unused = documented.filter((field) =>
      field.endsWith(':*')
        ? !used.some((key) => key.startsWith(field.slice(0, -1)))
        : !used.includes(field),
    );
    expect(unused).toEqual([]);
  });
});
