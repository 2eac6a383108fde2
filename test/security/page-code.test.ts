/**
 * Page code cannot reach the server that builds it. Each page below tries a way out (Node's
 * globals, the realm's global object, turning text into code, loading modules) to run
 * `touch <marker>`; the build must fail with an error positioned in the page, publish nothing, and
 * the marker must not exist (nothing ran).
 *
 * What this does not claim: functions handed to page code from the server's realm (`h`, the
 * components, props objects React creates) carry that realm's `Function`. In `folio build` and
 * `folio dev` on the author's own folder that stays reachable; hosted builds close it by running in
 * a child process with code generation from strings disabled, which a test below checks.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/site/index.ts';
import { tempDocs } from '../helpers/temp-docs.ts';

const run = promisify(execFile);
const scratch = await mkdtemp(path.join(tmpdir(), 'folio-page-code-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

const notAvailable = (name: string): string =>
  `\`${name}\` is not available in page code: pages are built without Node.js globals (process, require, Buffer, fetch, timers); write the value in the page, or export it from a snippet`;
const noCodeFromStrings =
  'Page code cannot turn text into code (eval, Function, new Function, constructor.constructor): write the code in the page itself';

interface Attempt {
  name: string;
  /** The page body; `MARKER` is replaced by the path of a file that must never be created. */
  body: string;
  message: string;
  line: number;
  column: number;
}

const touch = "execSync('touch MARKER')";
const attempts: Attempt[] = [
  {
    name: 'reads the environment',
    body: 'Key: {process.env.SECRET_KEY}',
    message: notAvailable('process'),
    line: 5,
    column: 7,
  },
  {
    name: 'loads child_process through process.getBuiltinModule',
    body: `export const out = process.getBuiltinModule('child_process').${touch}.toString();\n\n{out}`,
    message: notAvailable('process'),
    line: 5,
    column: 1,
  },
  {
    name: 'reads process from globalThis',
    body: `{globalThis.process.getBuiltinModule('child_process').${touch}}`,
    message: "Cannot read properties of undefined (reading 'getBuiltinModule')",
    line: 5,
    column: 2,
  },
  {
    name: 'calls require',
    body: `export const out = require('child_process').${touch};\n\n{out}`,
    message: notAvailable('require'),
    line: 5,
    column: 1,
  },
  {
    name: 'takes the global object from a sloppy function',
    body: `<div title={(function () { return this; })().process.getBuiltinModule('child_process').${touch}} />`,
    message: "Cannot read properties of undefined (reading 'getBuiltinModule')",
    line: 5,
    column: 13,
  },
  {
    name: "climbs to Function through an object's constructor",
    body: `{({}).constructor.constructor("return process")().getBuiltinModule('child_process').${touch}}`,
    message: noCodeFromStrings,
    line: 5,
    column: 2,
  },
  {
    name: 'climbs to Function through an array method',
    body: `{[].map.constructor("return process")().getBuiltinModule('child_process').${touch}}`,
    message: noCodeFromStrings,
    line: 5,
    column: 2,
  },
  {
    name: 'calls Function',
    body: `{Function("return process")().getBuiltinModule('child_process').${touch}}`,
    message: noCodeFromStrings,
    line: 5,
    column: 2,
  },
  {
    name: 'calls eval',
    body: `{eval("process.getBuiltinModule('child_process')").${touch}}`,
    message: noCodeFromStrings,
    line: 5,
    column: 2,
  },
  {
    name: 'imports a module dynamically',
    body: `export const out = import('node:child_process').then((cp) => cp.${touch});\n\n{String(out)}`,
    message:
      'Page code cannot load modules with `import()`: import snippets with an `import` statement at the top of the page (import { Name } from "/snippets/name.jsx")',
    line: 5,
    column: 20,
  },
  {
    name: 'reads import.meta',
    body: 'Where: {import.meta.url}',
    message: '`import.meta` is not available in page code: pages are not modules of the server',
    line: 5,
    column: 9,
  },
];

