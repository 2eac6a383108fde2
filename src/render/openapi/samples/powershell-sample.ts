/**
 * The example request as PowerShell 7 with `Invoke-RestMethod`, which parses a JSON response
 * into objects; `-ContentType` carries the media type, as the cmdlet sets it from there.
 *
 * @module
 */
import type { ExampleRequest } from '../example-request.ts';
import { urlWithQuery } from '../request-url.ts';
import { powershellString as quoted } from './quoting.ts';

const standardMethods = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);

/** The request as a PowerShell script. */
export function powershellSample(request: ExampleRequest): string {
  const contentType = request.headers.find(([name]) => name.toLowerCase() === 'content-type');
  const headers = request.headers.filter(([name]) => name.toLowerCase() !== 'content-type');
  const lines: string[] = [];
  const args = [`-Uri ${quoted(urlWithQuery(request.url, request.query))}`];
  args.push(
    standardMethods.has(request.method)
      ? `-Method ${request.method.charAt(0)}${request.method.slice(1).toLowerCase()}`
      : `-CustomMethod ${quoted(request.method)}`,
  );
  if (headers.length > 0) {
    lines.push('$headers = @{', ...headers.map(([n, v]) => `    ${quoted(n)} = ${quoted(v)}`), '}');
    args.push('-Headers $headers');
  }
  if (contentType !== undefined) args.push(`-ContentType ${quoted(contentType[1])}`);
  const body = request.body;
  switch (body?.kind) {
    case undefined:
      break;
    case 'json': {
      // A here-string keeps the JSON as written; it ends only at a line starting with '@.
      const json = JSON.stringify(body.value, null, 2);
      lines.push(/^'@/m.test(json) ? `$body = ${quoted(json)}` : `$body = @'\n${json}\n'@`);
      args.push('-Body $body');
      break;
    }
    case 'text':
      lines.push(`$body = ${quoted(body.text)}`);
      args.push('-Body $body');
      break;
    case 'form':
      lines.push(
        '$body = @{',
        ...body.fields.map(({ name, value }) => `    ${quoted(name)} = ${quoted(value)}`),
        '}',
      );
      args.push('-Body $body');
      break;
    case 'multipart':
      lines.push(
        '$form = @{',
        ...body.fields.map(
          ({ name, value, file }) =>
            `    ${quoted(name)} = ${file ? `Get-Item -Path ${quoted(value)}` : quoted(value)}`,
        ),
        '}',
      );
      args.push('-Form $form');
      break;
    case 'binary':
      args.push(`-InFile ${quoted(body.file)}`);
      break;
  }
  if (lines.length > 0) lines.push('');
  lines.push(
    `$response = Invoke-RestMethod ${args.join(' `\n    ')}`,
    '$response | ConvertTo-Json -Depth 10',
  );
  return lines.join('\n');
}
