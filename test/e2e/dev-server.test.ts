/**
 * `folio dev` as a browser sees it: real HTTP requests against a server on a free port, files
 * edited on disk, reload events on the live-reload stream, and the CLI as a real process.
 */
import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { startDevServer } from '../../src/dev/index.ts';
import type { DevServer } from '../../src/dev/index.ts';
import { FolioError } from '../../src/shared/index.ts';
import { page, tempDocs } from '../helpers/temp-docs.ts';
import type { FileContent } from '../helpers/temp-docs.ts';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

const docsJson = {
  name: 'Dev test',
  navigation: { groups: [{ group: 'Start', pages: ['index', 'guide', 'other'] }] },
  redirects: [
    { source: '/old-guide', destination: '/guide' },
    { source: '/moved', destination: '/other', permanent: false },
    { source: '/v1/:slug*', destination: '/:slug*' },
  ],
};

function siteFiles() {
  return {
    'docs.json': docsJson,
    'index.mdx': page('Welcome', 'The home page.'),
    'guide.mdx': page('Guide', 'First version of the guide.'),
    'other.mdx': page('Other', 'Another page.'),
    'images/logo.png': png,
    'images/diagram.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  };
}

const running: DevServer[] = [];
const streams: AbortController[] = [];

afterEach(async () => {
  for (const stream of streams.splice(0)) stream.abort();
  await Promise.all(running.splice(0).map((server) => server.close()));
});

async function serve(root: string): Promise<{ server: DevServer; log: string[] }> {
  const log: string[] = [];
  const server = await startDevServer({ root, port: 0, onLog: (text) => log.push(text) });
  running.push(server);
  return { server, log };
}

/** A connection to the live-reload stream that hands out its events in order. */
async function liveEvents(url: string) {
  const controller = new AbortController();
  streams.push(controller);
  const response = await fetch(`${url}/_folio/dev/events`, { signal: controller.signal });
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const queue: { event: string; data: string }[] = [];

  /** The next event named `name` (others are skipped), or a failure after `ms`. */
  const next = async (name: string, ms = 10_000): Promise<string> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const index = queue.findIndex((item) => item.event === name);
      if (index !== -1) return queue.splice(0, index + 1).at(-1)?.data ?? '';
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no "${name}" event within ${String(ms)} ms`);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          reject(new Error(`no "${name}" event within ${String(ms)} ms`));
        }, left);
      });
      const chunk = await Promise.race([reader.read(), timeout]).finally(() => {
        clearTimeout(timer);
      });
      if (chunk.done) throw new Error('the event stream ended');
      buffer += decoder.decode(chunk.value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
        if (event !== undefined) queue.push({ event, data });
      }
    }
  };
  await next('hello');
  return { next };
}

async function get(url: string): Promise<{ status: number; type: string; text: string }> {
  const response = await fetch(url, { redirect: 'manual' });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

/** A request sent exactly as written (fetch would resolve `..` before sending). */
function rawGet(url: string, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${url}/`, { path: rawPath }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

describe('folio dev', () => {
  it('serves pages in the site layout, with the live-reload script', async () => {
    const root = await tempDocs(siteFiles());
    const { server, log } = await serve(root);
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.pages).toBe(3);
    expect(log[0]).toBe(`Folio dev server: ${server.url}`);
    expect(log[1]).toMatch(/^3 pages from .+, ready in \d+ ms$/);

    const home = await get(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(home.type).toBe('text/html; charset=utf-8');
    expect(home.text).toContain('The home page.');
    expect(home.text).toContain('class="folio-header"');
    expect(home.text).toContain('id="folio-sidebar"');
    expect(home.text).toContain('new EventSource("/_folio/dev/events")');

    for (const pathname of ['/guide', '/guide/', '/guide/index.html']) {
      const guide = await get(`${server.url}${pathname}`);
      expect(guide.status, pathname).toBe(200);
      expect(guide.text).toContain('First version of the guide.');
    }
  });

  it("titles every page of a large site from its frontmatter, in each tab's sidebar", async () => {
    // Enough pages that the heads are read by two threads (see read-heads-ahead.ts).
    const tab = (name: string) => Array.from({ length: 300 }, (_, i) => `${name}/p${String(i)}`);
    const [guides, api] = [tab('guides'), tab('api')];
    const files: Record<string, FileContent> = {
      'docs.json': {
        name: 'Large',
        navigation: {
          tabs: [
            { tab: 'Guides', groups: [{ group: 'G', pages: guides }] },
            { tab: 'API', groups: [{ group: 'A', pages: api }] },
          ],
        },
      },
    };
    for (const route of [...guides, ...api]) files[`${route}.mdx`] = page(`Title of ${route}`);
    const { server } = await serve(await tempDocs(files));
    expect(server.pages).toBe(600);
    const home = (await get(`${server.url}/`)).text;
    for (const route of guides) expect(home).toContain(`Title of ${route}<`);
    const last = (await get(`${server.url}/api/p299`)).text;
    for (const route of api) expect(last).toContain(`Title of ${route}<`);
  });

  it('serves the stylesheet, the script and the search index the pages link to', async () => {
    const root = await tempDocs(siteFiles());
    const { server } = await serve(root);
    const home = (await get(`${server.url}/`)).text;
    const css = /<link rel="stylesheet" href="([^"]+)"/.exec(home)?.[1] ?? '';
    const js = /<script src="([^"]+)"/.exec(home)?.[1] ?? '';
    const index = /data-folio-search-index="([^"]+)"/.exec(home)?.[1] ?? '';

    const stylesheet = await get(`${server.url}${css}`);
    expect(stylesheet.status).toBe(200);
    expect(stylesheet.type).toBe('text/css; charset=utf-8');
    expect(stylesheet.text).toContain('--folio-');
    const script = await get(`${server.url}${js}`);
    expect(script.status).toBe(200);
    expect(script.type).toBe('text/javascript; charset=utf-8');

    const search = await get(`${server.url}${index}`);
    expect(search.status).toBe(200);
    expect(search.type).toBe('application/json; charset=utf-8');
    expect(search.text).toContain('First version of the guide.');
    expect((await get(`${server.url}/_folio/search/xx--_.json`)).status).toBe(404);

    const katex = await get(`${server.url}/_folio/katex/katex.min.css`);
    expect(katex.status).toBe(200);
    expect(katex.text).toContain('.katex');
  });

  it('shows an edited page body on the next request and tells the browser to reload', async () => {
    const root = await tempDocs(siteFiles());
    const { server, log } = await serve(root);
    expect((await get(`${server.url}/guide`)).text).toContain('First version');
    const events = await liveEvents(server.url);

    await writeFile(path.join(root, 'guide.mdx'), page('Guide', 'Second version of the guide.'));
    expect(JSON.parse(await events.next('reload'))).toEqual({ routes: ['/guide'] });
    const guide = await get(`${server.url}/guide`);
    expect(guide.text).toContain('Second version of the guide.');
    expect(guide.text).not.toContain('First version');
    expect(log).toContain('changed guide.mdx — reloading');
  });

  it('reloads the navigation when a title changes or a page is added', async () => {
    const root = await tempDocs(siteFiles());
    const { server } = await serve(root);
    const events = await liveEvents(server.url);

    await writeFile(path.join(root, 'other.mdx'), page('Renamed page', 'Another page.'));
    expect(JSON.parse(await events.next('reload'))).toEqual({ routes: null });
    expect((await get(`${server.url}/`)).text).toContain('Renamed page');

    // A new folder is watched at once, though it holds no file yet.
    await mkdir(path.join(root, 'extra', 'deeper'), { recursive: true });
    await events.next('reload');
    await writeFile(path.join(root, 'extra', 'deeper', 'new.mdx'), page('Brand new', 'Fresh.'));
    await events.next('reload');
    // A page on disk that navigation does not list is still served.
    const added = await get(`${server.url}/extra/deeper/new`);
    expect(added.status).toBe(200);
    expect(added.text).toContain('Fresh.');
  });

  it('renders every page again when a snippet they import changes', async () => {
    const root = await tempDocs({
      ...siteFiles(),
      'snippets/note.mdx': 'Snippet, first edition.',
      'guide.mdx': page('Guide', "import Note from '/snippets/note.mdx';\n\n<Note />"),
    });
    const { server } = await serve(root);
    expect((await get(`${server.url}/guide`)).text).toContain('Snippet, first edition.');
    const events = await liveEvents(server.url);

    await writeFile(path.join(root, 'snippets/note.mdx'), 'Snippet, second edition.');
    expect(JSON.parse(await events.next('reload'))).toEqual({ routes: null });
    expect((await get(`${server.url}/guide`)).text).toContain('Snippet, second edition.');
  });

  it('renders importing pages again when a page file used as a snippet changes', async () => {
    const root = await tempDocs({
      ...siteFiles(),
      'parts/shared.mdx': 'Shared part, first edition.',
      'guide.mdx': page('Guide', "import Shared from './parts/shared.mdx';\n\n<Shared />"),
    });
    const { server } = await serve(root);
    expect((await get(`${server.url}/guide`)).text).toContain('Shared part, first edition.');
    const events = await liveEvents(server.url);

    await writeFile(path.join(root, 'parts/shared.mdx'), 'Shared part, second edition.');
    expect(JSON.parse(await events.next('reload'))).toEqual({ routes: null });
    expect((await get(`${server.url}/guide`)).text).toContain('Shared part, second edition.');
  });

  it('prints a page warning once per change, not once per request', async () => {
    const root = await tempDocs({
      ...siteFiles(),
      'guide.mdx': page('Guide', 'Before.\n\n<Mystery>inside</Mystery>'),
    });
    const { server, log } = await serve(root);
    const warnings = () => log.filter((text) => text.includes('Unknown component <Mystery>'));
    await get(`${server.url}/guide`);
    await get(`${server.url}/guide`);
    expect(warnings()).toHaveLength(1);

    const events = await liveEvents(server.url);
    await writeFile(path.join(root, 'guide.mdx'), page('Guide', 'After.\n\n<Mystery>x</Mystery>'));
    await events.next('reload');
    await get(`${server.url}/guide`);
    await get(`${server.url}/guide`);
    expect(warnings()).toHaveLength(2);
  });

  /**
   * Serves `root`, asks for /guide and /other at once, and gives what the terminal printed for
   * each: a page prints its diagnostics as one entry, found by the page's own file.
   */
  async function logsOfTwoAtOnce(root: string): Promise<{ guideLog: string; otherLog: string }> {
    const { server, log } = await serve(root);
    const [guide, other] = await Promise.all([
      get(`${server.url}/guide`),
      get(`${server.url}/other`),
    ]);
    expect([guide.status, other.status]).toEqual([200, 200]);
    const entry = (name: string) => log.filter((text) => text.includes(name)).join('\n');
    return { guideLog: entry('guide.mdx'), otherLog: entry('other.mdx') };
  }
  const fence = (lang: string) => `\`\`\`${lang}\nsome code\n\`\`\``;

  it('keeps each page its own warnings when two routes render at once', async () => {
    const root = await tempDocs({
      ...siteFiles(),
      'guide.mdx': page('Guide', `<Alpha>a</Alpha>\n\n${fence('alphalang')}`),
      'other.mdx': page('Other', `<Beta>b</Beta>\n\n${fence('betalang')}`),
    });
    const { guideLog, otherLog } = await logsOfTwoAtOnce(root);
    expect(guideLog).toContain('Unknown component <Alpha>');
    expect(guideLog).toContain('Unknown code block language "alphalang"');
    expect(guideLog).not.toMatch(/Beta|betalang/);
    expect(otherLog).toContain('Unknown component <Beta>');
    expect(otherLog).toContain('Unknown code block language "betalang"');
    expect(otherLog).not.toMatch(/Alpha|alphalang/);
  });

  it("keeps each page its snippets' code warnings when two routes render at once", async () => {
    const uses = (name: string, component: string) =>
      `import S from '/snippets/${name}.mdx';\n\n<${component}>x</${component}>\n\n<S />`;
    const root = await tempDocs({
      ...siteFiles(),
      'snippets/alpha.mdx': fence('alphalang'),
      'snippets/beta.mdx': fence('betalang'),
      'guide.mdx': page('Guide', uses('alpha', 'Alpha')),
      'other.mdx': page('Other', uses('beta', 'Beta')),
    });
    // Each entry: the page's unknown component, and its snippet's code warning in that file.
    const { guideLog, otherLog } = await logsOfTwoAtOnce(root);
    expect(guideLog).toContain('Unknown component <Alpha>');
    expect(guideLog).toMatch(/"alphalang"; shown as plain text\.\n.*snippets\/alpha\.mdx:1:1/);
    expect(guideLog).not.toMatch(/Beta|betalang/);
    expect(otherLog).toContain('Unknown component <Beta>');
    expect(otherLog).toMatch(/"betalang"; shown as plain text\.\n.*snippets\/beta\.mdx:1:1/);
    expect(otherLog).not.toMatch(/Alpha|alphalang/);
  });

  it('updates the search index after an edit', async () => {
    const root = await tempDocs(siteFiles());
    const { server } = await serve(root);
    const index = `${server.url}/_folio/search/_--_.json`;
    expect((await get(index)).text).toContain('First version of the guide.');
    const events = await liveEvents(server.url);

    await writeFile(path.join(root, 'guide.mdx'), page('Guide', 'Rewritten zeppelin text.'));
    await events.next('reload');
    const rebuilt = (await get(index)).text;
    expect(rebuilt).toContain('Rewritten zeppelin text.');
    expect(rebuilt).not.toContain('First version of the guide.');
  });

  it('shows a broken page with the error overlay and keeps the rest of the site working', async () => {
    const root = await tempDocs(siteFiles());
    const { server, log } = await serve(root);
    const events = await liveEvents(server.url);

    await writeFile(
      path.join(root, 'guide.mdx'),
      page('Guide', 'Intro.\n\n<Card title="Open">\nNever closed.'),
    );
    await events.next('reload');
    const broken = await get(`${server.url}/guide`);
    expect(broken.status).toBe(500);
    expect(broken.text).toContain('class="folio-dev-overlay"');
    expect(broken.text).toMatch(/guide\.mdx:7:1/);
    expect(broken.text).toContain('Expected a closing tag for `&lt;Card&gt;`');
    expect(broken.text).toContain('id="folio-sidebar"');
    expect(broken.text).not.toContain('\u001B[');
    expect(log.join('\n')).toMatch(/error\[mdx\]: Expected a closing tag/);
    expect((await get(`${server.url}/`)).status).toBe(200);
    expect((await get(`${server.url}/other`)).status).toBe(200);

    await writeFile(path.join(root, 'guide.mdx'), page('Guide', 'Fixed.'));
    await events.next('reload');
    const fixed = await get(`${server.url}/guide`);
    expect(fixed.status).toBe(200);
    expect(fixed.text).toContain('Fixed.');
    expect(fixed.text).not.toContain('folio-dev-overlay');
  });

  it('shows the overlay on every route while docs.json is broken, and recovers', async () => {
    const root = await tempDocs(siteFiles());
    const { server } = await serve(root);
    const events = await liveEvents(server.url);

    await writeFile(path.join(root, 'docs.json'), '{\n  "name": "Dev test",\n  "navigation": {\n');
    expect(JSON.parse(await events.next('reload'))).toEqual({ routes: null });
    for (const pathname of ['/', '/guide', '/nowhere']) {
      const response = await get(`${server.url}${pathname}`);
      expect(response.status, pathname).toBe(500);
      expect(response.text).toContain('The docs project has');
      expect(response.text).toMatch(/docs\.json:\d+:\d+/);
      expect(response.text).toContain('new EventSource');
    }
    // Files of the folder are still served.
    expect((await get(`${server.url}/images/logo.png`)).status).toBe(200);

    await writeFile(path.join(root, 'docs.json'), JSON.stringify(docsJson));
    await events.next('reload');
    const home = await get(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(home.text).toContain('The home page.');
  });

  it('serves files of the docs folder with their content type, and nothing outside it', async () => {
    const parent = await tempDocs({ 'secret.txt': 'top secret' });
    const root = path.join(parent, 'docs');
    await mkdir(path.join(root, 'images'), { recursive: true });
    for (const [file, content] of Object.entries(siteFiles())) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(
        path.join(root, file),
        typeof content === 'string' || content instanceof Uint8Array
          ? content
          : JSON.stringify(content),
      );
    }
    const { server } = await serve(root);

    const image = await fetch(`${server.url}/images/logo.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(png);
    expect((await get(`${server.url}/images/diagram.svg`)).type).toBe(
      'image/svg+xml; charset=utf-8',
    );
    // Sources are not served as files.
    expect((await get(`${server.url}/docs.json`)).status).toBe(404);
    expect((await get(`${server.url}/guide.mdx`)).status).toBe(404);

    for (const rawPath of [
      '/../secret.txt',
      '/images/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/images/..%2f..%2fsecret.txt',
    ]) {
      const response = await rawGet(server.url, rawPath);
      expect(response.status, rawPath).toBe(403);
      expect(response.body).not.toContain('top secret');
    }
  });

  it('follows docs.json redirects, wildcards included', async () => {
    const root = await tempDocs(siteFiles());
    const { server } = await serve(root);
    const redirect = async (pathname: string) => {
      const response = await fetch(`${server.url}${pathname}`, { redirect: 'manual' });
      return { status: response.status, location: response.headers.get('location') };
    };
    expect(await redirect('/old-guide')).toEqual({ status: 301, location: '/guide' });
    expect(await redirect('/moved')).toEqual({ status: 302, location: '/other' });
    expect(await redirect('/v1/guide')).toEqual({ status: 301, location: '/guide' });
    expect(await redirect('/v1/other?tab=2')).toEqual({ status: 301, location: '/other?tab=2' });
  });

  it('sends a folder path no page holds to its first navigation page', async () => {
    const root = await tempDocs({
      ...siteFiles(),
      'docs.json': {
        ...docsJson,
        navigation: { pages: ['index', 'guides/intro', 'guides/setup'] },
      },
      'guides/intro.mdx': page('Intro'),
      'guides/setup.mdx': page('Setup'),
    });
    const { server } = await serve(root);
    const response = await fetch(`${server.url}/guides/?a=1`, { redirect: 'manual' });
    expect([response.status, response.headers.get('location')]).toEqual([302, '/guides/intro?a=1']);
  });

  it('answers unknown routes with the 404 page', async () => {
    const root = await tempDocs(siteFiles());
    const { server } = await serve(root);
    const missing = await get(`${server.url}/does/not/exist`);
    expect(missing.status).toBe(404);
    expect(missing.type).toBe('text/html; charset=utf-8');
    expect(missing.text).toContain('Page not found');
    expect(missing.text).toContain('class="folio-header"');
    expect((await fetch(`${server.url}/guide`, { method: 'POST' })).status).toBe(405);
  });

  it('reports a port in use as a positioned diagnostic, not a crash', async () => {
    const root = await tempDocs(siteFiles());
    const { server } = await serve(root);
    const port = Number(new URL(server.url).port);
    const failure = await startDevServer({ root, port }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FolioError);
    expect((failure as FolioError).diagnostics[0]).toMatchObject({
      code: 'port-in-use',
      hint: expect.stringContaining(`--port ${String(port + 1)}`) as unknown,
    });
  });

  it('stops serving once closed', async () => {
    const root = await tempDocs(siteFiles());
    const server = await startDevServer({ root, port: 0 });
    expect((await get(`${server.url}/`)).status).toBe(200);
    await server.close();
    await expect(fetch(`${server.url}/`)).rejects.toThrow();
  });
});

describe('folio dev (the command)', () => {
  const main = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url));

  it('prints its address, serves, and exits cleanly on Ctrl+C', async () => {
    const root = await tempDocs(siteFiles());
    const child = spawn(process.execPath, [main, 'dev', root, '--port', '0'], {
      env: { ...process.env, NO_COLOR: '1' },
    });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`no address printed: ${stdout}${stderr}`));
      }, 20_000);
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const found = /Folio dev server: (http:\S+)/.exec(stdout);
        if (found?.[1] !== undefined) {
          clearTimeout(timer);
          resolve(found[1]);
        }
      });
    });
    const home = await get(`${url}/`);
    expect(home.status).toBe(200);
    expect(stdout).toMatch(/3 pages from/);

    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(stdout).toContain('Folio dev server stopped.');
    expect(stderr).toBe('');
  });

  it('exits with 1 and a fix when the port is taken', async () => {
    const root = await tempDocs(siteFiles());
    const { server } = await serve(root);
    const port = new URL(server.url).port;
    const child = spawn(process.execPath, [main, 'dev', root, '--port', port], {
      env: { ...process.env, NO_COLOR: '1' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain(`error[port-in-use]: Port ${port} on 127.0.0.1 is already in use`);
    expect(output).toContain('--port');
    expect(output).not.toMatch(/\n\s+at /);
  });
});
