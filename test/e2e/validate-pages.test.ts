/**
 * `folio validate` compiles every page as the build does: MDX syntax errors, page code that
 * fails and components are reported as `folio build` reports them, from the cache when a page is
 * unchanged, and on worker threads when there are many pages.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runFolio, spawnFolio } from '../helpers/run-folio.ts';
import { page, tempDocs } from '../helpers/temp-docs.ts';

interface Report {
  valid: boolean;
  diagnostics: { severity: string; code: string; message: string; position?: unknown }[];
}

const files = {
  'docs.json': { name: 'T', navigation: { pages: ['index', 'broken', 'code', 'uses'] } },
  'index.mdx': page('Home'),
  'broken.mdx': page('Broken', '# Broken\n\nSome text.\n\n<Card title="A">\n\nText'),
  'code.mdx': page('Code', 'The home is {process.env.HOME}.'),
  'uses.mdx': page('Uses', 'import Part from "/snippets/part.mdx";\n\n<Part />'),
  'snippets/part.mdx': 'A part with <Note>an open tag.\n',
};

async function validate(root: string, ...args: string[]): Promise<Report> {
  return JSON.parse((await runFolio(['validate', root, '--json', ...args])).stdout) as Report;
}

describe('folio validate compiles pages', () => {
  it('reports MDX syntax and page-code errors at file:line:column, as the build does', async () => {
    const root = await tempDocs(files);
    const result = spawnFolio(['validate', root]);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('error[mdx]: Expected a closing tag for `<Card>`\n');
    expect(result.stdout).toMatch(/--> .*broken\.mdx:9:1\n/);
    // Pages are not kept while they are checked: the frame's line is read again for the report.
    expect(result.stdout).toMatch(
      /code\.mdx:5:14\n {3}\|\n5 {2}\| The home is \{process\.env\.HOME\}\.\n/,
    );
    expect(result.stdout).toMatch(
      /error\[mdx-code\]: `process` is not available in page code: .*\n {2}--> .*code\.mdx:5:14\n/,
    );

    const built = await runFolio(['build', root, '--json', '--out', path.join(root, 'out')]);
    const build = JSON.parse(built.stdout) as Report;
    const report = await validate(root);
    expect(report.valid).toBe(false);
    expect(report.diagnostics).toEqual(build.diagnostics);
    expect(report.diagnostics.map((item) => [item.code, item.position])).toEqual([
      ['mdx', { file: 'broken.mdx', line: 9, column: 1 }],
      ['mdx-code', { file: 'code.mdx', line: 5, column: 14 }],
      ['mdx', { file: 'snippets/part.mdx', line: 1, column: 1 }],
      ['unknown-component', { file: 'uses.mdx', line: 7, column: 1 }],
    ]);
  });

  it('takes unchanged pages from the cache and checks edited pages and snippets again', async () => {
    const root = await tempDocs(files);
    const first = await validate(root);
    expect(await validate(root)).toEqual(first);
    expect(await validate(root, '--no-cache')).toEqual(first);

    await writeFile(path.join(root, 'broken.mdx'), page('Broken', '<Card title="A">Text</Card>'));
    await writeFile(
      path.join(root, 'snippets/part.mdx'),
      'A part with <Note>a closed tag</Note>.\n',
    );
    const codes = (await validate(root)).diagnostics.map((item) => item.code);
    expect(codes).toEqual(['mdx-code']);
  });

  it('reports each page of a page set checked on several threads, copies included', async () => {
    const many: Record<string, unknown> = {};
    const names = Array.from({ length: 400 }, (_, n) => `p${String(n)}`);
    for (const name of names) many[`${name}.mdx`] = page(name, `Page ${name}.`);
    many['p7.mdx'] = page('p7', 'Text <Tip>never closed.');
    many['copy/p7.mdx'] = many['p7.mdx'];
    many['p350.mdx'] = page('p350', 'Uses {process.argv}.');
    many['docs.json'] = { name: 'Many', navigation: { pages: [...names, 'copy/p7'] } };
    const root = await tempDocs(many as Record<string, string>);
    const result = spawnFolio(['validate', root, '--json']);
    const report = JSON.parse(result.stdout) as Report;
    expect(result.code).toBe(1);
    expect(report.diagnostics.map((item) => [item.code, item.position])).toEqual([
      ['mdx', { file: 'copy/p7.mdx', line: 5, column: 1 }],
      ['mdx-code', { file: 'p350.mdx', line: 5, column: 7 }],
      ['mdx', { file: 'p7.mdx', line: 5, column: 1 }],
    ]);
  });
});
