/**
 * The example request as Kotlin with OkHttp, the HTTP client most Kotlin and Android code uses.
 *
 * @module
 */
import type { ExampleRequest } from '../example-request.ts';
import { urlWithQuery } from '../request-url.ts';
import { kotlinString } from './quoting.ts';

/**
 * A raw string holding `text` as written: `$` and `"""` cannot be escaped inside one, so they are
 * spliced in as `${'$'}` and `${'"'}`.
 */
function rawString(text: string): string {
  // Replacer functions: in a replacement string, `$'` would mean "the text after the match".
  const body = text.replace(/\$/g, () => "${'$'}").replace(/"""/g, () => `""\${'"'}`);
  return `"""\n${body}\n""".trimIndent()`;
}

/** The request as a Kotlin program. */
export function kotlinSample(request: ExampleRequest): string {
  const imports = new Set(['okhttp3.OkHttpClient', 'okhttp3.Request']);
  const contentType =
    request.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ??
    request.body?.mediaType ??
    'application/octet-stream';
  const mediaType = `${kotlinString(contentType)}.toMediaType()`;
  const setup: string[] = [];
  let body = 'null';
  const requestBody = request.body;
  switch (requestBody?.kind) {
    case undefined:
      break;
    case 'json':
    case 'text': {
      imports.add('okhttp3.MediaType.Companion.toMediaType');
      imports.add('okhttp3.RequestBody.Companion.toRequestBody');
      const text =
        requestBody.kind === 'json'
          ? rawString(JSON.stringify(requestBody.value, null, 2))
          : kotlinString(requestBody.text);
      setup.push(`val body = ${text}.toRequestBody(${mediaType})`);
      body = 'body';
      break;
    }
    case 'form':
      imports.add('okhttp3.FormBody');
      setup.push(
        'val body = FormBody.Builder()',
        ...requestBody.fields.map(
          ({ name, value }) => `    .add(${kotlinString(name)}, ${kotlinString(value)})`,
        ),
        '    .build()',
      );
      body = 'body';
      break;
    case 'multipart':
      imports.add('okhttp3.MultipartBody');
      setup.push('val body = MultipartBody.Builder()', '    .setType(MultipartBody.FORM)');
      for (const field of requestBody.fields) {
        if (field.file) {
          imports.add('java.io.File');
          imports.add('okhttp3.MediaType.Companion.toMediaType');
          imports.add('okhttp3.RequestBody.Companion.asRequestBody');
          const file = `File(${kotlinString(field.value)})`;
          setup.push(
            `    .addFormDataPart(${kotlinString(field.name)}, ${file}.name, ${file}.asRequestBody("application/octet-stream".toMediaType()))`,
          );
        } else {
          setup.push(
            `    .addFormDataPart(${kotlinString(field.name)}, ${kotlinString(field.value)})`,
          );
        }
      }
      setup.push('    .build()');
      body = 'body';
      break;
    case 'binary':
      imports.add('java.io.File');
      imports.add('okhttp3.MediaType.Companion.toMediaType');
      imports.add('okhttp3.RequestBody.Companion.asRequestBody');
      setup.push(`val body = File(${kotlinString(requestBody.file)}).asRequestBody(${mediaType})`);
      body = 'body';
      break;
  }
  // OkHttp sets the content type from the body; a second header would repeat it.
  const headers = request.headers.filter(
    ([name]) => requestBody === undefined || name.toLowerCase() !== 'content-type',
  );
  const lines = [
    ...[...imports].sort().map((name) => `import ${name}`),
    '',
    'val client = OkHttpClient()',
    ...setup,
    'val request = Request.Builder()',
    `    .url(${kotlinString(urlWithQuery(request.url, request.query))})`,
    `    .method(${kotlinString(request.method)}, ${body})`,
    ...headers.map(
      ([name, value]) => `    .addHeader(${kotlinString(name)}, ${kotlinString(value)})`,
    ),
    '    .build()',
    '',
    'client.newCall(request).execute().use { response ->',
    '    println(response.body?.string())',
    '}',
  ];
  return lines.join('\n');
}
