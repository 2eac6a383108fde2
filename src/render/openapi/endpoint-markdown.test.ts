import { describe, expect, it } from 'vitest';
import { endpointMarkdown } from './endpoint-markdown.ts';
import { makeOperation, makeParameter } from '../../../test/render/api-model.ts';
import { petStore } from '../../../test/render/pet-store.ts';

describe('endpointMarkdown', () => {
  it('writes the method, path, parameters, body fields and responses', () => {
    const api = petStore();
    const create = api.operations.find((operation) => operation.method === 'post');
    if (!create) throw new Error('the pet store has a POST');
    expect(endpointMarkdown(create)).toMatchSnapshot();
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

  it('names webhooks as such', () => {
    const hook = makeOperation({ kind: 'webhook', method: 'post', path: 'plant.created' });
    expect(endpointMarkdown(hook)).toMatch(/^Webhook `plant\.created` \(POST\)/);
  });
});
