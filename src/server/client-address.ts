/**
 * The address a request comes from, as the per-IP rate limit counts it.
 *
 * - By default, the socket's remote address (`getConnInfo` of `@hono/node-server`): a client
 *   cannot change it by sending a header.
 * - With `trustProxy` (the server runs behind one reverse proxy that appends to
 *   `X-Forwarded-For`), the last address of that header: the one the proxy saw. Addresses
 *   further left are whatever the client wrote, so they are never used.
 * - Requests without a socket (`app.request()` in tests) count as {@link UNKNOWN_ADDRESS}.
 *
 * IPv4-mapped IPv6 addresses (`::ffff:203.0.113.7`) count as their IPv4 address, and IPv6
 * addresses count by their /64 network, since one machine usually holds a whole /64.
 *
 * @module
 */
import { isIPv4, isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The address of requests that did not come through a socket. */
export const UNKNOWN_ADDRESS = 'unknown';

/** The client address of `c`, normalized as described above. */
export function clientAddress(c: Context, options: { trustProxy?: boolean } = {}): string {
  if (options.trustProxy === true) {
    const forwarded = lastForwardedAddress(c.req.header('x-forwarded-for'));
    if (forwarded !== undefined) return normalizeAddress(forwarded);
  }
  const socket = socketAddress(c);
  return socket === undefined ? UNKNOWN_ADDRESS : normalizeAddress(socket);
}

/** The last entry of an `X-Forwarded-For` header, when it is an IP address. */
export function lastForwardedAddress(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const last = header.split(',').at(-1)?.trim() ?? '';
  return isIPv4(last) || isIPv6(last) ? last : undefined;
}

/** An address as it is counted: IPv4 as is, IPv4-mapped IPv6 as IPv4, IPv6 as its /64. */
export function normalizeAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped !== undefined && isIPv4(mapped)) return mapped;
  if (!isIPv6(address)) return address;
  const groups = expandIPv6(address);
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, in lower-case hexadecimal without zero padding. */
function expandIPv6(address: string): string[] {
  const withoutZone = address.split('%')[0] ?? address;
  const [head = '', tail] = withoutZone.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const last = right.at(-1) ?? left.at(-1);
  // A trailing dotted IPv4 part stands for two groups.
  const ipv4Groups = last !== undefined && last.includes('.') ? 1 : 0;
  const missing = 8 - left.length - right.length - ipv4Groups;
  const zeros = tail === undefined ? [] : Array.from({ length: missing }, () => '0');
  return [...left, ...zeros, ...right].map((group) =>
    group.includes('.') ? group : Number.parseInt(group, 16).toString(16),
  );
}

/** The socket's remote address, or undefined when the request came without a socket. */
function socketAddress(c: Context): string | undefined {
  const bindings: unknown = c.env;
  if (typeof bindings !== 'object' || bindings === null) return undefined;
  if (!('incoming' in bindings) && !('server' in bindings)) return undefined;
  return getConnInfo(c).remote.address;
}
