/**
 * The example request as PHP with the cURL extension, bundled with nearly every PHP install.
 *
 * @module
 */
import type { ExampleRequest } from '../example-request.ts';
import { singleQuoted } from '../literals.ts';
import { urlWithQuery } from '../request-url.ts';

/** The request as a PHP script. */
export function phpSample(request: ExampleRequest): string {
  const options: string[] = [
    `CURLOPT_URL => ${singleQuoted(urlWithQuery(request.url, request.query))}`,
    'CURLOPT_RETURNTRANSFER => true',
    `CURLOPT_CUSTOMREQUEST => ${singleQuoted(request.method)}`,
  ];
  if (request.method === 'HEAD') options.push('CURLOPT_NOBODY => true');
  if (request.headers.length > 0) {
    const headers = request.headers.map(
      ([name, value]) => `    ${singleQuoted(`${name}: ${value}`)},`,
    );
    options.push(`CURLOPT_HTTPHEADER => [\n${headers.join('\n')}\n  ]`);
  }
  const body = request.body;
  switch (body?.kind) {
    case undefined:
      break;
    case 'json':
      options.push(`CURLOPT_POSTFIELDS => ${singleQuoted(JSON.stringify(body.value, null, 2))}`);
      break;
    case 'text':
      options.push(`CURLOPT_POSTFIELDS => ${singleQuoted(body.text)}`);
      break;
    case 'form':
    case 'multipart': {
      const fields = body.fields.map(({ name, value, file }) => {
        const item = file ? `new CURLFile(${singleQuoted(value)})` : singleQuoted(value);
        return `    ${singleQuoted(name)} => ${item},`;
      });
      const array = fields.length === 0 ? '[]' : `[\n${fields.join('\n')}\n  ]`;
      // An array is sent as multipart; a form body is its URL-encoded text.
      options.push(
        `CURLOPT_POSTFIELDS => ${body.kind === 'form' ? `http_build_query(${array})` : array}`,
      );
      break;
    }
    case 'binary':
      options.push(`CURLOPT_POSTFIELDS => file_get_contents(${singleQuoted(body.file)})`);
      break;
  }
  return [
    '<?php',
    '',
    '$curl = curl_init();',
    'curl_setopt_array($curl, [',
    ...options.map((option) => `  ${option},`),
    ']);',
    '',
    '$response = curl_exec($curl);',
    'curl_close($curl);',
    '',
    'echo $response;',
  ].join('\n');
}
