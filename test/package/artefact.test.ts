/**
 * The package as users install it, on every Node.js line it supports: `npm pack`, install the
 * tarball into an empty project outside the repository, then run `folio` from there: init (a
 * starter docs folder outside the repository), version, validate, build (the same site, byte for byte, as the
 * clone builds), dev (first page served), `npx folio-docs init` then dev, and the container's
 * command (from the Dockerfile, no engine needed) + projects add + keys create + a question to
 * the assistant through the AI SDK's client. Also holds the tarball and the install to a size
 * budget. Slow (a build and an install per Node.js release), so it runs when
 * FOLIO_TEST_ARTEFACT=1 (CI sets it); FOLIO_TEST_NODE_VERSIONS picks the releases.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Chat } from '@ai-sdk/react';
import { DefaultChatTransport } from 'ai';
import type { UIMessage } from 'ai';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatCompletionChunk } from '../helpers/chat-completion-stream.ts';
import { runFolio } from '../helpers/run-folio.ts';
import { composeServices, finalStage } from './container-files.ts';
import { installFolio, npxFolio, packFolio } from './installed-folio.ts';
import type { InstalledFolio, Tarball } from './installed-folio.ts';
import { nodeRelease } from './node-release.ts';

/** The first release of each supported line (package.json `engines`). */
const NODE_VERSIONS = (process.env['FOLIO_TEST_NODE_VERSIONS'] ?? '22.23.0,24.14.0').split(',');
/**
 * Budgets, with room for growth: a jump past them is a packaging mistake to look at. The install
 * holds the S3 client (object storage for several servers, about 26 MB) and the MCP SDK with its
 * dependencies (about 29 MB) since both are run-time features of `folio serve` and `folio dev`.
 */
const MAX_TARBALL_BYTES = 4 * 1024 * 1024;
const MAX_INSTALL_BYTES = 200 * 1024 * 1024;
const TIMEOUT = 300_000;
const ANSWER = 'Run folio dev in the docs folder.';
const SITE_NAME = 'Artefact Docs';
const DOCKERFILE = fileURLToPath(new URL('../../Dockerfile', import.meta.url));
const COMPOSE = fileURLToPath(new URL('../../compose.yaml', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const run = process.env['FOLIO_TEST_ARTEFACT'] === '1' ? describe : describe.skip;

/** A fake OpenAI-compatible model that streams {@link ANSWER} to every request. */
function fakeModel() {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'Content-Type': 'text/event-stream' });
      response.write(chatCompletionChunk({ role: 'assistant', content: ANSWER }, null));
      response.write(chatCompletionChunk({}, 'stop', { usage: { prompt_tokens: 3 } }));
      response.end('data: [DONE]\n\n');
    });
  });
  return server;
}

/** Every file under `folder`, by relative path, with its bytes. */
function filesOf(folder: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile()) files.set(path.relative(folder, file), readFileSync(file));
  }
  return files;
}

