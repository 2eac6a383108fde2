import { describe, expect, it } from 'vitest';
import { isUnderServer, parseTargetUrl } from './server-allowlist.ts';

const servers = ['https://api.example.com/v1', 'http://petstore.example.org'];

function under(text: string): boolean {
  const parsed = parseTargetUrl(text);
  return 'url' in parsed && isUnderServer(parsed.url, servers);
}

describe('isUnderServer', () => {
  it('takes URLs at or below a server path', () => {
    expect(under('https://api.example.com/v1')).toBe(true);
    expect(under('https://api.example.com/v1/pets?limit=2')).toBe(true);
    expect(under('https://API.example.com:443/v1/pets')).toBe(true);
    expect(under('http://petstore.example.org/anything')).toBe(true);
  });

  it('refuses other hosts, ports, schemes and sibling paths', () => {
    expect(under('https://api.example.com/v10/pets')).toBe(false);
    expect(under('https://api.example.com/v2')).toBe(false);
    expect(under('http://api.example.com/v1/pets')).toBe(false);
    expect(under('https://api.example.com:8443/v1/pets')).toBe(false);
    expect(under('https://api.example.com.evil.test/v1')).toBe(false);
    expect(under('https://evil.test/v1')).toBe(false);
  });
});

describe('parseTargetUrl', () => {
  it('refuses relative URLs, other schemes and credentials in the URL', () => {
    expect(parseTargetUrl('/v1/pets')).toEqual({ problem: 'The url is not an absolute URL.' });
    expect(parseTargetUrl('file:///etc/passwd')).toEqual({
      problem: 'Only http and https URLs are forwarded, not file.',
    });
    expect(parseTargetUrl('https://user:pw@api.example.com/v1')).toEqual({
      problem: 'URLs with a user name or password are not forwarded.',
    });
  });
});
