/**
 * `folio openapi-check` as a user runs it: a real process started in the folder of the spec,
 * exit codes 0 / 1 / 2, every problem with its place and code frame, the summary line last, and
 * the JSON report.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { spawnFolioIn } from '../helpers/run-folio.ts';
import type { CliResult } from '../helpers/run-folio.ts';
import { tempDocs } from '../helpers/temp-docs.ts';
import { localServer } from '../helpers/local-server.ts';

const main = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url));
const fixtures = fileURLToPath(new URL('../fixtures/openapi/', import.meta.url));

describe('folio openapi-check', () => {
  it('exits 0 on a valid spec split over several files, with a summary line', () => {
    const result = spawnFolioIn(fixtures, ['openapi-check', 'swagger-2.0-petstore/swagger.yaml']);
    expect(result).toEqual({
      code: 0,
      stdout:
        'swagger-2.0-petstore/swagger.yaml valid (Swagger 2.0): 20 operations, 0 webhooks, 6 schemas, 3 files, 0 errors, 0 warnings\n',
      stderr: '',
    });
  });

  it('exits 1 and prints every problem at its file, line, column and JSON pointer', () => {
    const result = spawnFolioIn(`${fixtures}rules`, ['openapi-check', 'schema-3.0.yaml']);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('');
    expect(result.stdout.match(/^error\[openapi-schema\]/gm)).toHaveLength(8);
    expect(result.stdout).toMatchSnapshot();
  });

  it('shows problems of referenced files with their paths as typed from the current folder', () => {
    const result = spawnFolioIn(`${fixtures}rules/cross-file`, ['openapi-check', './openapi.yaml']);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatchSnapshot();
  });

  it('exits 0 when there are only warnings', () => {
    const result = spawnFolioIn(`${fixtures}rules`, ['openapi-check', 'invalid-examples.yaml']);
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n').at(-2)).toBe(
      'invalid-examples.yaml valid (OpenAPI 3.0.3): 1 operation, 0 webhooks, 1 schema, 1 file, 0 errors, 8 warnings',
    );
  });

  it('prints a JSON report with --json', () => {
    const result = spawnFolioIn(`${fixtures}rules`, [
      'openapi-check',
      'path-parameters.yaml',
      '--json',
    ]);
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(report).toMatchObject({
      valid: false,
      status: 'invalid',
      file: 'path-parameters.yaml',
      specVersion: '3.0.3',
      files: ['path-parameters.yaml'],
      summary: { errors: 3, warnings: 0, files: 1, operations: 3, webhooks: 0, schemas: 0 },
    });
    expect((report['diagnostics'] as unknown[])[0]).toEqual({
      severity: 'error',
      code: 'openapi-undeclared-path-parameter',
      message: 'Path parameter "petId" of GET /owners/{ownerId}/pets/{petId} is not declared',
      hint: 'Add {name: petId, in: path, required: true} to the parameters of the operation or of its path item.',
      position: { file: 'path-parameters.yaml', line: 13, column: 5 },
      jsonPath: '/paths/~1owners~1{ownerId}~1pets~1{petId}/get',
    });
  });

  it('exits 1 on a syntax error, with its position', () => {
    const result = spawnFolioIn(`${fixtures}rules`, ['openapi-check', 'syntax-error.json']);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatchSnapshot();
  });

  it('exits 2 on usage errors and on a file that cannot be read', async () => {
    const missing = spawnFolioIn(fixtures, ['openapi-check', 'nope.yaml']);
    expect(missing).toEqual({
      code: 2,
      stdout: '',
      stderr: 'error[openapi-unreadable]: OpenAPI spec nope.yaml: file not found\n',
    });
    const folder = spawnFolioIn(fixtures, ['openapi-check', 'rules', '--json']);
    expect(folder.code).toBe(2);
    expect(JSON.parse(folder.stdout)).toMatchObject({ valid: false, status: 'unreadable' });
    expect(spawnFolioIn(fixtures, ['openapi-check']).code).toBe(2);
    expect(spawnFolioIn(fixtures, ['openapi-check', 'a.yaml', 'b.yaml']).code).toBe(2);
    expect(spawnFolioIn(fixtures, ['openapi-check', '--strict', 'a.yaml']).code).toBe(2);
    const help = spawnFolioIn(fixtures, ['openapi-check', '--help']);
    expect([help.code, help.stdout.split('\n')[0]]).toEqual([
      0,
      'Usage: folio openapi-check <file> [--format text|json|github]',
    ]);
    const root = await tempDocs({ 'api.yaml': 'openapi: 3.1.0\ninfo: {title: T, version: "1"}\n' });
    const absolute = spawnFolioIn(fixtures, ['openapi-check', `${root}/api.yaml`]);
    expect(absolute.code).toBe(1);
    expect(absolute.stdout).toMatch(/api\.yaml invalid \(OpenAPI 3\.1\.0\): .*1 error/);
  });

  describe('a spec at an http(s) URL', () => {
    const server = localServer((request, response) => {
      if (request.url === '/openapi.yaml') {
        response.end(
          'openapi: 3.1.0\ninfo: {title: Remote, version: "1"}\npaths:\n  /a:\n    get:\n      responses: {"200": {description: OK}}\n',
        );
      } else {
        response.statusCode = 404;
        response.end();
      }
    });

    /** Runs the CLI without blocking this process, which serves the spec. */
    async function run(args: string[]): Promise<CliResult> {
      try {
        const { stdout, stderr } = await promisify(execFile)(process.execPath, [main, ...args], {
          cwd: fixtures,
          env: { ...process.env, NO_COLOR: '1', INIT_CWD: fixtures },
        });
        return { code: 0, stdout, stderr };
      } catch (error) {
        const failed = error as { code: number; stdout: string; stderr: string };
        return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
      }
    }

    it('fetches and checks it; exits 2 when it cannot be fetched', async () => {
      const found = await run(['openapi-check', `${server.url()}/openapi.yaml`]);
      expect(found).toEqual({
        code: 0,
        stdout: `${server.url()}/openapi.yaml valid (OpenAPI 3.1.0): 1 operation, 0 webhooks, 0 schemas, 1 file, 0 errors, 0 warnings\n`,
        stderr: '',
      });
      const missing = await run(['openapi-check', `${server.url()}/gone.yaml`]);
      expect(missing).toEqual({
        code: 2,
        stdout: '',
        stderr: `error[openapi-unreadable]: OpenAPI spec ${server.url()}/gone.yaml: the server answered 404 Not Found\n`,
      });
    });
  });
});
