/**
 * The example request as C++ with cpr ("C++ Requests", a wrapper of libcurl): one call per
 * method, options as typed arguments. cpr has no call for other methods (`TRACE`, or a custom
 * one); those get the libcurl program, which C++ compiles as well.
 *
 * @module
 */
import type { ExampleRequest } from '../example-request.ts';
import { urlWithQuery } from '../request-url.ts';
import { cSample } from './c-sample.ts';
import { cLiteral } from './quoting.ts';

const cprCalls: Readonly<Record<string, string>> = {
  GET: 'Get',
  POST: 'Post',
  PUT: 'Put',
  PATCH: 'Patch',
  DELETE: 'Delete',
  HEAD: 'Head',
  OPTIONS: 'Options',
};

/** A raw string literal `R"d(…)d"` with a delimiter the text does not close. */
function rawString(text: string): string {
  let delimiter = 'json';
  for (let n = 2; text.includes(`)${delimiter}"`); n += 1) delimiter = `json${String(n)}`;
  return `R"${delimiter}(${text})${delimiter}"`;
}

const pair = (name: string, value: string): string => `{${cLiteral(name)}, ${cLiteral(value)}}`;

/** The request as a C++ program. */
export function cppSample(request: ExampleRequest): string {
  const call = cprCalls[request.method];
  if (call === undefined) return cSample(request);
  const includes = ['#include <cpr/cpr.h>', '#include <iostream>'];
  const setup: string[] = [];
  const args = [`cpr::Url{${cLiteral(urlWithQuery(request.url, request.query))}}`];
  if (request.headers.length > 0) {
    const headers = request.headers.map(([name, value]) => pair(name, value));
    args.push(`cpr::Header{\n        ${headers.join(',\n        ')},\n    }`);
  }
  const body = request.body;
  switch (body?.kind) {
    case undefined:
      break;
    case 'json':
      args.push(`cpr::Body{${rawString(JSON.stringify(body.value, null, 2))}}`);
      break;
    case 'text':
      args.push(`cpr::Body{${cLiteral(body.text)}}`);
      break;
    case 'form':
      args.push(
        `cpr::Payload{${body.fields.map(({ name, value }) => pair(name, value)).join(', ')}}`,
      );
      break;
    case 'multipart': {
      const parts = body.fields.map(({ name, value, file }) =>
        file ? `{${cLiteral(name)}, cpr::File{${cLiteral(value)}}}` : pair(name, value),
      );
      args.push(`cpr::Multipart{\n        ${parts.join(',\n        ')},\n    }`);
      break;
    }
    case 'binary':
      includes.push('#include <fstream>', '#include <iterator>', '#include <string>');
      setup.push(
        `std::ifstream file(${cLiteral(body.file)}, std::ios::binary);`,
        'std::string contents{std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};',
      );
      args.push('cpr::Body{contents}');
      break;
  }
  return [
    ...includes,
    '',
    'int main() {',
    ...setup.map((line) => `  ${line}`),
    `  cpr::Response response = cpr::${call}(`,
    `    ${args.join(',\n    ')});`,
    '  std::cout << response.text << std::endl;',
    '  return 0;',
    '}',
  ].join('\n');
}
