import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateApiKey, hashApiKey, hashesEqual, parseApiKey } from './api-key-secret.ts';

describe('API key secrets', () => {
  it('makes keys folio_<type>_<32 base64url characters>, different every time', () => {
    const admin = generateApiKey('admin');
    const assistant = generateApiKey('assistant');
    expect(admin.key).toMatch(/^folio_admin_[A-Za-z0-9_-]{32}$/);
    expect(assistant.key).toMatch(/^folio_assistant_[A-Za-z0-9_-]{32}$/);
    expect(generateApiKey('admin').key).not.toBe(admin.key);
  });

  it('shows the type and 8 random characters as the prefix', () => {
    const { key, prefix } = generateApiKey('assistant');
    expect(prefix).toBe(key.slice(0, 'folio_assistant_'.length + 8));
    expect(parseApiKey(key)).toEqual({ type: 'assistant', prefix });
  });

  it('stores the SHA-256 of the key, never the key', () => {
    const { key, hash } = generateApiKey('admin');
    expect(hash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(hashApiKey(key)).toBe(hash);
    expect(hash).not.toContain(key.slice('folio_admin_'.length));
  });

  it('rejects anything that is not a Folio key', () => {
    const { key } = generateApiKey('admin');
    for (const other of [
      '',
      key.slice(0, -1),
      `${key}x`,
      key.replace('admin', 'owner'),
      ` ${key}`,
    ]) {
      expect(parseApiKey(other)).toBeUndefined();
    }
  });

  it('compares hashes: equal, different, or of different lengths', () => {
    const a = hashApiKey('one');
    expect(hashesEqual(a, hashApiKey('one'))).toBe(true);
    expect(hashesEqual(a, hashApiKey('two'))).toBe(false);
    expect(hashesEqual(a, a.slice(0, 32))).toBe(false);
  });
});
