import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../web/index.ts';
import { CodeSlots } from './code-slots.ts';
import { joinUrl, serverChoices, serverUrl } from './server-urls.ts';

describe('server URLs', () => {
  it('substitutes variables with their defaults and drops the trailing slash', () => {
    expect(
      serverUrl({
        url: 'https://{region}.example.com:{port}/{base}/',
        variables: { region: { default: 'eu' }, port: { default: '443' } },
      }),
    ).toBe('https://eu.example.com:443/{base}');
    expect(serverUrl({ url: '/', variables: {} })).toBe('/');
  });

  it('lists each URL once, in order', () => {
    expect(
      serverChoices([
        { url: 'https://a.test/', variables: {} },
        { url: 'https://{h}', variables: { h: { default: 'a.test' } }, description: 'Again' },
        { url: 'https://b.test', description: 'B', variables: {} },
      ]),
    ).toEqual([
      { url: 'https://a.test', description: undefined },
      { url: 'https://b.test', description: 'B' },
    ]);
  });

  it('joins a base and a path with one slash', () => {
    expect(joinUrl('https://a.test/v1/', '/pets')).toBe('https://a.test/v1/pets');
    expect(joinUrl('https://a.test', 'pets')).toBe('https://a.test/pets');
    expect(joinUrl('', '/pets')).toBe('/pets');
    expect(joinUrl('/', 'pets')).toBe('/pets');
  });
});

describe('CodeSlots', () => {
  it('fills placeholders with highlighted code, async or not, in place', async () => {
    const slots = new CodeSlots();
    const html = `<div>${slots.add('a', 'js')}</div><p>${slots.add('b', 'py')}</p>`;
    const filled = await slots.fill(html, (code, lang) =>
      lang === 'js' ? Promise.resolve(`<pre>${code}</pre>`) : `<pre>${code}!</pre>`,
    );
    expect(filled).toBe('<div><pre>a</pre></div><p><pre>b!</pre></p>');
  });

  it('highlights only the blocks the markup holds, so parts of a page fill apart', async () => {
    const slots = new CodeSlots();
    const first = slots.add('a', 'js');
    const second = slots.add('b', 'js');
    const seen: string[] = [];
    const highlight = (code: string): string => {
      seen.push(code);
      return `<pre>${code}</pre>`;
    };
    expect(await slots.fill(`<p>${second}</p>`, highlight)).toBe('<p><pre>b</pre></p>');
    expect(await slots.fill(`<p>${first}</p>`, highlight)).toBe('<p><pre>a</pre></p>');
    expect(seen).toEqual(['b', 'a']);
  });

  it('leaves text that only looks like a placeholder alone', async () => {
    const slots = new CodeSlots();
    const text = escapeHtml('<template data-folio-code-slot="0"></template>');
    expect(await slots.fill(text, () => 'x')).toBe(text);
  });
});
