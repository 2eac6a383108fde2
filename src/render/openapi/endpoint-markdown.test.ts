import { describe, expect, it } from 'vitest';
import { endpointMarkdown } from './endpoint-markdown.ts';
import { makeOperation, makeParameter } from '../../../test/render/api-model.ts';
import { petStore } from '../../../test/render/pet-store.ts';

describe('endpointMarkdown', () => {
  it('writes the method, path, parameters, body fields and responses', () => {
    const api = petStore();
    const create = api.operations.find((operation) => operation.method === 'post');
    if (!create) throw new Error('the pet store has a POST');
    expect(endpointMarkdown(create, undefined, { schema: false })).toMatchSnapshot();
  });

  it('puts the page content after the description, and marks deprecated things', () => {
    const operation = makeOperation({
      method: 'delete',
      path: '/plants/{id}',
      description: 'Deletes a plant\nfor good.',
      deprecated: true,
      parameters: [makeParameter({ name: 'id', in: 'path', required: true })],
    });
    const markdown = endpointMarkdown(operation, '<Note>Cannot be undone.</Note>');
    expect(markdown).toContain('`DELETE /plants/{id}` (deprecated)\n\nDeletes a plant\nfor good.');
    expect(markdown).toContain('<Note>Cannot be undone.</Note>\n\n## Parameters');
    expect(markdown).toContain('- `id` (path, string, required)');
  });

  it('ends with the operation as an OpenAPI document, its named schemas as components', () => {
    const api = petStore();
    const create = api.operations.find((operation) => operation.method === 'post');
    if (!create) throw new Error('the pet store has a POST');
    const markdown = endpointMarkdown(create);
    const block = /\n## OpenAPI\n\n````json POST \/pets\n([\s\S]*)\n````\n$/.exec(markdown);
    expect(block, markdown).not.toBeNull();
    const spec = JSON.parse(block?.[1] ?? '') as {
      paths: Record<string, Record<string, { requestBody: unknown }>>;
      components?: { schemas: Record<string, unknown> };
    };
    const body = JSON.stringify(spec.paths['/pets']?.['post']?.requestBody);
    expect(body).toMatch(/"\$ref":"#\/components\/schemas\/\w+"/);
    expect(Object.keys(spec.components?.schemas ?? {}).length).toBeGreaterThan(0);
  });

  it('leaves the OpenAPI document out with markdown.schema false', () => {
    const operation = makeOperation({ method: 'get', path: '/plants' });
    expect(endpointMarkdown(operation)).toContain('## OpenAPI');
    expect(endpointMarkdown(operation, undefined, { schema: false })).not.toContain('## OpenAPI');
  });

  it('writes a recursive schema once, as a component referring to itself', () => {
    const node: Record<string, unknown> = { refName: 'Node', type: 'object', properties: {} };
    (node['properties'] as Record<string, unknown>)['child'] = node;
    const operation = makeOperation({
      method: 'get',
      path: '/tree',
      responses: [
        {
          status: '200',
          description: 'OK',
          headers: [],
          content: [{ mediaType: 'application/json', schema: node, examples: [] }],
        },
      ],
    });
    const markdown = endpointMarkdown(operation);
    const spec = JSON.parse(/````json GET \/tree\n([\s\S]*)\n````/.exec(markdown)?.[1] ?? '') as {
      components: { schemas: Record<string, unknown> };
    };
    expect(spec.components.schemas['Node']).toEqual({
      type: 'object',
      properties: { child: { $ref: '#/components/schemas/Node' } },
    });
  });

  it('names webhooks as such', () => {
    const hook = makeOperation({ kind: 'webhook', method: 'post', path: 'plant.created' });
    expect(endpointMarkdown(hook)).toMatch(/^Webhook `plant\.created` \(POST\)/);
  });
});
