import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJson } from './parse-json.ts';
import { scanJson } from './plain-json.ts';
import { JsonSourceMap } from './source-map.ts';
import type { ContainerLocation } from './source-map.ts';

const repo = fileURLToPath(new URL('../../../', import.meta.url));

/** Every path to a value in `value`, containers first. */
function pathsOf(value: unknown, at: PropertyKey[] = [], found: PropertyKey[][] = []) {
  found.push(at);
  if (Array.isArray(value)) value.forEach((item, i) => pathsOf(item, [...at, i], found));
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...at, key], found);
  return found;
}

/** What a parse gives: the value, its diagnostics, and the position of every value and key. */
function parsed(text: string, plain: boolean) {
  const sourceMap = new JsonSourceMap();
  const { value, diagnostics } = parseJson(text, 'docs.json', sourceMap, { plain });
  const positions = pathsOf(value).map((path) => [
    sourceMap.locate(value, path),
    sourceMap.locate(value, path, true),
  ]);
  return { value, diagnostics, positions };
}

function expectSameRoads(text: string): void {
  expect(parsed(text, true)).toEqual(parsed(text, false));
}

describe('plain JSON', () => {
  it('gives what the parse with positions gives, for every docs.json of the repository', () => {
    const files = globSync(['docs/**/docs.json', 'test/fixtures/**/*.json'], { cwd: repo });
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) expectSameRoads(readFileSync(`${repo}${file}`, 'utf8'));
  });

  it('gives what the parse with positions gives, for any JSON however written', () => {
    const written = fc.tuple(fc.jsonValue(), fc.constantFrom(undefined, 1, 2, '\t'));
    fc.assert(
      fc.property(written, ([value, indent]) => {
        expectSameRoads(JSON.stringify(value, null, indent));
      }),
    );
  });

  it.each([
    ['a repeated key', '{"a": 1, "b": {"c": [1]}, "a": {"d": 2}}'],
    ['a repeated key in an array', '[{"a": 1, "a": 2}, {"a": 3}]'],
    ['a __proto__ key', '{"__proto__": {"polluted": true}, "a": 1}'],
    ['an escaped __proto__ key', '{"\\u005f_proto__": {"polluted": true}}'],
    ['a comment', '{\n  // note\n  "a": [1, 2]\n}'],
    ['a trailing comma', '{"a": [1, 2,], "b": 1,}'],
    ['a syntax error', '{"a": [1, 2}'],
    ['a control character', '{"a": "one\ntwo"}'],
    ['a $ref', '{"navigation": {"$ref": "./nav.json"}}'],
    ['keys with escapes', '{"a\\"b": {"c\\\\": ["\\":"]}, "x" : {"y"\n:1}}'],
  ])('leaves %s to the parse with positions, with the same result', (_, text) => {
    expectSameRoads(text);
  });

  it('finds the positions of plain JSON when asked for, only on the path asked for', () => {
    let found = 0;
    let recorded = 0;
    class CountingMap extends JsonSourceMap {
      override findLater(container: object, find: () => ContainerLocation): void {
        super.findLater(container, () => {
          found++;
          return find();
        });
      }
      override set(...args: Parameters<JsonSourceMap['set']>): void {
        recorded++;
        super.set(...args);
      }
    }
    const sourceMap = new CountingMap();
    const text = '{\n  "a": {"b": [1, {"c": 2}], "d": [[]]},\n  "e": {"f": {}}\n}';
    const { value } = parseJson(text, 'docs.json', sourceMap);
    expect(found).toBe(0);
    expect(sourceMap.locate(value, ['a', 'b', 1, 'c'])).toEqual({
      file: 'docs.json',
      line: 2,
      column: 24,
    });
    expect([found, recorded]).toEqual([4, 0]);
  });

  it('finds a container reached without its parents, as the parse with positions does', () => {
    const text = '{"a": {"b": [1, {"c": 2}]}}';
    const deep = (value: unknown) => (value as { a: { b: object[] } }).a.b[1] as object;
    const plain = new JsonSourceMap();
    const withPositions = new JsonSourceMap();
    const parsedPlain = parseJson(text, 'docs.json', plain);
    const parsedWithPositions = parseJson(text, 'docs.json', withPositions, { plain: false });
    expect(plain.get(deep(parsedPlain.value))).toEqual(
      withPositions.get(deep(parsedWithPositions.value)),
    );
  });
});

describe('scanJson', () => {
  it('counts keys, not strings', () => {
    expect(scanJson('{"a": "b", "c" :\n ["d", "e"], "f\\"": {"g": "h:"}}', 10)).toEqual({
      tooDeep: undefined,
      keys: 4,
    });
  });

  it('finds where nesting passes the limit', () => {
    expect(scanJson('{"a": [[{"b": 1}]]}', 3)).toEqual({ tooDeep: 8, keys: 1 });
  });
});
