/**
 * What one analytics or chat provider of docs.json's `integrations` is to Folio: the fields it
 * takes, and from them the snippet the provider documents, split in two so it runs after the
 * page without inline script: the provider's `<script src>` tags (with `async` or `defer`) and
 * its inline code, which the site serves as one deferred file of its own (a Content-Security-
 * Policy of `'self'` allows it, whatever the configured ids). Also the origins the snippet loads
 * from and talks to, which the hosted site's policy adds.
 *
 * @module
 */

/** A `<script src>` tag of a snippet; attribute names as React spells them. */
export interface ScriptTag {
  src: string;
  async?: boolean;
  defer?: boolean;
  attributes?: Readonly<Record<string, string>>;
}

/** Origins by Content-Security-Policy directive. */
export interface PolicySources {
  'script-src'?: readonly string[];
  'connect-src'?: readonly string[];
  'style-src'?: readonly string[];
  'font-src'?: readonly string[];
  'frame-src'?: readonly string[];
}

/** A snippet with its settings filled in. */
export interface Snippet {
  /** Tags in the order the provider's snippet has them. */
  tags: readonly ScriptTag[];
  /** The snippet's inline code (none for snippets that are only a tag). */
  code?: string;
  sources: PolicySources;
}

/** A field of a provider's settings. */
export interface IntegrationField {
  name: string;
  required: boolean;
  /** A check of the value beyond "a non-empty string"; returns the problem, if any. */
  check?: (value: string) => string | undefined;
}

/** One provider: its docs.json key, its fields and its snippet. */
export interface Integration {
  key: string;
  /** The provider's name, for messages and the docs. */
  name: string;
  fields: readonly IntegrationField[];
  /**
   * For providers that also accept a bare string (`"intercom": "abc123"`, the older form), the
   * field it stands for.
   */
  shorthand?: string;
  /** Builds the snippet from settings whose required fields are present and checked. */
  snippet(settings: Readonly<Record<string, string | undefined>>): Snippet;
}

/**
 * A JavaScript string literal of `value` in the quotes the snippet uses: backslashes, quotes,
 * line ends and control characters escaped, and `<` written `\x3c`, so a value can never end
 * the string, the statement or a `<script>` element it is placed in.
 */
export function jsString(value: string, quote: "'" | '"' = "'"): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\\' || char === quote) out += `\\${char}`;
    else if (char === '<') out += '\\x3c';
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, '0')}`;
    else if (code === 0x2028 || code === 0x2029) out += `\\u${code.toString(16)}`;
    else out += char;
  }
  return `${quote}${out}${quote}`;
}

/**
 * `value` as an HTTPS URL, or a host name (`plausible.example.com`) as `https://host`; undefined
 * when it is neither (another scheme, credentials, a malformed host).
 */
export function httpsUrl(value: string): URL | undefined {
  const text = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return undefined;
  if (!/^[a-z0-9.-]+$/i.test(url.hostname)) return undefined;
  return url;
}

/** A field check: an HTTPS URL or host name. */
export function checkHttps(value: string): string | undefined {
  return httpsUrl(value) ? undefined : 'must be an https:// URL or a host name';
}
