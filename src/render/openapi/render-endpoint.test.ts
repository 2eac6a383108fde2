import { describe, expect, it } from 'vitest';
import { createCodeHighlighter } from '../../content/index.ts';
import { plainHighlight } from './code-slots.ts';
import { endpointHighlight } from './highlight.ts';
import { renderEndpoint } from './render-endpoint.ts';
import { petStore } from '../../../test/render/pet-store.ts';
import { makeApi, makeOperation, operationOf, outline } from '../../../test/render/api-model.ts';

/** The `id`s of the page's section headings, in order. */
function sectionIds(html: string): string[] {
  return [...html.matchAll(/<h2 id="([^"]+)"/g)].map((match) => match[1] ?? '');
}

describe('renderEndpoint', () => {
  it('renders the header, playground and every section of an operation', async () => {
    const api = petStore();
    const page = await renderEndpoint(api, operationOf(api, 'get', '/pets/{petId}'), {
      highlight: plainHighlight,
    });
    expect(page.html).toContain('<span class="folio-api-method folio-api-method-get">GET</span>');
    expect(page.html).toContain(
      '<span class="folio-api-path">/<wbr/>pets/<span class="folio-api-path-param">{petId}</span></span>',
    );
    expect(page.html).toContain('data-folio-api-server=""');
    expect(page.html).toContain('data-folio-playground=');
    expect(sectionIds(page.html)).toEqual([
      'authorization',
      'path-parameters',
      'query-parameters',
      'headers',
      'cookies',
      'responses',
    ]);
    expect(page.html).not.toContain('Find a pet by ID');
    expect(page.html).not.toContain('data-folio-code-slot');
  });

  it('puts request samples and response examples in the side column', async () => {
    const api = petStore();
    const page = await renderEndpoint(api, operationOf(api, 'post', '/pets'), {
      highlight: plainHighlight,
    });
    expect(outline(page.examplesHtml)).toBe(
      ['[cURL]', '[JavaScript]', '[Python]', '[200]', '[Default]'].join('\n'),
    );
    expect(page.examplesHtml).toContain('data-folio-example="request"');
    expect(page.examplesHtml).toContain('data-folio-example="response"');
    expect(page.examplesHtml).toContain('data-folio-sync=""');
    expect(page.examplesHtml).toContain('--header &#39;Authorization: Bearer &lt;token&gt;&#39;');
    expect(page.html).toContain('<pre class="folio-plain-code" data-language="json" tabindex="0">');
    expect(sectionIds(page.html)).toEqual(['authorization', 'body', 'responses']);
  });

  it('collects the page text for search', async () => {
    const api = petStore();
    const page = await renderEndpoint(api, operationOf(api, 'get', '/pets/{petId}'), {
      highlight: plainHighlight,
    });
    expect(page.searchText).toMatch(/^Find a pet by ID GET \/pets\/\{petId\} getPetById /);
    expect(page.searchText).toContain('ID of the pet');
    expect(page.searchText).toContain('Pet status in the store');
    expect(page.searchText).not.toMatch(/<|\s{2}/);
  });

  it('renders webhooks as the payload received, without a playground or samples to send', async () => {
    const api = petStore();
    const page = await renderEndpoint(api, operationOf(api, 'post', 'newPet'), {
      highlight: plainHighlight,
    });
    expect(page.html).toContain('<span class="folio-api-webhook-badge">Webhook</span>');
    expect(page.html).toContain('Your endpoint receives this request');
    expect(page.html).not.toContain('data-folio-playground');
    expect(sectionIds(page.html)).toEqual(['headers', 'payload', 'responses']);
    expect(page.html).toContain('Expected responses');
    expect(outline(page.examplesHtml)).toBe('[Payload]');
    expect(page.examplesHtml).toContain('&quot;id&quot;: 10');
  });

  it('leaves the playground out on request, and marks deprecated operations', async () => {
    const api = petStore();
    const page = await renderEndpoint(api, operationOf(api, 'delete', '/pets/{petId}'), {
      highlight: plainHighlight,
      playground: false,
    });
    expect(page.html).not.toContain('data-folio-playground');
    expect(page.html).toContain('<span class="folio-api-deprecated">Deprecated</span>');
    expect(page.examplesHtml).not.toContain('data-folio-example="response"');
  });

  it('highlights with the build highlighter, like code blocks on pages', async () => {
    const api = petStore();
    const highlighter = createCodeHighlighter();
    try {
      const page = await renderEndpoint(api, operationOf(api, 'post', '/pets'), {
        highlight: endpointHighlight(highlighter),
        languages: ['python'],
      });
      expect(page.examplesHtml).toMatch(/<pre [^>]*class="shiki [^>]*><code><span class="line">/);
      expect(outline(page.examplesHtml)).toBe(['[Python]', '[200]', '[Default]'].join('\n'));
      expect(page.html).toMatch(
        /<figure class="folio-code folio-code-bare"[^>]*><div class="folio-code-body"><pre [^>]*class="shiki /,
      );
    } finally {
      highlighter.dispose();
    }
  });

  it('highlights shell samples under every name specs give them', async () => {
    const highlighter = createCodeHighlighter();
    try {
      const highlight = endpointHighlight(highlighter);
      for (const lang of ['bash', 'shellscript', 'sh', 'curl', 'Shell']) {
        const html = await highlight('curl --request GET https://example.com', lang);
        expect(html, lang).toMatch(/^<pre [^>]*class="shiki [^>]*data-language="bash"/);
      }
      expect(await highlight('plain', '')).toMatch(/^<pre [^>]*class="shiki /);
    } finally {
      highlighter.dispose();
    }
  });

  it('puts the page content under the endpoint bar, above the generated sections', async () => {
    const api = petStore();
    const page = await renderEndpoint(api, operationOf(api, 'get', '/pets/{petId}'), {
      highlight: plainHighlight,
      contentHtml: '<h2 id="notes">Notes</h2><p>Read this first.</p>',
    });
    const content = page.html.indexOf('<div class="folio-api-content"><h2 id="notes">Notes</h2>');
    expect(content).toBeGreaterThan(page.html.indexOf('folio-api-endpoint'));
    expect(content).toBeLessThan(page.html.indexOf('data-folio-playground='));
    expect(page.searchText).not.toContain('Read this first');
    expect(page.toc).toEqual([
      { depth: 2, id: 'authorization', text: 'Authorization' },
      { depth: 2, id: 'path-parameters', text: 'Path parameters' },
      { depth: 2, id: 'query-parameters', text: 'Query parameters' },
      { depth: 2, id: 'headers', text: 'Headers' },
      { depth: 2, id: 'cookies', text: 'Cookies' },
      { depth: 2, id: 'responses', text: 'Responses' },
    ]);
  });

  it("puts the page's own examples in place of the generated ones of their kind", async () => {
    const api = petStore();
    const operation = operationOf(api, 'post', '/pets');
    const own = {
      request: '<figure data-folio-example="request">own request</figure>',
      response: '<figure data-folio-example="response">own response</figure>',
    };
    const responseOnly = await renderEndpoint(api, operation, {
      highlight: plainHighlight,
      pageExamples: { response: own.response },
    });
    // The generated request samples stay, above the page's response example.
    expect(outline(responseOnly.examplesHtml)).toBe(
      ['[cURL]', '[JavaScript]', '[Python]'].join('\n'),
    );
    expect(responseOnly.examplesHtml).toMatch(
      /^<div class="folio-api-examples" data-folio-api-examples=""><div [^>]*data-folio-example="request".*<figure data-folio-example="response">own response<\/figure><\/div>$/s,
    );
    expect(responseOnly.examplesHtml).not.toContain('data-folio-tab-label="200"');

    const requestOnly = await renderEndpoint(api, operation, {
      highlight: plainHighlight,
      pageExamples: { request: own.request },
    });
    expect(outline(requestOnly.examplesHtml)).toBe(['[200]', '[Default]'].join('\n'));
    expect(requestOnly.examplesHtml.indexOf('own request')).toBeLessThan(
      requestOnly.examplesHtml.indexOf('data-folio-example="response"'),
    );

    const both = await renderEndpoint(api, operation, {
      highlight: plainHighlight,
      pageExamples: own,
    });
    expect(both.examplesHtml).toBe(
      `<div class="folio-api-examples" data-folio-api-examples="">${own.request}${own.response}</div>`,
    );
    // The page body is the same whatever the examples.
    expect(both.html).toBe(responseOnly.html);
  });

  it("shows a server of '/' (the site's own origin) as the path alone", async () => {
    const operation = makeOperation({
      path: '/llms.txt',
      servers: [
        { url: '/', variables: {} },
        { url: 'https://docs.example.com/', variables: {} },
      ],
    });
    const page = await renderEndpoint(makeApi([operation]), operation, {
      highlight: plainHighlight,
    });
    expect(page.html).toContain(
      '<code class="folio-api-url"><span class="folio-api-base" data-folio-api-base=""></span><span class="folio-api-path">/<wbr/>llms.txt</span></code>',
    );
    expect(page.html).toContain('<option value="/" selected="">/</option>');
  });
});
