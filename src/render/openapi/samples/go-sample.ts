/**
 * The example request as Go with the standard library's `net/http`: no module to fetch, so the
 * sample runs with `go run` as it is.
 *
 * @module
 */
import { urlWithQuery } from '../request-url.ts';
import type { ExampleRequest } from '../example-request.ts';
import { cString } from '../literals.ts';

/** The request as a Go program. */
export function goSample(request: ExampleRequest): string {
  const imports = new Set(['fmt', 'io', 'net/http']);
  const setup: string[] = [];
  let body = 'nil';
  const { body: requestBody } = request;
  switch (requestBody?.kind) {
    case undefined:
      break;
    case 'json': {
      imports.add('strings');
      const json = JSON.stringify(requestBody.value, null, 2);
      const literal = json.includes('`') ? cString(json) : `\`${json}\``;
      setup.push(`payload := strings.NewReader(${literal})`);
      body = 'payload';
      break;
    }
    case 'text':
      imports.add('strings');
      setup.push(`payload := strings.NewReader(${cString(requestBody.text)})`);
      body = 'payload';
      break;
    case 'form':
      imports.add('net/url').add('strings');
      setup.push('form := url.Values{}');
      for (const field of requestBody.fields) {
        setup.push(`form.Add(${cString(field.name)}, ${cString(field.value)})`);
      }
      setup.push('payload := strings.NewReader(form.Encode())');
      body = 'payload';
      break;
    case 'multipart':
      imports.add('bytes').add('mime/multipart');
      setup.push('payload := &bytes.Buffer{}', 'writer := multipart.NewWriter(payload)');
      for (const field of requestBody.fields) {
        if (field.file) {
          imports.add('os');
          setup.push(
            `part, _ := writer.CreateFormFile(${cString(field.name)}, ${cString(field.value)})`,
            `contents, _ := os.ReadFile(${cString(field.value)})`,
            'part.Write(contents)',
          );
        } else {
          setup.push(`writer.WriteField(${cString(field.name)}, ${cString(field.value)})`);
        }
      }
      setup.push('writer.Close()');
      body = 'payload';
      break;
    case 'binary':
      imports.add('os');
      setup.push(`payload, _ := os.Open(${cString(requestBody.file)})`, 'defer payload.Close()');
      body = 'payload';
      break;
  }
  // Two `part` variables would not compile: later files reuse the first declaration.
  const lines = dedupeDeclarations(setup);
  const url = cString(urlWithQuery(request.url, request.query));
  lines.push(
    '',
    `req, _ := http.NewRequest(${cString(request.method)}, ${url}, ${body})`,
    ...request.headers.map(
      ([name, value]) => `req.Header.Add(${cString(name)}, ${cString(value)})`,
    ),
  );
  if (requestBody?.kind === 'multipart') {
    lines.push('req.Header.Set("Content-Type", writer.FormDataContentType())');
  }
  lines.push(
    '',
    'res, err := http.DefaultClient.Do(req)',
    'if err != nil {',
    '\tpanic(err)',
    '}',
    'defer res.Body.Close()',
    'body, _ := io.ReadAll(res.Body)',
    'fmt.Println(string(body))',
  );
  const sorted = [...imports].sort();
  return [
    'package main',
    '',
    'import (',
    ...sorted.map((name) => `\t"${name}"`),
    ')',
    '',
    'func main() {',
    ...lines.map((line) => (line === '' ? '' : `\t${line}`)),
    '}',
  ].join('\n');
}

function dedupeDeclarations(lines: string[]): string[] {
  const declared = new Set<string>();
  return lines.map((line) => {
    const match = /^([\w, ]+) := /.exec(line);
    if (match === null) return line;
    const names = (match[1] ?? '').split(',').map((name) => name.trim());
    const fresh = names.some((name) => name !== '_' && !declared.has(name));
    for (const name of names) declared.add(name);
    return fresh ? line : line.replace(' := ', ' = ');
  });
}
