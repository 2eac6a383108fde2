/**
 * The example request as Ruby with the standard library's `net/http`.
 *
 * @module
 */
import type { ExampleRequest } from '../example-request.ts';
import { cString, singleQuoted } from '../literals.ts';
import { urlWithQuery } from '../request-url.ts';

const rubyString = (text: string): string => cString(text, { hash: true });

/** The request as a Ruby script. */
export function rubySample(request: ExampleRequest): string {
  const lines = [
    "require 'net/http'",
    "require 'uri'",
    '',
    `uri = URI(${rubyString(urlWithQuery(request.url, request.query))})`,
    `request = Net::HTTPGenericRequest.new(${rubyString(request.method)}, ${request.body === undefined ? 'false' : 'true'}, ${request.method === 'HEAD' ? 'false' : 'true'}, uri)`,
    ...request.headers.map(
      ([name, value]) => `request[${rubyString(name)}] = ${rubyString(value)}`,
    ),
  ];
  const body = request.body;
  switch (body?.kind) {
    case undefined:
      break;
    case 'json':
      lines.push(`request.body = ${singleQuoted(JSON.stringify(body.value, null, 2))}`);
      break;
    case 'text':
      lines.push(`request.body = ${rubyString(body.text)}`);
      break;
    case 'form':
      lines.push(
        `request.set_form_data(${formHash(body.fields.map(({ name, value }) => [name, rubyString(value)]))})`,
      );
      break;
    case 'multipart': {
      const pairs = body.fields.map(({ name, value, file }): [string, string] => [
        name,
        file ? `File.open(${rubyString(value)})` : rubyString(value),
      ]);
      const list = pairs.map(([name, value]) => `  [${rubyString(name)}, ${value}],`);
      lines.push(`request.set_form([\n${list.join('\n')}\n], 'multipart/form-data')`);
      break;
    }
    case 'binary':
      lines.push(`request.body = File.binread(${rubyString(body.file)})`);
      break;
  }
  lines.push(
    '',
    "response = Net::HTTP.start(uri.host, uri.port, use_ssl: uri.scheme == 'https') do |http|",
    '  http.request(request)',
    'end',
    'puts response.body',
  );
  return lines.join('\n');
}

function formHash(pairs: [string, string][]): string {
  if (pairs.length === 0) return '{}';
  return `{\n${pairs.map(([name, value]) => `  ${rubyString(name)} => ${value},`).join('\n')}\n}`;
}
