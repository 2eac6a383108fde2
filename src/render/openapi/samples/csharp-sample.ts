/**
 * The example request as C# with `HttpClient` (.NET 6+, top-level statements). Content headers
 * (`Content-Type`) go on the content, as `HttpClient` refuses them among the request's headers.
 *
 * @module
 */
import type { ExampleRequest } from '../example-request.ts';
import { cString } from '../literals.ts';
import { urlWithQuery } from '../request-url.ts';

/** A raw string literal (C# 11): more quotes than the longest run inside. */
function rawString(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/"+/g)].map((match) => match[0].length));
  const quotes = '"'.repeat(Math.max(3, longest + 1));
  return `${quotes}\n${text}\n${quotes}`;
}

const methods = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);

/** The request as a C# program. */
export function csharpSample(request: ExampleRequest): string {
  const usings = new Set(['System.Net.Http']);
  const contentType = request.headers.find(([name]) => name.toLowerCase() === 'content-type');
  const headers = request.headers.filter(([name]) => name.toLowerCase() !== 'content-type');
  const method = methods.has(request.method)
    ? `HttpMethod.${request.method.charAt(0)}${request.method.slice(1).toLowerCase()}`
    : `new HttpMethod(${cString(request.method)})`;
  const lines = [
    'using var client = new HttpClient();',
    `using var request = new HttpRequestMessage(${method}, ${cString(urlWithQuery(request.url, request.query))});`,
    ...headers.map(([name, value]) => `request.Headers.Add(${cString(name)}, ${cString(value)});`),
  ];
  // `StringContent` takes the media type alone; a `charset` goes in its own argument.
  const mediaType = cString(contentType?.[1].split(';')[0]?.trim() ?? 'application/octet-stream');
  const body = request.body;
  switch (body?.kind) {
    case undefined:
      break;
    case 'json':
    case 'text': {
      usings.add('System.Text');
      const text = body.kind === 'json' ? JSON.stringify(body.value, null, 2) : body.text;
      const literal = body.kind === 'json' ? rawString(text) : cString(text);
      lines.push(`request.Content = new StringContent(${literal}, Encoding.UTF8, ${mediaType});`);
      break;
    }
    case 'form':
      usings.add('System.Collections.Generic');
      lines.push('request.Content = new FormUrlEncodedContent(new Dictionary<string, string>', '{');
      for (const field of body.fields) {
        lines.push(`    { ${cString(field.name)}, ${cString(field.value)} },`);
      }
      lines.push('});');
      break;
    case 'multipart':
      usings.add('System.IO');
      lines.push('var form = new MultipartFormDataContent();');
      for (const field of body.fields) {
        lines.push(
          field.file
            ? `form.Add(new ByteArrayContent(File.ReadAllBytes(${cString(field.value)})), ${cString(field.name)}, ${cString(field.value)});`
            : `form.Add(new StringContent(${cString(field.value)}), ${cString(field.name)});`,
        );
      }
      lines.push('request.Content = form;');
      break;
    case 'binary':
      usings.add('System.IO').add('System.Net.Http.Headers');
      lines.push(
        `request.Content = new ByteArrayContent(File.ReadAllBytes(${cString(body.file)}));`,
        `request.Content.Headers.ContentType = new MediaTypeHeaderValue(${mediaType});`,
      );
      break;
  }
  lines.push(
    '',
    'using var response = await client.SendAsync(request);',
    'Console.WriteLine(await response.Content.ReadAsStringAsync());',
  );
  return [...[...usings].sort().map((name) => `using ${name};`), '', ...lines].join('\n');
}
