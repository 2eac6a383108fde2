import { describe, expect, it } from 'vitest';
import { substituteVariables } from './substitute-variables.ts';

const variables = { version: '2.0.0', 'api-url': 'https://api.example.com', tag: '<b>{x}</b>' };

describe('substituteVariables', () => {
  it('puts values in prose, link targets and attribute strings as text', () => {
    const { text, diagnostics } = substituteVariables(
      'Version {{version}} at [{{ api-url }}]({{api-url}}/v1).\n<Card href="{{api-url}}" />\n',
      variables,
      'page.mdx',
    );
    expect(text).toBe(
      'Version 2.0.0 at [https://api.example.com](https://api.example.com/v1).\n<Card href="https://api.example.com" />\n',
    );
    expect(diagnostics).toEqual([]);
  });

  it('writes syntax characters of a value as references outside code, as they are in code', () => {
    const { text } = substituteVariables(
      'Tag {{tag}} and `{{tag}}`.\n\n```html\n{{tag}}\n```\n',
      variables,
      'page.mdx',
    );
    expect(text).toBe(
      'Tag &#60;b&#62;&#123;x&#125;&#60;/b&#62; and `<b>{x}</b>`.\n\n```html\n<b>{x}</b>\n```\n',
    );
  });

  it('warns about an undefined name at its place, with the nearest defined one, and keeps it as text', () => {
    const { text, diagnostics } = substituteVariables(
      'Intro.\n\nUse {{versoin}} or `{{nope}}`.\n',
      variables,
      'guides/a.mdx',
    );
    expect(text).toBe('Intro.\n\nUse &#123;&#123;versoin&#125;&#125; or `{{nope}}`.\n');
    expect(diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'undefined-variable',
        message: '{{versoin}} names no variable of docs.json; it is shown as written',
        hint: 'Did you mean {{version}}? Otherwise define it in docs.json ("variables": {"versoin": "..."}).',
        position: { file: 'guides/a.mdx', line: 3, column: 5 },
      },
      expect.objectContaining({
        message: '{{nope}} names no variable of docs.json; it is shown as written',
        position: { file: 'guides/a.mdx', line: 3, column: 21 },
      }),
    ]);
  });

  it('leaves text without placeholders untouched', () => {
    const source = 'No {braces} here.\n';
    expect(substituteVariables(source, variables, 'a.mdx').text).toBe(source);
  });
});
