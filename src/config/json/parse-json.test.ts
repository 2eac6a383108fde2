import { describe, expect, it } from 'vitest';
import { tempDocs } from '../../../test/helpers/temp-docs.ts';
import { loadConfig } from '../load-config.ts';
import { MAX_JSON_DEPTH } from './parse-json.ts';

/** A docs.json of about `megabytes` MB: many groups of many pages. */
function bigDocsJson(megabytes: number, lastPage = 'page'): string {
  const groups: string[] = [];
  let size = 0;
  for (let g = 0; size < megabytes * 1024 * 1024; g++) {
    const pages = Array.from({ length: 50 }, (_, p) => `"section-${g}/${lastPage}-${p}"`).join(
      ', ',
    );
    const group = `    {"group": "Group ${g}", "pages": [${pages}]}`;
    groups.push(group);
    size += group.length;
  }
  return `{\n  "name": "Big",\n  "navigation": {"groups": [\n${groups.join(',\n')}\n  ]}\n}\n`;
}

describe('large and hostile inputs', () => {
  it('loads a 5 MB docs.json', async () => {
    const text = bigDocsJson(5);
    expect(text.length).toBeGreaterThan(5 * 1024 * 1024);
    const root = await tempDocs({ 'docs.json': text });
    const loaded = await loadConfig(root);
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.config?.navigation.groups?.length).toBeGreaterThan(1000);
  });

  it('positions a mistake at the end of a 5 MB docs.json', async () => {
    const text = bigDocsJson(5).replace(/\]\}\n {2}\]\}\n\}\n$/, ', 42]}\n  ]}\n}\n');
    const root = await tempDocs({ 'docs.json': text });
    const loaded = await loadConfig(root);
    const lines = text.split('\n');
    expect(loaded.diagnostics).toHaveLength(1);
    expect(loaded.diagnostics[0]?.position).toEqual({
      file: 'docs.json',
      line: lines.length - 3,
      column: (lines.at(-4) ?? '').lastIndexOf(', 42]') + 3,
    });
  });

  it('refuses nesting deeper than the limit, with a position, instead of overflowing the stack', async () => {
    const depth = 100_000;
    const root = await tempDocs({
      'docs.json': `{"navigation": ${'['.repeat(depth)}${']'.repeat(depth)}}`,
    });
    const loaded = await loadConfig(root);
    expect(loaded.diagnostics.map((d) => [d.code, d.position?.column])).toEqual([
      ['json-too-deep', 16 + MAX_JSON_DEPTH - 1],
    ]);
  });

  it('keeps "__proto__" keys as plain data', async () => {
    const root = await tempDocs({
      'docs.json': '{"navigation": {"pages": []}, "__proto__": {"polluted": true}}',
    });
    const loaded = await loadConfig(root);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(loaded.diagnostics.map((d) => d.code)).toEqual(['unsafe-key']);
    expect(Object.getPrototypeOf(loaded.config)).toBe(Object.prototype);
  });
});
