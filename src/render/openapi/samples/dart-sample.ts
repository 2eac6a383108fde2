/**
 * The example request as Dart with `package:http` (Flutter apps use the same package); an
 * `http.Request` takes any method and sets the body as text, fields or bytes.
 *
 * @module
 */
import type { ExampleRequest } from '../example-request.ts';
import { urlWithQuery } from '../request-url.ts';
import { dartString } from './quoting.ts';

/** The request as a Dart program. */
export function dartSample(request: ExampleRequest): string {
  const imports = ["import 'package:http/http.dart' as http;"];
  const body = request.body;
  const multipart = body?.kind === 'multipart';
  const lines = [
    `  final url = Uri.parse(${dartString(urlWithQuery(request.url, request.query))});`,
    `  final request = http.${multipart ? 'MultipartRequest' : 'Request'}(${dartString(request.method)}, url);`,
  ];
  if (request.headers.length > 0) {
    lines.push(
      '  request.headers.addAll({',
      ...request.headers.map(([name, value]) => `    ${dartString(name)}: ${dartString(value)},`),
      '  });',
    );
  }
  switch (body?.kind) {
    case undefined:
      break;
    case 'json': {
      const json = JSON.stringify(body.value, null, 2);
      // A raw string keeps `$` and backslashes as written; it ends at the first `'''`.
      lines.push(
        json.includes("'''")
          ? `  request.body = ${dartString(json)};`
          : `  request.body = r'''\n${json}''';`,
      );
      break;
    }
    case 'text':
      lines.push(`  request.body = ${dartString(body.text)};`);
      break;
    case 'form':
      lines.push(
        '  request.bodyFields = {',
        ...body.fields.map(({ name, value }) => `    ${dartString(name)}: ${dartString(value)},`),
        '  };',
      );
      break;
    case 'multipart':
      for (const field of body.fields) {
        lines.push(
          field.file
            ? `  request.files.add(await http.MultipartFile.fromPath(${dartString(field.name)}, ${dartString(field.value)}));`
            : `  request.fields[${dartString(field.name)}] = ${dartString(field.value)};`,
        );
      }
      break;
    case 'binary':
      imports.unshift("import 'dart:io';");
      lines.push(`  request.bodyBytes = await File(${dartString(body.file)}).readAsBytes();`);
      break;
  }
  lines.push(
    '',
    '  final response = await http.Response.fromStream(await request.send());',
    '  print(response.body);',
  );
  return [...imports, '', 'Future<void> main() async {', ...lines, '}'].join('\n');
}
