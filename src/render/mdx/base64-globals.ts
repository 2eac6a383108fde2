/**
 * `btoa` and `atob`, the browser's Base64 functions, for the page realm. Pages call them while
 * rendering (a deep link that carries `btoa(JSON.stringify(config))`), and the platform renders
 * those pages. Node's own `btoa` would bring the server realm's `Function` into the page realm
 * (`btoa.constructor`), so these are plain functions compiled inside it: {@link installBase64}
 * is turned back into source and run there, and must only use the realm's own built-ins.
 *
 * Both follow the HTML standard: `btoa` refuses characters above U+00FF and `atob` accepts
 * "forgiving" Base64 (ASCII whitespace ignored, padding optional), throwing an error named
 * `InvalidCharacterError` otherwise, as browsers do.
 *
 * @module
 */

/** Defines `btoa` and `atob` on `target`. Runs in the page realm: it closes over nothing. */
export function installBase64(target: Record<string, unknown>): void {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const invalid = (message: string): Error => {
    const error = new Error(message);
    error.name = 'InvalidCharacterError';
    return error;
  };
  const btoa = (data: unknown): string => {
    const text = String(data);
    let output = '';
    for (let index = 0; index < text.length; index += 3) {
      const codes = [
        text.charCodeAt(index),
        text.charCodeAt(index + 1),
        text.charCodeAt(index + 2),
      ];
      for (const code of codes) {
        if (code > 0xff) throw invalid('btoa: the string holds a character outside Latin-1');
      }
      const [first = 0, second, third] = codes.map((code) => (Number.isNaN(code) ? -1 : code));
      const bits = (first << 16) | (Math.max(second ?? 0, 0) << 8) | Math.max(third ?? 0, 0);
      output += alphabet.charAt((bits >> 18) & 63) + alphabet.charAt((bits >> 12) & 63);
      output += second === -1 ? '=' : alphabet.charAt((bits >> 6) & 63);
      output += third === -1 ? '=' : alphabet.charAt(bits & 63);
    }
    return output;
  };
  const atob = (data: unknown): string => {
    let text = String(data).replace(/[\t\n\f\r ]+/g, '');
    if (text.length % 4 === 0) text = text.replace(/={1,2}$/, '');
    if (text.length % 4 === 1 || /[^A-Za-z0-9+/]/.test(text)) {
      throw invalid('atob: the string is not correctly encoded');
    }
    let output = '';
    let bits = 0;
    let count = 0;
    for (const char of text) {
      bits = (bits << 6) | alphabet.indexOf(char);
      count += 6;
      if (count >= 8) {
        count -= 8;
        output += String.fromCharCode((bits >> count) & 0xff);
      }
    }
    return output;
  };
  for (const [name, value] of Object.entries({ btoa, atob })) {
    Object.defineProperty(target, name, { value, writable: true, configurable: true });
  }
}
