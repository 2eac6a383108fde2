import { describe, expect, it } from 'vitest';
import { describeUrl } from './postgres-database.ts';

describe('describeUrl', () => {
  it('keeps host, port and database, drops user and password', () => {
    expect(describeUrl('postgres://folio:s3cret@db.internal:6432/folio')).toBe(
      'db.internal:6432/folio',
    );
    expect(describeUrl('postgresql://folio@localhost/folio')).toBe('localhost/folio');
  });

  it('names the socket folder of a socket URL', () => {
    expect(describeUrl('postgres:///folio?host=/var/run/postgresql')).toBe(
      '/var/run/postgresql/folio',
    );
  });

  it('says so when the URL cannot be parsed, without echoing it', () => {
    for (const url of [
      'folio:s3cret@nowhere',
      'postgres:folio:s3cret@db/x',
      'mysql://a:s3cret@h/d',
    ]) {
      expect(describeUrl(url)).not.toContain('s3cret');
    }
    expect(describeUrl('::')).toBe('the server of DATABASE_URL (the URL could not be parsed)');
  });
});
