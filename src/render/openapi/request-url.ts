/**
 * The URL of an example request with its query string, as every sample language prints it.
 *
 * @module
 */
import { scalarText } from './example-request.ts';
import type { ExampleQueryParam } from './example-request.ts';

/** The URL with its query string; placeholders stay readable, other values are encoded. */
export function urlWithQuery(url: string, query: readonly ExampleQueryParam[]): string {
  if (query.length === 0) return url;
  const pairs = query.map(({ name, value, placeholder }) => {
    const text = scalarText(value);
    return `${encodeURIComponent(name)}=${placeholder ? text : encodeURIComponent(text)}`;
  });
  return `${url}${url.includes('?') ? '&' : '?'}${pairs.join('&')}`;
}
