import { describe, expect, it } from 'vitest';
import { configDiagnosticsText } from '../../../test/helpers/diagnostics-text.ts';
import { tempDocs } from '../../../test/helpers/temp-docs.ts';
import { loadConfig } from '../load-config.ts';
import { decodeUtf8, firstInvalidUtf8Byte } from './read-text-file.ts';

describe('UTF-8', () => {
  it('finds the first invalid byte', () => {
    expect(firstInvalidUtf8Byte(Buffer.from('héllo', 'utf8'))).toBe(6);
    expect(firstInvalidUtf8Byte(Buffer.from([0x61, 0xe9, 0x62]))).toBe(1);
    expect(firstInvalidUtf8Byte(Buffer.from([0xed, 0xa0, 0x80]))).toBe(0); // a UTF-16 surrogate
    expect(firstInvalidUtf8Byte(Buffer.from([0xc0, 0x80]))).toBe(0); // overlong
  });

  it('drops a byte-order mark', () => {
    const result = decodeUtf8(Buffer.from('\uFEFF{}', 'utf8'), 'docs.json');
    expect(result).toEqual({ ok: true, text: '{}' });
  });

  it('reports a Latin-1 docs.json at the line and column of the bad byte', async () => {
    const latin1 = Buffer.from(
      '{\n  "name": "Caf\xe9",\n  "navigation": {"pages": []}\n}\n',
      'latin1',
    );
    const root = await tempDocs({ 'docs.json': latin1 });
    const loaded = await loadConfig(root);
    expect(loaded.config).toBeUndefined();
    expect(await configDiagnosticsText(root)).toMatchInlineSnapshot(`
      "error[not-utf8]: docs.json is not valid UTF-8 (byte 0xe9 at offset 16)
        --> docs.json:2:15
        = fix: Save the file as UTF-8 in your editor (it may be in Latin-1 or UTF-16)."
    `);
  });
});
