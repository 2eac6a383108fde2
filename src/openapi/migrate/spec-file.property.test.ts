import fc from 'fast-check';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { extensionChange } from './extension-value.ts';
import type { PageExtension } from './extension-value.ts';
import { locateOperation, parseSpecFile, specEdits } from './spec-file.ts';
import { applyTextEdits } from './text-edits.ts';

/** Page bodies as migrate-mdx reads them: `\n` line ends, no trailing white space at the end. */
const body = fc
  .array(
    fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom(
        '',
        '---',
        '# Title',
        '  indented: yes',
        '- item',
        '"quoted"',
        "it's",
        '\t tab',
      ),
      fc.constantFrom(
        '<Note>x</Note>',
        '```bash',
        'key: value # not a comment',
        '{a: 1}',
        '*alias',
      ),
    ),
    { maxLength: 6 },
  )
  .map((lines) => lines.join('\n').replace(/\r/g, '').trimEnd());

const page: fc.Arbitrary<PageExtension> = fc.record({
  metadata: fc.dictionary(
    fc.constantFrom('title', 'description', 'sidebarTitle', 'icon', 'tag'),
    fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.boolean(),
      fc.integer(),
      fc.constant(null),
      fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
      fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), fc.string({ maxLength: 8 }), {
        maxKeys: 2,
      }),
    ),
  ),
  content: body,
  href: fc.constantFrom('/api/list', '/a b', '/x/{id}'),
});

/** The same spec written as block YAML (with comments, CRLF or not), flow YAML, and JSON. */
const specs = fc.record({
  eol: fc.constantFrom('\n', '\r\n'),
  indent: fc.constantFrom(2, 4),
  style: fc.constantFrom('block', 'flow', 'json'),
  extension: fc.constantFrom('none', 'x-mint', 'x-folio'),
});

function specText(options: {
  eol: string;
  indent: number;
  style: string;
  extension: string;
}): string {
  const operation: Record<string, unknown> = { summary: 'List: all', tags: ['Plants'] };
  if (options.extension !== 'none') {
    operation[options.extension] = { playground: 'none', content: 'Old' };
  }
  const value = {
    openapi: '3.1.0',
    info: { title: 'T', version: '1' },
    paths: { '/a': { get: operation, post: { summary: 'Other' } } },
  };
  if (options.style === 'json') {
    return JSON.stringify(value, null, options.indent).replace(/\n/g, options.eol);
  }
  const unit = ' '.repeat(options.indent);
  const lines = [
    '# A comment that stays',
    'openapi: 3.1.0',
    "info: {title: T, version: '1'}",
    'paths:',
    `${unit}/a:`,
  ];
  const ext =
    options.extension === 'none' ? '' : `, ${options.extension}: {playground: none, content: Old}`;
  if (options.style === 'flow') {
    lines.push(`${unit}${unit}get: {summary: 'List: all', tags: [Plants]${ext}}`);
  } else {
    lines.push(`${unit}${unit}get:`, `${unit}${unit}${unit}summary: 'List: all'  # quoted`);
    lines.push(`${unit}${unit}${unit}tags: [Plants]`);
    if (options.extension !== 'none') {
      lines.push(`${unit}${unit}${unit}${options.extension}:`);
      lines.push(
        `${unit}${unit}${unit}${unit}playground: none`,
        `${unit}${unit}${unit}${unit}content: Old`,
      );
    }
  }
  lines.push(`${unit}${unit}post:`, `${unit}${unit}${unit}summary: Other`, '');
  return lines.join(options.eol);
}

describe('spec edits (property)', () => {
  it('set exactly the expected x-folio and leave everything else of the spec as it was', () => {
    fc.assert(
      fc.property(specs, page, (options, source) => {
        const key = options.style === 'json' ? 's.json' : 's.yaml';
        const text = specText(options);
        const spec = parseSpecFile(key, text);
        if (typeof spec === 'string') throw new Error(spec);
        const location = locateOperation(spec.value, 'get', '/a');
        if (!location) throw new Error('no operation');
        const change = extensionChange(location.operation, source);
        if (!change) return;
        const edits = specEdits(spec, location, change);
        if (typeof edits === 'string') throw new Error(edits);
        const out = applyTextEdits(text, edits);

        const before = parse(text) as { paths: { '/a': { get: Record<string, unknown> } } };
        const after = parse(out) as typeof before;
        expect(after.paths['/a'].get['x-folio']).toEqual(change.value);
        delete after.paths['/a'].get['x-folio'];
        delete before.paths['/a'].get['x-mint'];
        delete before.paths['/a'].get['x-folio'];
        expect(after).toEqual(before);
        // Only lines of the extension change: every original line without it is still there.
        const kept = text
          .split(options.eol)
          .filter((line) => !/x-mint|x-folio|playground|content: Old/.test(line));
        const outLines = out.split(options.eol);
        if (options.style === 'block') {
          for (const line of kept) expect(outLines).toContain(line);
        }
        expect(out.replace(/\r\n/g, '').includes('\n')).toBe(options.eol === '\n');
      }),
      { numRuns: 300 },
    );
  });
});
