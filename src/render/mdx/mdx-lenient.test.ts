/** Names nothing defines: shown or read as undefined, with warnings at the name. */
import { describe, expect, it } from 'vitest';
import { runtime } from '../../../test/helpers/mdx-runtime.ts';

describe('MdxRuntime: undefined names', () => {
  it('shows a lone undefined name in prose as text, with a warning at the name', async () => {
    const render = runtime({ 'snippets/s.mdx': 'Hi {who}.\n' });
    const result = await render(
      "---\ntitle: A\n---\nimport S from '/snippets/s.mdx';\nexport const known = 'K';\n\nUse the {kickoff_id} and {known}.\n\n{flow_name}\n\n<S who=\"W\" />\n\n<S />\n",
    );
    expect(result.html).toBe(
      '<p>Use the {kickoff_id} and K.</p>\n{flow_name}\n<p>Hi W.</p>\n<p>Hi {who}.</p>',
    );
    expect(result.diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'undefined-name',
        message: '`kickoff_id` is not defined: {kickoff_id} is shown as text',
        hint: 'Escape the braces (\\{kickoff_id\\}) to show them as text, or define it: export const kickoff_id = ...',
        position: { file: 'page.mdx', line: 7, column: 10 },
      },
      expect.objectContaining({
        message: '`flow_name` is not defined: {flow_name} is shown as text',
        position: { file: 'page.mdx', line: 9, column: 2 },
      }),
      expect.objectContaining({
        message: '`who` is not defined: {who} is shown as text',
        position: { file: 'snippets/s.mdx', line: 1, column: 5 },
      }),
    ]);
  });

  it('reads a name nothing defines as undefined, with a warning at the name', async () => {
    const render = runtime({
      'snippets/paid.mdx': '{feature} {verb ?? "is"} only in a paid plan.\n',
    });
    const result = await render(
      [
        '---',
        'title: A',
        '---',
        "import Paid from '/snippets/paid.mdx';",
        '',
        '<Paid feature="Search" />',
        '',
        'Value: {missing + 1}, <Box cols={columns}>x</Box> | `state`={used,free} | {user.name}.',
        '',
      ].join('\n'),
    );
    expect(result.html).toBe(
      '<p>Search is only in a paid plan.</p>\n<p>Value: NaN, <div data-cols="undefined">x</div> | <code>state</code>= | .</p>',
    );
    expect(
      result.diagnostics.map(
        (item) =>
          `${item.severity} ${item.code} ${item.position?.file ?? ''}:${String(item.position?.line)}:${String(item.position?.column)}: ${item.message}`,
      ),
    ).toEqual([
      'warning undefined-name page.mdx:8:9: `missing` is not defined: it is read as undefined',
      'warning undefined-name page.mdx:8:34: `columns` is not defined: it is read as undefined',
      'warning undefined-name page.mdx:8:62: `used` is not defined: it is read as undefined',
      'warning undefined-name page.mdx:8:67: `free` is not defined: it is read as undefined',
      'warning undefined-name page.mdx:8:76: `user` is not defined: the expression is left empty',
      // The snippet's warning comes from its render, after the page's expressions.
      'warning undefined-name snippets/paid.mdx:1:12: `verb` is not defined: it is read as undefined',
    ]);
  });

  it('shows a {{placeholder}} of names nothing defines as written, with a warning', async () => {
    const render = runtime();
    const result = await render(
      '| Role | Prompt |\n| --- | --- |\n| User | A story about {{topic}} |\n',
    );
    expect(result.html).toContain('<td>A story about {{topic}}</td>');
    expect(result.diagnostics).toMatchObject([
      {
        severity: 'warning',
        code: 'undefined-name',
        message: '`topic` is not defined: {{topic}} is shown as text',
        position: { file: 'page.mdx', line: 3, column: 26 },
      },
    ]);
  });

  it('keeps undefined names in code the page defines, and code that does not compile, errors', async () => {
    const render = runtime();
    const inFunction = await render('export const Greet = () => <b>{nobody}</b>;\n\n<Greet />\n');
    expect(inFunction.diagnostics).toMatchObject([
      {
        severity: 'error',
        code: 'mdx-render',
        message:
          '`nobody` is not defined: export it from the page (export const nobody = ...), import it from a snippet, or pass it as a prop',
      },
    ]);
    const called = await render('export const f = () => nobody;\n\n{f()}\n');
    expect(called.diagnostics).toMatchObject([{ severity: 'error', code: 'mdx-code' }]);
  });
});