describe('page code cannot reach the server', () => {
  it.each(attempts)('refuses a page that $name', async (attempt) => {
    const marker = path.join(scratch, `${attempt.name.replace(/\W+/g, '-')}.touched`);
    const root = await tempDocs({
      'docs.json': { name: 'Attack', navigation: { pages: ['index'] } },
      'index.mdx': `---\ntitle: Attack\n---\n\n${attempt.body.replaceAll('MARKER', marker)}\n`,
    });
    const out = path.join(scratch, `out-${path.basename(root)}`);
    const result = await buildSite(root, { outDir: out, cache: false, workers: 1 });
    expect(result.written).toBe(false);
    const errors = result.diagnostics.filter((item) => item.severity === 'error');
    expect(errors).toEqual([
      expect.objectContaining({
        code: 'mdx-code',
        message: attempt.message,
        position: { file: 'index.mdx', line: attempt.line, column: attempt.column },
      }),
    ]);
    expect(existsSync(marker)).toBe(false);
    expect(existsSync(out)).toBe(false);
  });

  it('refuses the same in a component the page defines, when React renders it', async () => {
    const marker = path.join(scratch, 'component.touched');
    const root = await tempDocs({
      'docs.json': { name: 'Attack', navigation: { pages: ['index'] } },
      'index.mdx': `---\ntitle: Attack\n---\n\nexport const Run = () => <b>{process.getBuiltinModule('child_process').execSync('touch ${marker}').toString()}</b>;\n\n<Run />\n`,
    });
    const result = await buildSite(root, {
      outDir: path.join(scratch, 'out-component'),
      cache: false,
      workers: 1,
    });
    expect(result.written).toBe(false);
    expect(result.diagnostics.filter((item) => item.severity === 'error')).toEqual([
      expect.objectContaining({
        code: 'mdx-render',
        message: notAvailable('process'),
        position: { file: 'index.mdx', line: 1, column: 1 },
      }),
    ]);
    expect(existsSync(marker)).toBe(false);
  });

  it('refuses the same in a .jsx snippet', async () => {
    const marker = path.join(scratch, 'snippet.touched');
    const root = await tempDocs({
      'docs.json': { name: 'Attack', navigation: { pages: ['index'] } },
      'index.mdx': "---\ntitle: Attack\n---\n\nimport { out } from '/snippets/run.jsx';\n\n{out}\n",
      'snippets/run.jsx': `export const out = process.getBuiltinModule('child_process').execSync('touch ${marker}');\n`,
    });
    const result = await buildSite(root, {
      outDir: path.join(scratch, 'out-snippet'),
      cache: false,
      workers: 1,
    });
    expect(result.written).toBe(false);
    expect(result.diagnostics.filter((item) => item.severity === 'error')).toEqual([
      expect.objectContaining({ code: 'mdx-code', message: notAvailable('process') }),
    ]);
    expect(existsSync(marker)).toBe(false);
  });

  it("closes the server realm's Function too in a process without code generation, as hosted builds run", async () => {
    const marker = path.join(scratch, 'component-constructor.touched');
    const root = await tempDocs({
      'docs.json': { name: 'Attack', navigation: { pages: ['index'] } },
      'index.mdx': `---\ntitle: Attack\n---\n\n{Note.constructor("return process")().getBuiltinModule('child_process').execSync('touch ${marker}')}\n`,
    });
    const script = [
      `const { buildSite } = await import(${JSON.stringify(fileURLToPath(new URL('../../src/site/index.ts', import.meta.url)))});`,
      `const result = await buildSite(${JSON.stringify(root)}, { outDir: ${JSON.stringify(path.join(scratch, 'out-flag'))}, cache: false, workers: 1 });`,
      'console.log(JSON.stringify({ written: result.written, errors: result.diagnostics.filter((item) => item.severity === "error") }));',
    ].join('\n');
    const { stdout } = await run(
      process.execPath,
      ['--disallow-code-generation-from-strings', '--input-type=module', '--eval', script],
      { encoding: 'utf8' },
    );
    expect(JSON.parse(stdout)).toEqual({
      written: false,
      errors: [
        expect.objectContaining({
          code: 'mdx-code',
          message: noCodeFromStrings,
          position: { file: 'index.mdx', line: 5, column: 2 },
        }),
      ],
    });
    expect(existsSync(marker)).toBe(false);
  });

  it('still builds pages that test for globals they do not get, and use the ones they do', async () => {
    const root = await tempDocs({
      'docs.json': { name: 'Fine', navigation: { pages: ['index'] } },
      'index.mdx': [
        '---',
        'title: Fine',
        '---',
        '',
        "export const where = typeof window === 'undefined' ? 'built' : 'browser';",
        "export const node = typeof process === 'undefined' ? 'no process' : 'process';",
        'export const total = JSON.stringify([1, 2, 3].map((n) => Math.max(n, 2)));',
        '',
        '{where}, {node}, {total}, {globalThis.process === undefined ? "none" : "leak"}',
        '',
      ].join('\n'),
    });
    const out = path.join(scratch, 'out-fine');
    const result = await buildSite(root, { outDir: out, cache: false, workers: 1 });
    expect(result.diagnostics.filter((item) => item.severity === 'error')).toEqual([]);
    const html = await readFile(path.join(out, 'index.html'), 'utf8');
    expect(html).toContain('built, no process, [2,2,3], none');
  });
});
