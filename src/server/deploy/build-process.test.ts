import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { tempDocs } from '../../../test/helpers/temp-docs.ts';
import {
  BuildProcess,
  buildProcessCommand,
  installFolders,
  SpareGoneError,
} from './build-process.ts';
import type { ChildOrder } from './child-protocol.ts';

const run = promisify(execFile);

/**
 * Stands in for the build child: reports what code running in a build process can reach, as if
 * a page's code had got out of its scope.
 */
const PROBE = `
const attempt = (what) => { try { return String(what()).slice(0, 200); } catch (error) { return 'refused: ' + (error.code ?? error.message); } };
const fs = await import('node:fs');
const [docs, other, work, cache, marker] = JSON.parse(process.argv.at(-2));
let spawnImported;
try {
  (await import('node:child_process')).execSync('touch ' + marker);
  spawnImported = 'ran';
} catch (error) {
  spawnImported = 'refused: ' + (error.code ?? error.message);
}
const report = {
  readDocs: attempt(() => fs.readFileSync(docs + '/docs.json', 'utf8')),
  readOther: attempt(() => fs.readFileSync(other + '/secret.txt', 'utf8')),
  readPasswd: attempt(() => fs.readFileSync('/etc/passwd', 'utf8')),
  writeDocs: attempt(() => fs.writeFileSync(docs + '/written.txt', 'x')),
  writeWork: attempt(() => { fs.writeFileSync(work + '/written.txt', 'x'); return 'written'; }),
  writeCache: attempt(() => { fs.writeFileSync(cache + '/written.txt', 'x'); return 'written'; }),
  link: attempt(() => fs.symlinkSync('/etc/passwd', work + '/link')),
  spawn: attempt(() => (process.getBuiltinModule ?? (() => ({})))('child_process').execSync('touch ' + marker)),
  spawnImported,
  getBuiltinModule: typeof process.getBuiltinModule,
  binding: typeof process.binding,
  kill: typeof process.kill,
  fetch: attempt(() => fetch('http://127.0.0.1:9/')),
  prepareStackTrace: attempt(() => { Error.prepareStackTrace = () => 'mine'; return 'set'; }),
  evaluate: attempt(() => eval('1 + 1')),
  env: JSON.stringify(process.env),
};
fs.writeFileSync(work + '/answer.json', JSON.stringify(report));
`;

describe('a build process', () => {
  it('reads only its folders, writes only its work and cache folders, and has nothing of the server', async () => {
    const docs = await tempDocs({ 'docs.json': { name: 'Mine' } });
    const other = await tempDocs({ 'secret.txt': 'another tenant' });
    const data = await tempDocs({});
    const work = path.join(data, 'work');
    const cache = path.join(data, 'cache');
    await mkdir(work);
    await mkdir(cache);
    const probe = path.join(work, 'probe.mjs');
    await writeFile(probe, PROBE);
    const marker = path.join(data, 'spawned');
    const { args, env } = buildProcessCommand(
      { work, read: [docs], cacheDir: cache },
      { timeoutSeconds: 60, memoryMb: 256 },
      probe,
    );
    process.env['FOLIO_TEST_SECRET'] = 'server-only';
    try {
      await run(
        process.execPath,
        [...args, JSON.stringify([docs, other, work, cache, marker]), ''],
        {
          env,
          cwd: work,
        },
      );
    } finally {
      delete process.env['FOLIO_TEST_SECRET'];
    }
    const { readFile } = await import('node:fs/promises');
    const report = JSON.parse(await readFile(path.join(work, 'answer.json'), 'utf8')) as Record<
      string,
      string
    >;
    expect(report).toMatchObject({
      readDocs: expect.stringContaining('Mine') as unknown,
      readOther: 'refused: ERR_ACCESS_DENIED',
      readPasswd: 'refused: ERR_ACCESS_DENIED',
      writeDocs: 'refused: ERR_ACCESS_DENIED',
      writeWork: 'written',
      writeCache: 'written',
      link: 'refused: ERR_ACCESS_DENIED',
      spawn: expect.stringMatching(/^refused: /) as unknown,
      spawnImported: 'refused: ERR_ACCESS_DENIED',
      getBuiltinModule: 'undefined',
      binding: 'undefined',
      kill: 'undefined',
      fetch: expect.stringMatching(/^refused: A hosted build has no network access/) as unknown,
      prepareStackTrace: expect.stringMatching(/^refused: Cannot assign to read only/) as unknown,
      evaluate: expect.stringMatching(
        /^refused: Code generation from strings disallowed/,
      ) as unknown,
    });
    expect(JSON.parse(report['env'] ?? '')).toEqual({
      NODE_ENV: 'production',
      NODE_COMPILE_CACHE: path.join(cache, 'compile'),
    });
    expect(existsSync(path.join(docs, 'written.txt'))).toBe(false);
    expect(existsSync(marker)).toBe(false);
  }, 30_000);
});

describe('installFolders', () => {
  it("is Folio's code, manifest and dependencies, not the rest of its folder", () => {
    expect(installFolders('/app/node_modules/folio-docs', 'dist')).toEqual([
      '/app/node_modules/folio-docs/dist',
      '/app/node_modules/folio-docs/package.json',
      '/app/node_modules',
    ]);
  });
});

describe('a spare build process', () => {
  it('that ended before its order says so, for the build to start another', async () => {
    const data = await tempDocs({});
    const work = path.join(data, 'work');
    const cacheDir = path.join(data, 'cache');
    await mkdir(work);
    const entry = path.join(work, 'gone.mjs');
    await writeFile(entry, 'process.exit(3);\n');
    const spare = await BuildProcess.start(
      { work, read: [], cacheDir, warm: { assetsDir: data, threadMemoryMb: 256 } },
      { timeoutSeconds: 60, memoryMb: 256 },
      entry,
    );
    await new Promise<void>((resolve) => {
      spare.onExit(resolve);
    });
    expect(spare.alive).toBe(false);
    expect(await spare.warmed()).toBe(false);
    const order: ChildOrder = {
      task: 'build',
      root: data,
      outDir: path.join(work, 'site'),
      answerFile: path.join(work, 'answer.json'),
      cacheDir,
      cache: true,
      assetsDir: data,
      workers: 1,
      threadMemoryMb: 256,
      hosted: true,
    };
    await expect(spare.run(order)).rejects.toThrow(SpareGoneError);
  });
});
