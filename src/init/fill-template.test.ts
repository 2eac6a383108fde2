import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { fillTemplate, starterPaths } from './fill-template.ts';

const name = `Acme "Docs" <beta> & {co} *1* [x] \\ \`y\` 'z' | ~ #`;

describe('fillTemplate', () => {
  it('fills every file, escaping the name for the kind of file it lands in', async () => {
    const files = await fillTemplate({ name, theme: 'aspen', color: '#0EA5E9' });
    expect(files.map((file) => file.path)).toEqual(await starterPaths());
    const text = (file: string) => files.find((entry) => entry.path === file)?.content ?? '';
    for (const file of files) expect(file.content, file.path).not.toMatch(/%[A-Z_]+%/);

    expect(JSON.parse(text('docs.json'))).toMatchObject({ name, theme: 'aspen' });
    expect(
      (parse(text('api-reference/openapi.yaml')) as { info: { title: string } }).info.title,
    ).toBe(`${name} API`);
    const logoText = /<text[^>]*>([^<]*)<\/text>/.exec(text('logo/light.svg'))?.[1];
    expect(logoText).toBe(
      'Acme &quot;Docs&quot; &lt;beta&gt; &amp; {co} *1* [x] \\ `y` &apos;z&apos; | ~ #',
    );
    expect(text('index.mdx')).toContain(
      'Welcome to the Acme "Docs" \\<beta\\> \\& \\{co\\} \\*1\\* \\[x\\] \\\\ \\`y\\` \'z\' \\| \\~ \\# documentation.',
    );
  });

  it('keeps the dot of .gitignore, which a package would drop', async () => {
    const paths = await starterPaths();
    expect(paths).toContain('.gitignore');
    expect(paths).not.toContain('_gitignore');
  });
});
