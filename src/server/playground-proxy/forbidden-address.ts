/**
 * Addresses the playground proxy never connects to: anything that is not a public unicast
 * address on the internet. A docs server usually sits next to databases, admin panels and a
 * cloud metadata service (`169.254.169.254`, `fd00:ec2::254`); a reader must not reach them
 * through it. Checked on the address a host name resolves to, the one the socket then uses.
 *
 * IPv6 forms that carry an IPv4 address (IPv4-mapped `::ffff:a.b.c.d`, IPv4-compatible, NAT64
 * `64:ff9b::/96`, 6to4 `2002::/16`) are checked as that IPv4 address as well.
 *
 * @module
 */
import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** Special-use IPv4 ranges (RFC 6890 and later): none is a public unicast destination. */
const IPV4_RANGES: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT (also Alibaba Cloud's metadata service)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

/** Special-use IPv6 ranges. */
const IPV6_RANGES: readonly [string, number][] = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID...)
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local (also AWS's metadata service fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const blocked = new BlockList();
for (const [network, prefix] of IPV4_RANGES) blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of IPV6_RANGES) blocked.addSubnet(network, prefix, 'ipv6');

/**
 * Whether `address` (an IP address literal) must not be connected to. Anything that is not a
 * valid IP address is refused too.
 */
export function isForbiddenAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (isIPv4(bare)) return blocked.check(bare, 'ipv4');
  if (!isIPv6(bare) || bare.includes('%')) return true;
  if (blocked.check(bare, 'ipv6')) return true;
  const embedded = embeddedIPv4(bare);
  return embedded !== undefined && (embedded === '' || blocked.check(embedded, 'ipv4'));
}

/**
 * The IPv4 address an IPv6 address stands for, if it is one of the forms that carry one; `''`
 * for a form that carries one which cannot be read (refused).
 */
function embeddedIPv4(address: string): string | undefined {
  const groups = expandIPv6(address);
  if (groups === undefined) return '';
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups;
  const zeros = (list: number[]): boolean => list.every((group) => group === 0);
  // ::ffff:a.b.c.d (mapped), ::a.b.c.d (compatible), 64:ff9b::a.b.c.d (NAT64).
  if (zeros([g0, g1, g2, g3, g4]) && (g5 === 0xffff || g5 === 0)) return ipv4Of(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && zeros([g2, g3, g4, g5])) return ipv4Of(g6, g7);
  // 2002:AABB:CCDD::/48 (6to4).
  if (g0 === 0x2002) return ipv4Of(g1, g2);
  return undefined;
}

function ipv4Of(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** The eight groups of a valid IPv6 address as numbers (a dotted IPv4 tail counts as two). */
function expandIPv6(
  address: string,
): [number, number, number, number, number, number, number, number] | undefined {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    const tail = `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
    text = text.slice(0, dotted.index) + tail;
  }
  const [head = '', rest] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = rest === undefined || rest === '' ? [] : rest.split(':');
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (rest === undefined && missing !== 0)) return undefined;
  const groups = [...left, ...Array.from({ length: missing }, () => '0'), ...right].map((group) =>
    Number.parseInt(group, 16),
  );
  if (groups.length !== 8 || groups.some((group) => Number.isNaN(group))) return undefined;
  return groups as [number, number, number, number, number, number, number, number];
}
