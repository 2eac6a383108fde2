import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { loadDocsJson } from '../../../test/helpers/diagnostics-text.ts';
import { docsJsonSchema } from './docs-json.ts';

describe('docsJsonSchema', () => {
  // `validate-docs-json.ts` drops unknown keys and takes a copy of what is left as the config,
  // rather than parsing it again: only right while parsing returns what it is given.
  it('transforms nothing and adds no defaults', () => {
    // A transform cannot be written as JSON Schema (this throws); a default makes what the
    // schema takes differ from what it gives.
    const input = z.toJSONSchema(docsJsonSchema, { io: 'input' });
    const output = z.toJSONSchema(docsJsonSchema, { io: 'output' });
    expect(output).toEqual(input);
  });

  it('gives a config with unknown keys dropped equal to a parse of it', async () => {
    const value = {
      name: 'Docs',
      theme: 'mint',
      colors: { primary: '#16A34A' },
      feedback: { thumbsRating: true },
      api: { openapi: 'openapi.yaml', playground: { display: 'simple', proxi: true } },
      navigation: {
        tabs: [
          {
            tab: 'Guides',
            grups: [],
            groups: [
              { group: 'Start', icon: 'rocket', pages: ['index', { group: 'Deep', pages: ['a'] }] },
            ],
          },
        ],
        global: { anchors: [{ anchor: 'Blog', href: 'https://example.com', colour: 'red' }] },
      },
    };
    const { loaded } = await loadDocsJson(JSON.stringify(value));
    expect(loaded.diagnostics.map((item) => item.code)).toEqual([
      'unknown-key',
      'unknown-key',
      'unknown-key',
      'unknown-key',
    ]);
    const { feedback: _feedback, ...kept } = structuredClone(value);
    Reflect.deleteProperty(kept.api.playground, 'proxi');
    Reflect.deleteProperty(kept.navigation.tabs[0] ?? {}, 'grups');
    Reflect.deleteProperty(kept.navigation.global.anchors[0] ?? {}, 'colour');
    expect(loaded.config).toEqual(docsJsonSchema.parse(kept));
    expect(loaded.config).toEqual(kept);
  });

  it('positions a moved key when unknown keys were dropped', async () => {
    const { loaded } = await loadDocsJson(
      '{\n  "name": "Docs",\n  "feedback": {},\n  "api": { "baseUrl": "https://api.example.com" },\n  "navigation": { "pages": ["index"] }\n}',
    );
    expect(loaded.config?.api?.mdx?.['server']).toBe('https://api.example.com');
    expect(
      loaded.diagnostics.map((item) => [item.code, item.position?.line, item.position?.column]),
    ).toEqual([
      ['unknown-key', 3, 3],
      ['deprecated-key', 4, 12],
    ]);
  });
});
