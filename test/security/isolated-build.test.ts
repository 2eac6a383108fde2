/**
 * Page code of a hosted project runs in its build, and a build runs in a process of its own:
 * whatever a page tries (the server's environment, a command, another tenant's files, the
 * network, its own registered folder), nothing of it happens or gets published, and a build
 * past its time or memory limit is stopped with a deployment error naming the limit.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createProject } from '../../src/storage/index.ts';
import type { Project } from '../../src/storage/index.ts';
import { tempDocs } from '../helpers/temp-docs.ts';
import { createTestApp } from '../server/test-app.ts';
import type { TestApp, TestAppOptions } from '../server/test-app.ts';
import { testBackends, useTestDatabase } from '../storage/backends.ts';

const TIMEOUT = 120_000;

/** What the server's environment holds and no page may publish. */
const DATABASE_CANARY = 'postgres://folio:canary-password@db.internal/folio';

/** A page whose code tries `expression` and shows what it got, or why it was refused. */
function attemptPage(title: string, expression: string): string {
  return [
    '---',
    `title: ${title}`,
    '---',
    '',
    'export const attempt = (what) => { try { return String(what()) } catch (error) { return "refused: " + error.message } }',
    '',
    `Result: {attempt(() => ${expression})}`,
    '',
  ].join('\n');
}

