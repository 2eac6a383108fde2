/**
 * Code fences for generated pages, in the languages real docs use most (bash, ts, js, json,
 * python, yaml, go), each with a file name it could carry as its title.
 *
 * @module
 */
import { randomNoun, slugify } from './prose.ts';
import type { Random } from './random.ts';

/** One code sample: fence language, a title it may carry, and its lines. */
export interface CodeSample {
  lang: string;
  title: string;
  code: string;
}

type SampleMaker = (name: string, random: Random) => CodeSample;

const makers: Record<string, SampleMaker> = {
  bash: (name, random) => ({
    lang: 'bash',
    title: 'Terminal',
    code: [
      'npm install @acme/sdk@latest',
      `npx acme@latest ${random.pick(['deploy', 'init', 'dev', 'login'])} --env ${random.pick(['staging', 'prod'])}`,
      `curl -X POST https://api.acme.dev/v1/${name}s \\`,
      '  -H "Authorization: Bearer $ACME_API_KEY" \\',
      `  -d '{"name": "${name}-${String(random.int(1, 99))}"}'`,
    ].join('\n'),
  }),
  ts: (name, random) => ({
    lang: 'ts',
    title: `${name}.ts`,
    code: [
      'import { acme } from "@acme/sdk";',
      '',
      `export const ${camel(name)} = acme.task({`,
      `  id: "${name}",`,
      `  retry: { maxAttempts: ${String(random.int(1, 10))}, factor: 2 },`,
      '  run: async (payload: { id: string }, { ctx }) => {',
      `    const result = await acme.${camel(name)}s.get(payload.id);`,
      '    console.log("finished", ctx.run.id);',
      '    return { ok: true, result };',
      '  },',
      '});',
    ].join('\n'),
  }),
  js: (name, random) => ({
    lang: 'js',
    title: 'index.js',
    code: [
      'const { Acme } = require("@acme/sdk");',
      '',
      'const client = new Acme({ apiKey: process.env.ACME_API_KEY });',
      '',
      `const ${camel(name)} = await client.${camel(name)}s.create({`,
      `  name: "${name}",`,
      `  timeoutSeconds: ${String(random.int(10, 900))},`,
      '});',
      `console.log(${camel(name)}.id);`,
    ].join('\n'),
  }),
  json: (name, random) => ({
    lang: 'json',
    title: 'Response',
    code: JSON.stringify(
      {
        id: `${name}_${String(random.int(100_000, 999_999))}`,
        object: name,
        status: random.pick(['active', 'queued', 'completed']),
        createdAt: '2025-03-14T09:26:53Z',
        metadata: { region: 'eu-west-1', attempts: random.int(1, 5) },
      },
      null,
      2,
    ),
  }),
  python: (name, random) => ({
    lang: 'python',
    title: 'main.py',
    code: [
      'import os',
      'from acme import Acme',
      '',
      'client = Acme(api_key=os.environ["ACME_API_KEY"])',
      '',
      `def ${name.replaceAll('-', '_')}_handler(event):`,
      `    result = client.${name.replaceAll('-', '_')}s.create(name=event["name"])`,
      `    if result.attempts > ${String(random.int(1, 5))}:`,
      '        raise RuntimeError("too many attempts")',
      '    return result.id',
    ].join('\n'),
  }),
  yaml: (name, random) => ({
    lang: 'yaml',
    title: '.github/workflows/deploy.yml',
    code: [
      `name: Deploy ${name}`,
      'on:',
      '  push:',
      `    branches: [${random.pick(['main', 'release'])}]`,
      'jobs:',
      '  deploy:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: actions/checkout@v4',
      '      - run: npx acme@latest deploy',
      '        env:',
      '          ACME_API_KEY: ${{ secrets.ACME_API_KEY }}',
    ].join('\n'),
  }),
  go: (name, random) => ({
    lang: 'go',
    title: 'main.go',
    code: [
      'package main',
      '',
      'import (',
      '\t"fmt"',
      '\t"github.com/acme/acme-go"',
      ')',
      '',
      'func main() {',
      '\tclient := acme.NewClient()',
      `\titem, err := client.Create("${name}", acme.WithRetries(${String(random.int(1, 9))}))`,
      '\tif err != nil {',
      '\t\tpanic(err)',
      '\t}',
      '\tfmt.Println(item.ID)',
      '}',
    ].join('\n'),
  }),
};

/** Every language a generated page can use. */
export const languages = Object.keys(makers);

/** A sample in `lang` (one of `languages`), or in a random language when none is given. */
export function codeSample(random: Random, lang?: string): CodeSample {
  const chosen = lang ?? random.pick(languages);
  const maker = makers[chosen];
  if (!maker) throw new Error(`No code sample for ${chosen}`);
  return maker(slugify(randomNoun(random)), random);
}

/** A fenced code block, with its title on about half of them (always when `titled`). */
export function fence(random: Random, sample: CodeSample, titled = random.chance(0.5)): string {
  const info = titled ? `${sample.lang} ${sample.title}` : sample.lang;
  return `\`\`\`${info}\n${sample.code}\n\`\`\``;
}

function camel(name: string): string {
  return name.replaceAll(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
