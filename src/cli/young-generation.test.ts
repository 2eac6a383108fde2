import { describe, expect, it } from 'vitest';
import { restartArguments } from './young-generation.ts';

const start = (
  argv: string[],
  execArgv: string[] = [],
  nodeOptions?: string,
  smallColdBuild?: (args: readonly string[]) => boolean,
) => ({
  argv: ['/usr/bin/node', '/opt/folio/dist/cli/folio.js', ...argv],
  execArgv,
  nodeOptions,
  smallColdBuild,
});

describe('restartArguments', () => {
  it('bounds the young generation of validate, keeping every argument', () => {
    expect(
      restartArguments(start(['validate', 'docs', '--strict'], ['--enable-source-maps'])),
    ).toEqual([
      '/usr/bin/node',
      '--max-semi-space-size=8',
      '--enable-source-maps',
      '/opt/folio/dist/cli/folio.js',
      'validate',
      'docs',
      '--strict',
    ]);
  });

  it('leaves other commands as started', () => {
    for (const command of [
      [],
      ['build'],
      ['export'],
      ['dev'],
      ['serve'],
      ['--help'],
      ['docs', 'validate'],
    ]) {
      expect(restartArguments(start(command))).toBeUndefined();
    }
  });

  it('keeps a semi-space size chosen on the command line or in NODE_OPTIONS', () => {
    expect(restartArguments(start(['validate'], ['--max-semi-space-size=64']))).toBeUndefined();
    expect(restartArguments(start(['validate'], ['--max-semi-space-size', '64']))).toBeUndefined();
    expect(
      restartArguments(start(['validate'], [], '--enable-source-maps --max-semi-space-size=2')),
    ).toBeUndefined();
    expect(restartArguments(start(['validate'], [], '--max-old-space-size=4096'))).toBeDefined();
  });

  it('bounds a build only when it is a small cold one, asking with the arguments after build', () => {
    const asked: (readonly string[])[] = [];
    const small = (answer: boolean) => (args: readonly string[]) => {
      asked.push(args);
      return answer;
    };
    expect(
      restartArguments(start(['build', 'docs', '--out', 'x'], [], undefined, small(true))),
    ).toEqual([
      '/usr/bin/node',
      '--max-semi-space-size=8',
      '/opt/folio/dist/cli/folio.js',
      'build',
      'docs',
      '--out',
      'x',
    ]);
    expect(asked).toEqual([['docs', '--out', 'x']]);
    expect(restartArguments(start(['build'], [], undefined, small(false)))).toBeUndefined();
    // A size chosen already is kept without looking at the folder.
    asked.length = 0;
    expect(
      restartArguments(start(['build'], [], '--max-semi-space-size=32', small(true))),
    ).toBeUndefined();
    expect(asked).toEqual([]);
    expect(restartArguments(start(['export'], [], undefined, small(true)))).toBeUndefined();
  });
});
