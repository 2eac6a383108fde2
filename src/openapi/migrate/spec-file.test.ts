import { describe, expect, it } from 'vitest';
import { extensionChange } from './extension-value.ts';
import type { PageExtension } from './extension-value.ts';
import { locateOperation, parseSpecFile, specEdits } from './spec-file.ts';
import { applyTextEdits } from './text-edits.ts';

const page = { metadata: { title: 'T' }, content: 'Line one\n\nLine two', href: '/r' };

/** The spec text after moving `page` into the operation `method path`. */
function migrate(
  key: string,
  text: string,
  method: string,
  path: string,
  source: PageExtension = page,
): string {
  const spec = parseSpecFile(key, text);
  if (typeof spec === 'string') throw new Error(spec);
  const location = locateOperation(spec.value, method, path);
  if (!location) throw new Error(`no ${method} ${path}`);
  const change = extensionChange(location.operation, source);
  if (!change) return text;
  const edits = specEdits(spec, location, change);
  if (typeof edits === 'string') throw new Error(edits);
  return applyTextEdits(text, edits);
}

describe('locateOperation', () => {
  const value = {
    paths: { '/a/': { get: {} }, '/b': { post: {} } },
    webhooks: { ping: { put: {} } },
    'x-webhooks': { old: { post: {} } },
  };

  it('finds paths exactly or up to a trailing slash, and webhooks by name', () => {
    expect(locateOperation(value, 'get', '/a')?.keys).toEqual(['paths', '/a/', 'get']);
    expect(locateOperation(value, 'post', '/b')?.keys).toEqual(['paths', '/b', 'post']);
    expect(locateOperation(value, 'webhook', 'ping')?.keys).toEqual(['webhooks', 'ping', 'put']);
    expect(locateOperation(value, 'webhook', 'old')?.keys).toEqual(['x-webhooks', 'old', 'post']);
    expect(locateOperation(value, 'get', '/b')).toBeUndefined();
  });
});

describe('JSON specs', () => {
  it('keeps tab indentation and CRLF line ends', () => {
    const text =
      '{\r\n\t"paths": {\r\n\t\t"/a": {\r\n\t\t\t"get": {\r\n\t\t\t\t"summary": "A"\r\n\t\t\t}\r\n\t\t}\r\n\t}\r\n}\r\n';
    expect(migrate('s.json', text, 'get', '/a')).toBe(
      '{\r\n\t"paths": {\r\n\t\t"/a": {\r\n\t\t\t"get": {\r\n\t\t\t\t"summary": "A",\r\n' +
        '\t\t\t\t"x-folio": {\r\n\t\t\t\t\t"metadata": {\r\n\t\t\t\t\t\t"title": "T"\r\n\t\t\t\t\t},\r\n' +
        '\t\t\t\t\t"content": "Line one\\n\\nLine two",\r\n\t\t\t\t\t"href": "/r"\r\n\t\t\t\t}\r\n' +
        '\t\t\t}\r\n\t\t}\r\n\t}\r\n}\r\n',
    );
  });

  it('keeps four-space indentation, no final line break, and one-line objects in their spacing', () => {
    const text =
      '{\n    "paths": {\n        "/a": {\n            "get": {"summary": "A"}\n        }\n    }\n}';
    expect(migrate('s.json', text, 'get', '/a')).toBe(
      '{\n    "paths": {\n        "/a": {\n            "get": {"summary": "A", "x-folio": ' +
        '{"metadata": {"title": "T"}, "content": "Line one\\n\\nLine two", "href": "/r"}}\n' +
        '        }\n    }\n}',
    );
  });

  it('writes minified JSON on one line, and fills an empty operation', () => {
    const text = '{"paths":{"/a":{"get":{"summary":"A"},"put":{}}}}';
    expect(migrate('s.json', text, 'get', '/a')).toBe(
      '{"paths":{"/a":{"get":{"summary":"A","x-folio":{"metadata":{"title":"T"},"content":"Line one\\n\\nLine two","href":"/r"}},"put":{}}}}',
    );
    expect(migrate('s.json', text, 'put', '/a')).toContain('"put":{"x-folio":{"metadata"');
  });

  it('replaces x-mint in place and removes x-mcp with its comma', () => {
    const text = JSON.stringify(
      {
        paths: {
          '/a': { get: { 'x-mint': { href: '/old' }, summary: 'A', 'x-mcp': { enabled: true } } },
        },
      },
      null,
      2,
    );
    const out = migrate('s.json', text, 'get', '/a');
    expect(JSON.parse(out)).toEqual({
      paths: {
        '/a': {
          get: {
            'x-folio': {
              href: '/r',
              metadata: { title: 'T' },
              content: 'Line one\n\nLine two',
              mcp: { enabled: true },
            },
            summary: 'A',
          },
        },
      },
    });
    expect(out).toContain('"summary": "A"\n      }');
  });

  it('leaves the text as it is when the operation already has the content', () => {
    const text = JSON.stringify({ paths: { '/a': { get: { 'x-folio': { ...page } } } } }, null, 2);
    expect(migrate('s.json', text, 'get', '/a')).toBe(text);
  });
});