describe.each(testBackends)('page code of a hosted project, on $name', (backend) => {
  const context = useTestDatabase(backend);
  let test: TestApp;
  let bounded: TestApp | undefined;
  const hits: string[] = [];
  const listener = createServer((request, response) => {
    hits.push(request.url ?? '');
    response.end('ok');
  });

  const newProject = async (name: string, docs: string): Promise<Project> => {
    const organization = await createOrganization(context.db, { name });
    return createProject(context.db, {
      organizationId: organization.id,
      subdomain: `${name}-${backend.name}`,
      name,
      source: { type: 'folder', path: docs },
    });
  };
  const deploy = async (app: TestApp, project: Project) => {
    const queued = await app.services.deployments.request(project);
    return app.services.deployments.settled(queued.id);
  };
  const startApp = (options: TestAppOptions = {}) => createTestApp(context.db, options);

  beforeAll(async () => {
    process.env['DATABASE_URL'] = DATABASE_CANARY;
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    test = await startApp({ buildLimits: { timeoutSeconds: 120, memoryMb: 1024 } });
  }, TIMEOUT);
  afterAll(async () => {
    delete process.env['DATABASE_URL'];
    listener.close();
    await test.close();
    await bounded?.close();
  });

  it(
    'reaches none of the server environment, processes, other tenants, the network, or its own folder',
    async () => {
      const victim = await tempDocs({
        'docs.json': { name: 'Victim', navigation: { pages: ['index'] } },
        'index.mdx': '---\ntitle: Victim\n---\n\nThe victim.\n',
        'secret.txt': 'tenant-a-secret-4711',
      });
      const victimProject = await newProject('victim', victim);
      expect((await deploy(test, victimProject)).status).toBe('ready');

      const attacker = await tempDocs({});
      const marker = path.join(await tempDocs({}), 'spawned');
      const port = String((listener.address() as AddressInfo).port);
      const fs = "process.getBuiltinModule('fs')";
      const attempts: Record<string, string> = {
        env: 'process.env.DATABASE_URL',
        'all-env': 'JSON.stringify(process.env)',
        spawn: `process.getBuiltinModule('child_process').execSync('touch ${marker} && id').toString()`,
        passwd: `${fs}.readFileSync('/etc/passwd', 'utf8')`,
        tenant: `${fs}.readFileSync(${JSON.stringify(path.join(victim, 'secret.txt'))}, 'utf8')`,
        write: `${fs}.writeFileSync(${JSON.stringify(path.join(attacker, 'written.txt'))}, 'x')`,
        network: `fetch('http://127.0.0.1:${port}/leak')`,
      };
      const { writeFile } = await import('node:fs/promises');
      await writeFile(
        path.join(attacker, 'docs.json'),
        JSON.stringify({ name: 'Attacker', navigation: { pages: Object.keys(attempts) } }),
      );
      for (const [name, expression] of Object.entries(attempts)) {
        await writeFile(path.join(attacker, `${name}.mdx`), attemptPage(name, expression));
      }
      const attackerProject = await newProject('attacker', attacker);
      const deployment = await deploy(test, attackerProject);

      // The build either fails (page code refused) or publishes pages that got nothing.
      if (deployment.status === 'ready') {
        for (const name of Object.keys(attempts)) {
          const response = await test.app.request(`/_sites/${attackerProject.subdomain}/${name}`);
          const html = await response.text();
          expect(html).toContain('Result: ');
          expect(html).not.toContain('canary-password');
          expect(html).not.toContain('root:x:0:0');
          expect(html).not.toContain('tenant-a-secret-4711');
          expect(html).not.toMatch(/uid=\d+/);
        }
      } else {
        expect(deployment.status).toBe('failed');
      }
      expect(existsSync(marker)).toBe(false);
      expect(existsSync(path.join(attacker, 'written.txt'))).toBe(false);
      expect(hits).toEqual([]);
      // The registered folders are only read: the build cache is in the data folder.
      expect(await readdir(attacker)).not.toContain('.folio');
      expect(await readdir(victim)).not.toContain('.folio');
      expect(existsSync(path.join(test.dataDir, 'cache', 'projects', victimProject.id))).toBe(true);
    },
    TIMEOUT,
  );

  it(
    'gets nothing more from a spare build process, whose time limit counts from the order',
    async () => {
      const app = await startApp({
        buildLimits: { timeoutSeconds: 8, memoryMb: 1024 },
        buildSpares: 1,
      });
      try {
        const victim = await tempDocs({ 'secret.txt': 'tenant-b-secret-0815' });
        const marker = path.join(await tempDocs({}), 'spawned');
        const attempts: Record<string, string> = {
          env: 'JSON.stringify(process.env)',
          spawn: `process.getBuiltinModule('child_process').execSync('touch ${marker} && id').toString()`,
          tenant: `process.getBuiltinModule('fs').readFileSync(${JSON.stringify(path.join(victim, 'secret.txt'))}, 'utf8')`,
          global: 'globalThis.folioSpareLeak ?? "none"',
        };
        const docs = await tempDocs({
          'docs.json': { name: 'Spared', navigation: { pages: Object.keys(attempts) } },
          ...Object.fromEntries(
            Object.entries(attempts).map(([name, expression]) => [
              `${name}.mdx`,
              attemptPage(name, expression),
            ]),
          ),
        });
        const project = await newProject('spared', docs);
        expect((await deploy(app, project)).status).toBe('ready');
        expect(await app.services.builds.spareWarmed(project.id)).toBe(true);
        // The spare waits longer than the build's limit: that does not count against it.
        await new Promise((resolve) => setTimeout(resolve, 8_500));
        expect(await app.services.builds.spareWarmed(project.id)).toBe(true);
        const deployment = await deploy(app, project);
        expect(deployment.status).toBe('ready');
        for (const name of Object.keys(attempts)) {
          const html = await (await app.app.request(`/_sites/${project.subdomain}/${name}`)).text();
          expect(html).toContain('Result: ');
          expect(html).not.toContain('canary-password');
          expect(html).not.toContain('tenant-b-secret-0815');
          expect(html).not.toMatch(/uid=\d+/);
        }
        expect(existsSync(marker)).toBe(false);
      } finally {
        await app.close();
      }
    },
    TIMEOUT,
  );

  it(
    'stops a build past its time limit, publishes nothing, and names the limit',
    async () => {
      bounded = await startApp({ buildLimits: { timeoutSeconds: 3, memoryMb: 1024 } });
      const docs = await tempDocs({
        'docs.json': { name: 'Slow', navigation: { pages: ['index'] } },
        'index.mdx': [
          '---',
          'title: Slow',
          '---',
          '',
          'export const slow = (() => { const end = Date.now() + 60000; while (Date.now() < end) {} return 1 })()',
          '',
          'Done: {slow}',
          '',
        ].join('\n'),
      });
      const project = await newProject('slow', docs);
      const started = Date.now();
      const deployment = await deploy(bounded, project);
      expect(Date.now() - started).toBeLessThan(30_000);
      expect(deployment).toMatchObject({
        status: 'failed',
        error:
          'The build was stopped: it ran longer than its limit of 3 seconds (FOLIO_BUILD_TIMEOUT_SECONDS).',
      });
      // Neither the site nor its work folder is left.
      const sites = path.join(bounded.dataDir, 'sites', project.id);
      expect(existsSync(sites) ? await readdir(sites) : []).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'stops a build past its memory limit and names the limit',
    async () => {
      const app = await startApp({ buildLimits: { timeoutSeconds: 120, memoryMb: 192 } });
      try {
        const docs = await tempDocs({
          'docs.json': { name: 'Greedy', navigation: { pages: ['index'] } },
          'index.mdx': [
            '---',
            'title: Greedy',
            '---',
            '',
            'export const greedy = (() => { const parts = []; for (let i = 0; i < 100; i++) parts.push(new Array(1000000).fill(i)); return parts.length })()',
            '',
            'Arrays: {greedy}',
            '',
          ].join('\n'),
        });
        const project = await newProject('greedy', docs);
        const deployment = await deploy(app, project);
        expect(deployment).toMatchObject({
          status: 'failed',
          error:
            'The build was stopped: it needed more memory than its limit of 192 MB per thread (FOLIO_BUILD_MEMORY_MB).',
        });
        expect(await readFile(path.join(docs, 'index.mdx'), 'utf8')).toContain('greedy');
      } finally {
        await app.close();
      }
    },
    TIMEOUT,
  );
});
