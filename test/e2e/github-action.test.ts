/**
 * The GitHub Action (`action.yml`) cannot drift from the CLI: its script runs here with a
 * stand-in `npx` that records each command line, and every recorded command, flag and value is
 * then checked against `folio <command> --help` and run for real, in-process, on a docs folder.
 */
import { spawnSync } from 'node:child_process';
import { chmod, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runFolio } from '../helpers/run-folio.ts';
import { page, tempDocs } from '../helpers/temp-docs.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

interface Step {
  id?: string;
  if?: string;
  uses?: string;
  shell?: string;
  env?: Record<string, string>;
  run?: string;
}

interface Action {
  inputs: Record<string, { description: string; default?: string }>;
  outputs: Record<string, { value: string }>;
  runs: { using: string; steps: Step[] };
}

const action = parse(await readFile(path.join(repoRoot, 'action.yml'), 'utf8')) as Action;
const pkg = JSON.parse(await readFile(path.join(repoRoot, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
};
const checkStep = action.runs.steps.find((step) => step.id === 'check');

/** What the runner would put in the step's environment for these inputs. */
function stepEnv(inputs: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, expression] of Object.entries(checkStep?.env ?? {})) {
    const input = /^\$\{\{ inputs\.([\w-]+) \}\}$/.exec(expression)?.[1];
    if (input === undefined) throw new Error(`${name} is not set from an input: ${expression}`);
    const declared = action.inputs[input];
    if (!declared) throw new Error(`${name} names an undeclared input: ${input}`);
    env[name] = inputs[input] ?? declared.default ?? '';
  }
  return env;
}

interface StepRun {
  code: number;
  stdout: string;
  /** The arguments of each `npx` call. */
  calls: string[][];
  /** What the step wrote to GITHUB_OUTPUT. */
  output: string;
}

/** Runs the step's script as the runner does (`bash -eo pipefail`), with a recording `npx`. */
async function runStep(inputs: Record<string, string> = {}, failing = ''): Promise<StepRun> {
  const temp = await tempDocs({
    'bin/npx': [
      '#!/bin/sh',
      'for argument in "$@"; do printf "%s\\n" "$argument"; done >> "$NPX_LOG"',
      'printf "\\n" >> "$NPX_LOG"',
      '[ "$3" = "$NPX_FAILS" ] && exit 1',
      'exit 0',
    ].join('\n'),
    'script.sh': checkStep?.run ?? '',
    'npx.log': '',
    'output.txt': '',
  });
  await chmod(path.join(temp, 'bin/npx'), 0o755);
  const result = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', 'script.sh'], {
    cwd: temp,
    encoding: 'utf8',
    env: {
      PATH: [path.join(temp, 'bin'), path.dirname(process.execPath), process.env['PATH']].join(
        path.delimiter,
      ),
      GITHUB_ACTION_PATH: repoRoot,
      GITHUB_OUTPUT: path.join(temp, 'output.txt'),
      RUNNER_TEMP: '/runner/temp',
      NPX_LOG: path.join(temp, 'npx.log'),
      NPX_FAILS: failing,
      ...stepEnv(inputs),
    },
  });
  const log = await readFile(path.join(temp, 'npx.log'), 'utf8');
  const calls = log
    .split('\n\n')
    .filter((call) => call.trim() !== '')
    .map((call) => call.trim().split('\n'));
  const output = await readFile(path.join(temp, 'output.txt'), 'utf8');
  return { code: result.status ?? -1, stdout: result.stdout, calls, output };
}

