import { applyEdits, parseTree } from 'jsonc-parser';
import type { JSONPath } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { jsonValueEdits } from './edit-json-text.ts';

function edited(text: string, path: JSONPath, value: unknown, insert = false): string {
  const tree = parseTree(text);
  if (!tree) throw new Error('unparseable');
  return applyEdits(text, jsonValueEdits(text, tree, path, value, insert));
}

describe('jsonValueEdits', () => {
  it('appends to a multi-line list without re-formatting its last item', () => {
    const text = '{\n\t"redirects": [\n\t\t{"source": "/a", "destination": "/b"}\n\t]\n}\n';
    expect(edited(text, ['redirects', -1], { source: '/c', destination: '/d' }, true)).toBe(
      '{\n\t"redirects": [\n\t\t{"source": "/a", "destination": "/b"},\n\t\t{\n\t\t\t"source": "/c",\n\t\t\t"destination": "/d"\n\t\t}\n\t]\n}\n',
    );
  });

  it('keeps a one-line list on one line, spaced as people write it', () => {
    const text = '{"pages": ["a", "b"], "redirects": [{"source": "/a", "destination": "/b"}]}';
    expect(edited(text, ['redirects', -1], { source: '/c', destination: '/d' }, true)).toBe(
      '{"pages": ["a", "b"], "redirects": [{"source": "/a", "destination": "/b"}, { "source": "/c", "destination": "/d" }]}',
    );
  });

  it('replaces a string value and nothing else', () => {
    const text = '{\n  // keep me\n  "pages": [ "a",   "b" ]\n}\n';
    expect(edited(text, ['pages', 1], 'c')).toBe('{\n  // keep me\n  "pages": [ "a",   "c" ]\n}\n');
  });

  it('adds a missing key with the indentation and line ends of the file', () => {
    const text = '{\r\n    "name": "x"\r\n}\r\n';
    expect(edited(text, ['redirects'], [{ source: '/a', destination: '/b' }])).toBe(
      '{\r\n    "name": "x",\r\n    "redirects": [\r\n        {\r\n            "source": "/a",\r\n            "destination": "/b"\r\n        }\r\n    ]\r\n}\r\n',
    );
  });
});
