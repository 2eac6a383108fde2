/**
 * The example request as Rust with `reqwest` on Tokio, the pair most Rust HTTP code uses.
 *
 * @module
 */
import type { ExampleRequest } from '../example-request.ts';
import { urlWithQuery } from '../request-url.ts';
import { rawHashes, rustString } from './quoting.ts';

const builderMethods = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']);

/** The request as a Rust program. */
export function rustSample(request: ExampleRequest): string {
  const url = rustString(urlWithQuery(request.url, request.query));
  const start = builderMethods.has(request.method)
    ? `client.${request.method.toLowerCase()}(${url})`
    : `client.request(reqwest::Method::from_bytes(${rustString(request.method).replace(/^"/, 'b"')})?, ${url})`;
  const setup: string[] = [];
  const chain = [
    ...request.headers.map(([name, value]) => `.header(${rustString(name)}, ${rustString(value)})`),
  ];
  const body = request.body;
  switch (body?.kind) {
    case undefined:
      break;
    case 'json': {
      const json = JSON.stringify(body.value, null, 2);
      const hashes = rawHashes(json, '"');
      chain.push(`.body(r${hashes}"${json}"${hashes})`);
      break;
    }
    case 'text':
      chain.push(`.body(${rustString(body.text)})`);
      break;
    case 'form': {
      const pairs = body.fields.map(
        ({ name, value }) => `(${rustString(name)}, ${rustString(value)})`,
      );
      chain.push(`.form(&[${pairs.join(', ')}])`);
      break;
    }
    case 'multipart': {
      const parts = body.fields.map((field) =>
        field.file
          ? `    .part(${rustString(field.name)}, reqwest::multipart::Part::bytes(std::fs::read(${rustString(field.value)})?).file_name(${rustString(field.value.split('/').pop() ?? field.value)}))`
          : `    .text(${rustString(field.name)}, ${rustString(field.value)})`,
      );
      setup.push(`let form = reqwest::multipart::Form::new()\n${parts.join('\n')};`);
      chain.push('.multipart(form)');
      break;
    }
    case 'binary':
      chain.push(`.body(std::fs::read(${rustString(body.file)})?)`);
      break;
  }
  const lines = [
    '#[tokio::main]',
    'async fn main() -> Result<(), Box<dyn std::error::Error>> {',
    '    let client = reqwest::Client::new();',
    ...setup.flatMap((lines) => lines.split('\n')).map((line) => `    ${line}`),
    `    let response = ${start}`,
    ...chain.map((line) => `        ${line}`),
    '        .send()',
    '        .await?;',
    '',
    '    println!("{}", response.text().await?);',
    '    Ok(())',
    '}',
  ];
  return lines.join('\n');
}
