import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  clientAddress,
  lastForwardedAddress,
  normalizeAddress,
  UNKNOWN_ADDRESS,
} from './client-address.ts';

function addressApp(trustProxy: boolean): Hono {
  const app = new Hono();
  app.get('/', (c) => c.text(clientAddress(c, { trustProxy })));
  return app;
}

describe('clientAddress', () => {
  it('is "unknown" without a socket, and ignores X-Forwarded-For unless told to trust it', async () => {
    const headers = { 'X-Forwarded-For': '198.51.100.4' };
    expect(await (await addressApp(false).request('/', { headers })).text()).toBe(UNKNOWN_ADDRESS);
    expect(await (await addressApp(true).request('/', { headers })).text()).toBe('198.51.100.4');
    expect(await (await addressApp(true).request('/')).text()).toBe(UNKNOWN_ADDRESS);
  });

  it('reads the socket address of a real connection', async () => {
    const server = createAdaptorServer({ fetch: addressApp(false).fetch });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { 'X-Forwarded-For': '198.51.100.4' },
      });
      expect(await response.text()).toBe('127.0.0.1');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('lastForwardedAddress', () => {
  it('takes the address the nearest proxy saw: the last entry', () => {
    expect(lastForwardedAddress('203.0.113.9, 198.51.100.4')).toBe('198.51.100.4');
    expect(lastForwardedAddress(' 2001:db8::1 ')).toBe('2001:db8::1');
  });

  it('gives nothing for a missing header or a last entry that is not an address', () => {
    expect(lastForwardedAddress(undefined)).toBeUndefined();
    expect(lastForwardedAddress('203.0.113.9, unknown')).toBeUndefined();
    expect(lastForwardedAddress('')).toBeUndefined();
  });
});

describe('normalizeAddress', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:203.0.113.7', '203.0.113.7'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:8d3::/64'],
    ['2001:0db8:0000:0001::1', '2001:db8:0:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::203.0.113.7', '0:0:0:0::/64'],
    [UNKNOWN_ADDRESS, UNKNOWN_ADDRESS],
  ])('%s counts as %s', (address, expected) => {
    expect(normalizeAddress(address)).toBe(expected);
  });

  it('puts the addresses of one /64 together and those of another apart', () => {
    expect(normalizeAddress('2001:db8:1:2:aaaa::1')).toBe(normalizeAddress('2001:db8:1:2::ffff'));
    expect(normalizeAddress('2001:db8:1:2::1')).not.toBe(normalizeAddress('2001:db8:1:3::1'));
  });
});
