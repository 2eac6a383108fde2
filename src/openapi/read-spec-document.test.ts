import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { parseSpecDocument } from './read-spec-document.ts';

const fixtures = path.resolve(import.meta.dirname, '../../test/fixtures');

/** What the `yaml` package alone reads from `text`, as this module read specs before. */
function yamlValue(text: string): unknown {
  return parseDocument(text, { uniqueKeys: false }).toJS({ maxAliasCount: -1 });
}

describe('parseSpecDocument', () => {
  it('reads every YAML fixture as the yaml package does', () => {
    const files = readdirSync(fixtures, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.ya?ml$/.test(file),
    );
    expect(files.length).toBeGreaterThan(20);
    let specs = 0;
    for (const file of files) {
      const text = readFileSync(path.join(fixtures, file), 'utf8');
      const read = parseSpecDocument(text, file);
      if (!read.ok) continue;
      specs += 1;
      expect(read.document, file).toEqual(yamlValue(text));
    }
    expect(specs).toBeGreaterThan(10);
  });

  it('reads the YAML the quick reader refuses with the yaml package', () => {
    const text = [
      'openapi: 3.1.0',
      'info: {title: Tags, version: "1"}',
      'x-logo: !!binary aGVsbG8=',
      'x-note: !custom kept as text',
      'paths:',
      '  /a:',
      '    get: {summary: A}',
      '  /a:',
      '    post: {summary: Last wins}',
    ].join('\n');
    const read = parseSpecDocument(text, 'api.yaml');
    expect(read.ok && read.document).toEqual(yamlValue(text));
    expect(read.ok && read.document['paths']).toEqual({ '/a': { post: { summary: 'Last wins' } } });
  });

  it('keeps YAML 1.2 scalars: dates and yes/no stay text, merge keys stay keys', () => {
    const text = 'openapi: 3.0.0\ndate: 2024-01-01\nflag: yes\nbase: &b {x: 1}\nuse: {<<: *b}\n';
    const read = parseSpecDocument(text, 'api.yaml');
    expect(read.ok && read.document).toEqual({
      openapi: '3.0.0',
      date: '2024-01-01',
      flag: 'yes',
      base: { x: 1 },
      use: { '<<': { x: 1 } },
    });
  });

  it('positions a syntax error', () => {
    const read = parseSpecDocument('openapi: 3.1.0\npaths:\n  /a: [1,\n', 'api.yaml');
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.diagnostic.message).toMatch(/^OpenAPI spec api\.yaml: invalid YAML: /);
    expect(read.diagnostic.position).toMatchObject({ file: 'api.yaml', line: 4 });
  });
});
