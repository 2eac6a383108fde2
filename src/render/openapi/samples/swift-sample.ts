/**
 * The example request as Swift with Foundation's `URLSession` (async/await): no package to add,
 * and `FoundationNetworking` is imported where Linux keeps it.
 *
 * @module
 */
import type { ExampleRequest } from '../example-request.ts';
import { urlWithQuery } from '../request-url.ts';
import { rawHashes, swiftString } from './quoting.ts';

/** The request as a Swift script. */
export function swiftSample(request: ExampleRequest): string {
  const lines = [
    'import Foundation',
    '#if canImport(FoundationNetworking)',
    'import FoundationNetworking',
    '#endif',
    '',
    `let url = URL(string: ${swiftString(urlWithQuery(request.url, request.query))})!`,
    'var request = URLRequest(url: url)',
    `request.httpMethod = ${swiftString(request.method)}`,
    ...request.headers.map(
      ([name, value]) =>
        `request.setValue(${swiftString(value)}, forHTTPHeaderField: ${swiftString(name)})`,
    ),
  ];
  const body = request.body;
  switch (body?.kind) {
    case undefined:
      break;
    case 'json': {
      // A raw multi-line string keeps the JSON as written, quotes and backslashes included.
      const json = JSON.stringify(body.value, null, 2);
      const hashes = rawHashes(json, '"""', '\\');
      lines.push(`request.httpBody = ${hashes}"""\n${json}\n"""${hashes}.data(using: .utf8)`);
      break;
    }
    case 'text':
      lines.push(`request.httpBody = ${swiftString(body.text)}.data(using: .utf8)`);
      break;
    case 'form': {
      const form = new URLSearchParams(body.fields.map(({ name, value }) => [name, value]));
      lines.push(`request.httpBody = ${swiftString(form.toString())}.data(using: .utf8)`);
      break;
    }
    case 'multipart':
      lines.push(
        'let boundary = "Boundary-\\(UUID().uuidString)"',
        'request.setValue("multipart/form-data; boundary=\\(boundary)", forHTTPHeaderField: "Content-Type")',
        'var body = Data()',
      );
      for (const field of body.fields) {
        const disposition = `Content-Disposition: form-data; name=${JSON.stringify(field.name)}${field.file ? `; filename=${JSON.stringify(field.value.split('/').pop() ?? field.value)}` : ''}\r\n\r\n`;
        lines.push(
          `body.append("--\\(boundary)\\r\\n".data(using: .utf8)!)`,
          `body.append(${swiftString(disposition)}.data(using: .utf8)!)`,
          field.file
            ? `body.append(try Data(contentsOf: URL(fileURLWithPath: ${swiftString(field.value)})))`
            : `body.append(${swiftString(field.value)}.data(using: .utf8)!)`,
          'body.append("\\r\\n".data(using: .utf8)!)',
        );
      }
      lines.push(
        'body.append("--\\(boundary)--\\r\\n".data(using: .utf8)!)',
        'request.httpBody = body',
      );
      break;
    case 'binary':
      lines.push(
        `request.httpBody = try Data(contentsOf: URL(fileURLWithPath: ${swiftString(body.file)}))`,
      );
      break;
  }
  lines.push(
    '',
    'let (data, _) = try await URLSession.shared.data(for: request)',
    'print(String(decoding: data, as: UTF8.self))',
  );
  return lines.join('\n');
}