run('the installed package', () => {
  let tarball: Tarball;
  beforeAll(() => {
    tarball = packFolio();
    console.info(
      `folio-docs tarball: ${String(tarball.size)} bytes, ${String(tarball.unpackedSize)} unpacked, ${String(tarball.files.length)} files`,
    );
  }, TIMEOUT);

  it('holds only what runs, within its size budget', () => {
    expect(tarball.files.every((file) => /^(dist\/|package\.json|README|LICENSE)/.test(file))).toBe(
      true,
    );
    expect(tarball.files.some((file) => file.endsWith('.ts'))).toBe(false);
    expect(tarball.files).toContain('dist/cli/folio.js');
    expect(tarball.size).toBeLessThan(MAX_TARBALL_BYTES);
  });

  it('has a container image that runs the package unprivileged, and a compose file to match', () => {
    const image = finalStage(DOCKERFILE);
    expect(image.user).toBe('node');
    // Commands run in the working folder keep their data (.folio) in the volume.
    expect(image.workdir).toBe(image.volume);
    expect(image.cmd.slice(0, 2)).toEqual(['folio', 'serve']);
    const major = /^node:(\d+)/.exec(image.from)?.[1];
    expect(NODE_VERSIONS.map((version) => version.split('.')[0])).toContain(major);
    const { folio: app, postgres } = composeServices(COMPOSE);
    const database = new URL(app?.environment?.['DATABASE_URL'] ?? '');
    expect(database.hostname).toBe('postgres');
    expect(database.username).toBe(postgres?.environment?.['POSTGRES_USER']);
    expect(database.password).toBe(postgres?.environment?.['POSTGRES_PASSWORD']);
    expect(database.pathname).toBe(`/${postgres?.environment?.['POSTGRES_DB'] ?? ''}`);
  });

  describe.each(NODE_VERSIONS)('on Node.js %s', (version) => {
    let folio: InstalledFolio;
    let docs: string;
    beforeAll(() => {
      folio = installFolio(tarball, nodeRelease(version));
      console.info(`install on Node.js ${version}: ${String(folio.installSize)} bytes`);
      docs = path.join(folio.project, 'work', 'docs');
    }, TIMEOUT);

    it('runs under that Node.js, within the install budget', () => {
      const result = folio.run(['--version']);
      expect(result).toMatchObject({ code: 0, stdout: `${pkg.version}\n` });
      expect(folio.installSize).toBeLessThan(MAX_INSTALL_BYTES);
    });

    it('writes a starter docs folder', () => {
      const result = folio.run(['init', 'work/docs', '--yes', '--name', SITE_NAME]);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('npx folio-docs dev');
    });

    it(
      'validates and builds the same site as the clone',
      async () => {
        const validated = folio.run(['validate', docs, '--json', '--strict']);
        const fromClone = await runFolio(['validate', docs, '--json']);
        expect(validated.code).toBe(0);
        expect(JSON.parse(validated.stdout)).toEqual(JSON.parse(fromClone.stdout));

        const out = path.join(folio.project, 'work', 'site');
        const built = folio.run(['build', docs, '--out', out, '--no-cache', '--strict']);
        expect(built.stderr).toBe('');
        expect(built.code).toBe(0);
        const cloneOut = path.join(folio.project, 'work', 'clone-site');
        expect((await runFolio(['build', docs, '--out', cloneOut, '--no-cache'])).code).toBe(0);
        const [installed, clone] = [filesOf(out), filesOf(cloneOut)];
        // The manifest records when and by which code the site was built.
        installed.delete('_folio/manifest.json');
        clone.delete('_folio/manifest.json');
        expect([...installed.keys()].sort()).toEqual([...clone.keys()].sort());
        for (const [file, bytes] of installed)
          expect(clone.get(file)?.equals(bytes), file).toBe(true);
      },
      TIMEOUT,
    );

    it(
      'serves the first page in dev',
      async () => {
        const dev = await folio.start(['dev', docs, '--port', '0']);
        try {
          const page = await fetch(`${dev.url}/`);
          expect(page.status).toBe(200);
          expect(await page.text()).toContain(SITE_NAME);
        } finally {
          await dev.stop();
        }
      },
      TIMEOUT,
    );

    it(
      'renames a page, exports the site as a zip and checks its accessibility in Chromium',
      () => {
        const copy = path.join(folio.project, 'work', 'renamed');
        cpSync(docs, copy, { recursive: true });
        const renamed = folio.run(['rename', 'quickstart', 'get-started', '--dir', copy]);
        expect(renamed.code, renamed.stderr).toBe(0);
        expect(folio.run(['validate', copy, '--strict']).code).toBe(0);
        expect(folio.run(['broken-links', copy]).code).toBe(0);

        const zip = path.join(folio.project, 'work', 'site.zip');
        const exported = folio.run(['export', copy, '--output', zip]);
        expect(exported.code, exported.stderr).toBe(0);
        expect(statSync(zip).size).toBeGreaterThan(0);

        const checked = folio.run(['a11y', copy, '--json', '--pages', '/,/get-started']);
        expect(checked.code, checked.stdout + checked.stderr).toBe(0);
      },
      TIMEOUT,
    );

    it(
      'starts with npx in an empty folder: init, then dev in the new folder',
      async () => {
        const npx = npxFolio(tarball, nodeRelease(version));
        const init = npx.run(['init', 'my-docs', '--yes']);
        expect(init.code, init.stderr).toBe(0);
        const dev = await npx.start(['dev', '--port', '0'], {}, path.join(npx.folder, 'my-docs'));
        try {
          const page = await fetch(`${dev.url}/`);
          expect(page.status).toBe(200);
          expect(await page.text()).toContain('My Docs');
        } finally {
          await dev.stop();
        }
      },
      TIMEOUT,
    );

    it(
      "runs the container's command: hosts a project added to it, answers through the assistant",
      async () => {
        const model = fakeModel();
        await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
        const modelUrl = `http://127.0.0.1:${String((model.address() as AddressInfo).port)}/v1`;
        // The image's command and environment, in its working folder (/data, here a temp
        // folder), on any free port; admin commands run there as `docker exec` runs them.
        const data = path.join(folio.project, 'work', 'data');
        mkdirSync(data);
        const image = finalStage(DOCKERFILE);
        const [command, ...args] = image.cmd;
        expect(command).toBe('folio');
        const server = await folio.start(
          args,
          {
            ...image.env,
            PORT: '0',
            FOLIO_AI_PROVIDER: 'openai-compatible',
            FOLIO_AI_MODEL: 'fake',
            FOLIO_AI_BASE_URL: modelUrl,
          },
          data,
        );
        try {
          const added = folio.run(['projects', 'add', docs, '--subdomain', 'docs'], data);
          expect(added.stderr).toBe('');
          const key = folio.run(
            ['keys', 'create', '--project', 'docs', '--type', 'assistant', '--json'],
            data,
          );
          expect(key.code).toBe(0);
          const secret = (JSON.parse(key.stdout) as { key: string }).key;

          let status = 0;
          for (let attempt = 0; attempt < 600 && status !== 200; attempt++) {
            status = (await fetch(`${server.url}/_sites/docs/`)).status;
            if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
          }
          expect(status, server.output()).toBe(200);

          const chat = new Chat<UIMessage>({
            transport: new DefaultChatTransport({
              api: `${server.url}/v1/assistant/docs/message`,
              headers: { Authorization: `Bearer ${secret}` },
              body: { fp: 'artefact-test' },
            }),
          });
          await chat.sendMessage({ text: 'How do I preview my docs?' });
          expect(chat.error).toBeUndefined();
          const reply = chat.messages[1]?.parts.map((part) =>
            part.type === 'text' ? part.text : '',
          );
          expect(reply?.join('')).toBe(ANSWER);
        } finally {
          await server.stop();
          model.close();
        }
      },
      TIMEOUT,
    );
  });
});
