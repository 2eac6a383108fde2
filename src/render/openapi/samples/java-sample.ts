/**
 * The example request as Java with `java.net.http` (Java 11+; text blocks need 15+): part of
 * the JDK, so the sample needs no dependency.
 *
 * @module
 */
import type { ExampleRequest } from '../example-request.ts';
import { cString } from '../literals.ts';
import { urlWithQuery } from '../request-url.ts';

/** JSON in a text block: `\` and `"""` escaped, closing quotes aligned with the code. */
function textBlock(text: string, indent: string): string {
  const escaped = text.replace(/\\/g, '\\\\').replace(/"""/g, '\\"""');
  return `"""\n${escaped
    .split('\n')
    .map((line) => indent + line)
    .join('\n')}\n${indent}"""`;
}

/** The request as Java statements (imports first), for a method that `throws Exception`. */
export function javaSample(request: ExampleRequest): string {
  const imports = new Set([
    'java.net.URI',
    'java.net.http.HttpClient',
    'java.net.http.HttpRequest',
  ]);
  imports.add('java.net.http.HttpResponse');
  const setup: string[] = [];
  const headers = [...request.headers];
  let publisher = 'HttpRequest.BodyPublishers.noBody()';
  const body = request.body;
  switch (body?.kind) {
    case undefined:
      break;
    case 'json':
      publisher = `HttpRequest.BodyPublishers.ofString(${textBlock(JSON.stringify(body.value, null, 2), '        ')})`;
      break;
    case 'text':
      publisher = `HttpRequest.BodyPublishers.ofString(${cString(body.text)})`;
      break;
    case 'form': {
      const encoded = new URLSearchParams(body.fields.map(({ name, value }) => [name, value]));
      publisher = `HttpRequest.BodyPublishers.ofString(${cString(encoded.toString())})`;
      break;
    }
    case 'binary':
      imports.add('java.nio.file.Path');
      publisher = `HttpRequest.BodyPublishers.ofFile(Path.of(${cString(body.file)}))`;
      break;
    case 'multipart': {
      imports.add('java.util.ArrayList').add('java.util.List');
      setup.push(
        'String boundary = "FolioFormBoundary";',
        'List<byte[]> parts = new ArrayList<>();',
      );
      for (const field of body.fields) {
        const disposition = field.file
          ? `form-data; name="${field.name}"; filename="${field.value}"`
          : `form-data; name="${field.name}"`;
        const head = `"--" + boundary + ${cString(`\r\nContent-Disposition: ${disposition}\r\n\r\n`)}`;
        setup.push(`parts.add((${head}).getBytes());`);
        if (field.file) {
          imports.add('java.nio.file.Files').add('java.nio.file.Path');
          setup.push(`parts.add(Files.readAllBytes(Path.of(${cString(field.value)})));`);
          setup.push('parts.add("\\r\\n".getBytes());');
        } else {
          setup.push(`parts.add((${cString(field.value)} + "\\r\\n").getBytes());`);
        }
      }
      setup.push('parts.add(("--" + boundary + "--\\r\\n").getBytes());', '');
      publisher = 'HttpRequest.BodyPublishers.ofByteArrays(parts)';
      break;
    }
  }
  const headerLines = headers.map(
    ([name, value]) => `    .header(${cString(name)}, ${cString(value)})`,
  );
  if (body?.kind === 'multipart') {
    headerLines.push('    .header("Content-Type", "multipart/form-data; boundary=" + boundary)');
  }
  const lines = [
    ...[...imports].sort().map((name) => `import ${name};`),
    '',
    ...setup,
    'HttpRequest request = HttpRequest.newBuilder()',
    `    .uri(URI.create(${cString(urlWithQuery(request.url, request.query))}))`,
    ...headerLines,
    `    .method(${cString(request.method)}, ${publisher})`,
    '    .build();',
    '',
    'HttpResponse<String> response = HttpClient.newHttpClient()',
    '    .send(request, HttpResponse.BodyHandlers.ofString());',
    'System.out.println(response.body());',
  ];
  return lines.join('\n');
}
