import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { asyncApiModel } from './channel-model.ts';
import { loadAsyncSpecIndex } from './load-async-specs.ts';
import { readAsyncDocument } from './read-async-document.ts';

const fixtures = path.join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'asyncapi');

/** A docs folder (inside a parent folder, so a file can sit just outside it) with `files`. */
async function folder(files: Record<string, string>): Promise<string> {
  const parent = await mkdtemp(path.join(tmpdir(), 'folio-asyncapi-'));
  const root = path.join(parent, 'docs');
  for (const [file, text] of Object.entries(files)) {
    const absolute = path.join(parent, file);
    await mkdir(path.dirname(absolute), { recursive: true });
    await writeFile(absolute, text);
  }
  await mkdir(root, { recursive: true });
  return root;
}

async function model(file: string) {
  const text = await readFile(path.join(fixtures, file), 'utf8');
  const root = await folder({ [`docs/${file}`]: text });
  const read = await readAsyncDocument(root, file);
  if (!read.ok) throw new Error(read.diagnostic.message);
  return asyncApiModel(read.document, read.version);
}

describe('readAsyncDocument and asyncApiModel', () => {
  it('reads a 3.x document: channels, operations matched by channel, messages and servers', async () => {
    const api = await model('streetlights-3.yml');
    expect(api.title).toBe('Streetlights MQTT API');
    expect(api.channels.map((c) => c.id)).toEqual([
      'lightingMeasured',
      'lightTurnOn',
      'lightTurnOff',
      'lightsDim',
    ]);
    const dim = api.channels[3];
    expect(dim?.address).toBe('smartylighting/streetlights/1/0/action/{streetlightId}/dim');
    expect(dim?.servers).toEqual([
      {
        name: 'production',
        protocol: 'mqtt',
        url: 'mqtt://test.mosquitto.org:{port}',
        description: 'Test broker',
      },
    ]);
    expect(dim?.parameters).toEqual([
      { name: 'streetlightId', description: 'The ID of the streetlight.', schema: undefined },
    ]);
    expect(dim?.operations.map((op) => [op.id, op.action])).toEqual([['dimLight', 'send']]);
    const message = dim?.operations[0]?.messages[0];
    expect(message?.title).toBe('Dim light');
    // `$ref`s inside schemas are resolved too.
    const properties = message?.payload?.['properties'] as Record<string, Record<string, unknown>>;
    expect(properties['sentAt']?.['format']).toBe('date-time');
  });

  it('reads a 2.x document: channels by address, publish and subscribe', async () => {
    const api = await model('streetlights-2.yml');
    const measured = api.channels[0];
    expect(measured?.id).toBe(
      'smartylighting/streetlights/1/0/event/{streetlightId}/lighting/measured',
    );
    expect(measured?.operations.map((op) => [op.id, op.action])).toEqual([
      ['receiveLightMeasurement', 'publish'],
    ]);
    expect(measured?.servers[0]?.url).toBe('test.mosquitto.org:{port}');
    expect(api.channels[1]?.operations[0]?.action).toBe('subscribe');
    expect(api.channels[1]?.operations[0]?.messages[0]?.name).toBe('turnOnOff');
  });

  it('follows a $ref to another file of the docs folder', async () => {
    const root = await folder({
      'docs/events.yml':
        'asyncapi: 3.0.0\nchannels:\n  ping:\n    messages:\n      ping:\n        $ref: "common/messages.yml#/Ping"\n',
      'docs/common/messages.yml': 'Ping:\n  name: ping\n  payload:\n    type: string\n',
    });
    const read = await readAsyncDocument(root, 'events.yml');
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const api = asyncApiModel(read.document, read.version);
    expect(api.channels[0]?.id).toBe('ping');
  });

  it('refuses a $ref leading out of the docs folder, at the $ref', async () => {
    const root = await folder({
      'docs/events.yml':
        'asyncapi: 3.0.0\nchannels:\n  ping:\n    messages:\n      ping:\n        $ref: "../secret.yml#/Ping"\n',
      'secret.yml': 'Ping:\n  name: secret\n',
    });
    const read = await readAsyncDocument(root, 'events.yml');
    expect(read).toEqual({
      ok: false,
      diagnostic: {
        severity: 'error',
        code: 'asyncapi-unreadable',
        message:
          'AsyncAPI spec events.yml: $ref "../secret.yml#/Ping" leads outside the docs folder; move the file into the folder',
        position: { file: 'events.yml', line: 6, column: 9 },
      },
    });
  });

  it('reports invalid YAML, a missing version and a $ref to nothing with positions', async () => {
    const root = await folder({
      'docs/bad.yml': 'asyncapi: 3.0.0\nchannels:\n  a: [\n',
      'docs/openapi.yml': 'openapi: 3.1.0\n',
      'docs/dangling.yml':
        'asyncapi: 2.6.0\nchannels:\n  a:\n    publish:\n      message:\n        $ref: "#/components/messages/nope"\n',
    });
    const bad = await readAsyncDocument(root, 'bad.yml');
    expect(bad.ok ? undefined : bad.diagnostic.message).toMatch(
      /^AsyncAPI spec bad\.yml: invalid YAML: /,
    );
    expect(bad.ok ? undefined : bad.diagnostic.position?.line).toBeGreaterThan(1);
    const other = await readAsyncDocument(root, 'openapi.yml');
    expect(other.ok ? undefined : other.diagnostic.message).toBe(
      'AsyncAPI spec openapi.yml: not an AsyncAPI document (no "asyncapi" version field)',
    );
    const dangling = await readAsyncDocument(root, 'dangling.yml');
    expect(dangling.ok ? undefined : dangling.diagnostic).toEqual({
      severity: 'error',
      code: 'asyncapi-unreadable',
      message:
        'AsyncAPI spec dangling.yml: $ref "#/components/messages/nope" names nothing in dangling.yml',
      position: { file: 'dangling.yml', line: 6, column: 9 },
    });
  });

  it('indexes channels with titles for navigation, and why a spec failed', async () => {
    const text = await readFile(path.join(fixtures, 'streetlights-3.yml'), 'utf8');
    const root = await folder({ 'docs/a.yml': text });
    const index = await loadAsyncSpecIndex(root, ['a.yml', 'missing.yml']);
    expect(index.get('a.yml')?.channels?.[0]).toEqual({
      id: 'lightingMeasured',
      title: 'Inform about environmental lighting conditions of a particular streetlight.',
    });
    expect(index.get('a.yml')?.channels?.[3]).toEqual({ id: 'lightsDim', title: 'lightsDim' });
    expect(index.get('missing.yml')).toEqual({ source: 'missing.yml', error: 'file not found' });
  });
});