describe('YAML specs', () => {
  it('inserts block lines after the last key, keeping comments, quoting and blank lines', () => {
    const text = [
      "openapi: '3.1.0' # version",
      'paths:',
      '  "/a":',
      '    get:',
      "      summary: 'A'   # summary",
      '      description: |',
      '        Para one.',
      '',
      '        Para two.',
      '',
      '  /b:',
      '    get: {summary: B}',
      '',
    ].join('\n');
    expect(migrate('s.yaml', text, 'get', '/a')).toBe(
      [
        ...text.split('\n').slice(0, 9),
        '      x-folio:',
        '        metadata:',
        '          title: T',
        '        content: |-',
        '          Line one',
        '',
        '          Line two',
        '        href: /r',
        ...text.split('\n').slice(9),
      ].join('\n'),
    );
  });

  it('adds to a flow mapping inline, and follows unindented sequences and CRLF', () => {
    expect(migrate('s.yaml', 'paths:\n  /b:\n    get: {summary: B}\n', 'get', '/b')).toBe(
      'paths:\n  /b:\n    get: {summary: B, "x-folio": {"metadata": {"title": "T"}, "content": "Line one\\n\\nLine two", "href": "/r"}}\n',
    );
    const crlf = 'paths:\r\n  /a:\r\n    get:\r\n      tags:\r\n      - a\r\n';
    const withTags = { ...page, metadata: { tags: ['x', 'y'] } };
    expect(migrate('s.yaml', crlf, 'get', '/a', withTags)).toBe(
      'paths:\r\n  /a:\r\n    get:\r\n      tags:\r\n      - a\r\n      x-folio:\r\n        metadata:\r\n' +
        '          tags:\r\n          - x\r\n          - y\r\n        content: |-\r\n          Line one\r\n\r\n' +
        '          Line two\r\n        href: /r\r\n',
    );
  });

  it('writes content that starts with spaces so that it reads back the same, at any indentation', () => {
    const text = 'paths:\n    /a:\n        get:\n            summary: A\n';
    const out = migrate('s.yaml', text, 'get', '/a', { ...page, content: '  indented\nline' });
    const spec = parseSpecFile('s.yaml', out);
    if (typeof spec === 'string') throw new Error(spec);
    expect(locateOperation(spec.value, 'get', '/a')?.operation['x-folio']).toMatchObject({
      content: '  indented\nline',
    });
  });

  it('keeps a file without a final line break without one', () => {
    const out = migrate('s.yaml', 'paths:\n  /a:\n    get:\n      summary: A', 'get', '/a');
    expect(out.endsWith('href: /r')).toBe(true);
    expect(out).toContain('summary: A\n      x-folio:\n');
  });

  it('swaps x-mint for x-folio on its own lines and drops x-mcp lines', () => {
    const text =
      'paths:\n  /a:\n    get:\n      # doc\n      x-mint:\n        href: /old\n      summary: A\n      x-mcp:\n        enabled: true\n';
    expect(migrate('s.yaml', text, 'get', '/a')).toBe(
      'paths:\n  /a:\n    get:\n      # doc\n      x-folio:\n        href: /r\n        metadata:\n          title: T\n' +
        '        content: |-\n          Line one\n\n          Line two\n        mcp:\n          enabled: true\n      summary: A\n',
    );
  });

  it('refuses an operation written as an alias', () => {
    const text = 'x-shared: &op\n  summary: A\npaths:\n  /a:\n    get: *op\n';
    const spec = parseSpecFile('s.yaml', text);
    if (typeof spec === 'string') throw new Error(spec);
    const location = locateOperation(spec.value, 'get', '/a');
    if (!location) throw new Error('not found');
    const change = extensionChange(location.operation, page);
    expect(change && specEdits(spec, location, change)).toMatch(/is a YAML alias \(\*op\)/);
  });

  /** Why the edit of `get /a` is refused, or the edited text. */
  const attempt = (text: string) => {
    const spec = parseSpecFile('s.yaml', text);
    if (typeof spec === 'string') throw new Error(spec);
    const location = locateOperation(spec.value, 'get', '/a');
    if (!location) throw new Error('not found');
    const change = extensionChange(location.operation, page);
    if (!change) throw new Error('no change');
    const edits = specEdits(spec, location, change);
    return typeof edits === 'string' ? edits : applyTextEdits(text, edits);
  };

  it('refuses an operation or path item that an alias reuses elsewhere, which would get x-folio too', () => {
    expect(attempt('paths:\n  /a:\n    get: &op\n      summary: A\n  /b:\n    get: *op\n')).toBe(
      'the operation at paths > /a > get is the anchor &op, reused elsewhere through *op: x-folio would appear on every copy; write the copies out',
    );
    expect(attempt('paths:\n  /a: &item\n    get:\n      summary: A\n  /b: *item\n')).toMatch(
      /^the path item \/a at paths > \/a is the anchor &item/,
    );
  });

  it('refuses to replace an extension holding an anchor that other parts use', () => {
    const text =
      'paths:\n  /a:\n    get:\n      x-mint: &shared\n        playground: none\n  /b:\n    get:\n      x-mint: *shared\n';
    expect(attempt(text)).toBe(
      'its x-mint holds the anchor &shared, which other parts of the spec use through *shared: replacing it would break them',
    );
  });

  it('edits anchored operations no alias uses, and replaces an extension that is itself an alias', () => {
    expect(attempt('paths:\n  /a:\n    get: &op\n      summary: A\n')).toContain(
      '    get: &op\n      summary: A\n      x-folio:\n',
    );
    const text =
      'x-base: &base\n  playground: none\npaths:\n  /a:\n    get:\n      x-mint: *base\n      summary: A\n';
    expect(attempt(text)).toBe(
      'x-base: &base\n  playground: none\npaths:\n  /a:\n    get:\n      x-folio:\n        playground: none\n' +
        '        metadata:\n          title: T\n        content: |-\n          Line one\n\n          Line two\n' +
        '        href: /r\n      summary: A\n',
    );
  });

  it('reports a spec whose aliases cannot be resolved instead of failing', () => {
    expect(parseSpecFile('s.yaml', 'a: *nowhere\n')).toBe(
      's.yaml cannot be read as YAML (Unresolved alias (the anchor must be set before the alias): nowhere)',
    );
  });
});