describe('action.yml', () => {
  it('is a composite action that sets up Node, then runs one bash step from its inputs', () => {
    expect(action.runs.using).toBe('composite');
    expect(Object.keys(action.inputs).sort()).toEqual([
      'checks',
      'directory',
      'node-version',
      'strict',
      'version',
    ]);
    const [setup, check] = action.runs.steps;
    expect(setup).toMatchObject({
      if: "inputs.node-version != ''",
      uses: expect.stringMatching(/^actions\/setup-node@v\d+$/) as unknown,
    });
    expect(check).toMatchObject({ id: 'check', shell: 'bash' });
    expect(action.outputs['site']?.value).toBe('${{ steps.check.outputs.site }}');
    // Inputs reach the script only through the environment, never pasted into it.
    expect(check?.run).not.toContain('${{');
  });

  it('runs validate, broken-links and build on the folder, strict, with this release', async () => {
    const step = await runStep();
    expect(step.code).toBe(0);
    const npx = ['--yes', `${pkg.name}@${pkg.version}`];
    expect(step.calls).toEqual([
      [...npx, 'validate', '.', '--format', 'github', '--strict'],
      [...npx, 'broken-links', '.', '--format', 'github', '--strict'],
      [...npx, 'build', '.', '--format', 'github', '--strict', '--out', '/runner/temp/folio-site'],
    ]);
    expect(step.output).toBe('site=/runner/temp/folio-site\n');
    expect(step.stdout).toContain('::group::folio validate .\n');
    expect(step.stdout).toContain('::endgroup::\n');
  });

  it('follows the checks, strict, directory and version inputs', async () => {
    const step = await runStep({
      checks: 'build, validate',
      strict: 'false',
      directory: 'site docs',
      version: 'latest',
    });
    expect(step.code).toBe(0);
    expect(step.calls).toEqual([
      [
        '--yes',
        `${pkg.name}@latest`,
        'build',
        'site docs',
        '--format',
        'github',
        '--out',
        '/runner/temp/folio-site',
      ],
      ['--yes', `${pkg.name}@latest`, 'validate', 'site docs', '--format', 'github'],
    ]);
  });

  it('runs every check when one fails, and fails the step', async () => {
    const step = await runStep({}, 'broken-links');
    expect(step.calls.map((call) => call[2])).toEqual(['validate', 'broken-links', 'build']);
    expect(step.code).toBe(1);
  });

  it('refuses an unknown check or strict value with an annotation', async () => {
    const unknown = await runStep({ checks: 'validate lint' });
    expect(unknown.code).toBe(2);
    expect(unknown.stdout).toContain(
      '::error title=folio action::unknown check "lint": use validate, broken-links or build\n',
    );
    const strict = await runStep({ strict: 'yes' });
    expect([strict.code, strict.calls]).toEqual([2, []]);
    expect(strict.stdout).toBe(
      '::error title=folio action::strict takes true or false, got "yes"\n',
    );
  });

  it('passes only commands and flags the CLI has, and the CLI accepts them', async () => {
    const step = await runStep();
    const docs = await tempDocs({
      'docs.json': { name: 'Acme', navigation: { pages: ['index'] } },
      'index.mdx': page('Home'),
    });
    expect(step.calls).toHaveLength(3);
    for (const [, , command = '', folder, ...options] of step.calls) {
      expect(folder).toBe('.');
      const help = await runFolio([command, '--help']);
      expect(help.code, command).toBe(0);
      for (const flag of options.filter((option) => option.startsWith('--'))) {
        expect(help.stdout, `${command} ${flag}`).toMatch(new RegExp(`^ +${flag}\\b`, 'm'));
      }
      expect(help.stdout, command).toContain('--format text|json|github');
      const outside = options.map((option) =>
        option.startsWith('/runner/') ? path.join(docs, 'out') : option,
      );
      const result = await runFolio([command, docs, ...outside]);
      expect([command, result.code, result.stderr]).toEqual([command, 0, '']);
    }
  });
});

describe('the example workflow in the CI guide', () => {
  it('uses this action with inputs it declares', async () => {
    const guide = await readFile(path.join(repoRoot, 'docs/guides/ci.mdx'), 'utf8');
    const workflows = [...guide.matchAll(/```yaml [^\n]*\n([\s\S]*?)```/g)].map((match) =>
      String(match[1]),
    );
    const uses = workflows.flatMap((text) => {
      const workflow = parse(text) as {
        jobs?: Record<string, { steps?: { uses?: string; with?: Record<string, unknown> }[] }>;
      };
      return Object.values(workflow.jobs ?? {}).flatMap((job) =>
        (job.steps ?? []).filter((item) => item.uses?.startsWith('folio-docs/folio@')),
      );
    });
    expect(uses.length).toBeGreaterThan(0);
    for (const item of uses) {
      for (const input of Object.keys(item.with ?? {})) {
        expect(Object.keys(action.inputs)).toContain(input);
      }
    }
  });
});
