/**
 * The example request as C with libcurl, the library curl itself is built on.
 *
 * @module
 */
import type { ExampleRequest } from '../example-request.ts';
import { urlWithQuery } from '../request-url.ts';
import { cLines, cLiteral } from './quoting.ts';

/** The request as a C program. */
export function cSample(request: ExampleRequest): string {
  const body = request.body;
  const headers = request.headers;
  const lines = [
    'CURL *curl = curl_easy_init();',
    'if (curl == NULL) return 1;',
    request.method === 'HEAD'
      ? 'curl_easy_setopt(curl, CURLOPT_NOBODY, 1L);'
      : `curl_easy_setopt(curl, CURLOPT_CUSTOMREQUEST, ${cLiteral(request.method)});`,
    `curl_easy_setopt(curl, CURLOPT_URL, ${cLiteral(urlWithQuery(request.url, request.query))});`,
  ];
  const cleanup: string[] = [];
  if (headers.length > 0) {
    lines.push(
      'struct curl_slist *headers = NULL;',
      ...headers.map(
        ([name, value]) =>
          `headers = curl_slist_append(headers, ${cLiteral(`${name}: ${value}`)});`,
      ),
      'curl_easy_setopt(curl, CURLOPT_HTTPHEADER, headers);',
    );
    cleanup.push('curl_slist_free_all(headers);');
  }
  switch (body?.kind) {
    case undefined:
      break;
    case 'json':
      lines.push(
        `const char *body = ${cLines(JSON.stringify(body.value, null, 2), '  ')};`,
        'curl_easy_setopt(curl, CURLOPT_POSTFIELDS, body);',
      );
      break;
    case 'text':
      lines.push(`curl_easy_setopt(curl, CURLOPT_POSTFIELDS, ${cLiteral(body.text)});`);
      break;
    case 'form': {
      const form = new URLSearchParams(body.fields.map(({ name, value }) => [name, value]));
      lines.push(`curl_easy_setopt(curl, CURLOPT_POSTFIELDS, ${cLiteral(form.toString())});`);
      break;
    }
    case 'multipart':
      lines.push('curl_mime *mime = curl_mime_init(curl);', 'curl_mimepart *part;');
      for (const field of body.fields) {
        lines.push(
          'part = curl_mime_addpart(mime);',
          `curl_mime_name(part, ${cLiteral(field.name)});`,
          field.file
            ? `curl_mime_filedata(part, ${cLiteral(field.value)});`
            : `curl_mime_data(part, ${cLiteral(field.value)}, CURL_ZERO_TERMINATED);`,
        );
      }
      lines.push('curl_easy_setopt(curl, CURLOPT_MIMEPOST, mime);');
      cleanup.push('curl_mime_free(mime);');
      break;
    case 'binary':
      lines.push(
        `FILE *file = fopen(${cLiteral(body.file)}, "rb");`,
        'if (file == NULL) return 1;',
        'curl_easy_setopt(curl, CURLOPT_UPLOAD, 1L);',
        'curl_easy_setopt(curl, CURLOPT_READDATA, file);',
      );
      cleanup.push('fclose(file);');
      break;
  }
  lines.push(
    '',
    '// The response body goes to standard output.',
    'CURLcode result = curl_easy_perform(curl);',
    'if (result != CURLE_OK) fprintf(stderr, "%s\\n", curl_easy_strerror(result));',
    '',
    ...cleanup,
    'curl_easy_cleanup(curl);',
    'return result == CURLE_OK ? 0 : 1;',
  );
  return [
    '#include <stdio.h>',
    '#include <curl/curl.h>',
    '',
    'int main(void) {',
    ...lines.map((line) => (line === '' ? '' : `  ${line}`)),
    '}',
  ].join('\n');
}
