import { describe, expect, it } from 'vitest';
import { rateLimitsFromEnv } from './rate-limits-from-env.ts';

describe('rateLimitsFromEnv', () => {
  it('keeps the defaults for unset and empty variables', () => {
    expect(rateLimitsFromEnv({})).toEqual({});
    expect(rateLimitsFromEnv({ FOLIO_RATE_LIMIT_PER_IP_PER_DAY: '  ' })).toEqual({});
  });

  it('reads each limit, with digit groups separated by _ or ,', () => {
    expect(
      rateLimitsFromEnv({
        FOLIO_RATE_LIMIT_PER_IP_PER_DAY: '50000',
        FOLIO_RATE_LIMIT_PER_ORG_PER_HOUR: '2_000',
        FOLIO_RATE_LIMIT_PER_KEY_PER_MONTH: ' 1,000,000 ',
      }),
    ).toEqual({ perIpPerDay: 50_000, perOrganizationPerHour: 2_000, perKeyPerMonth: 1_000_000 });
    expect(rateLimitsFromEnv({ FOLIO_RATE_LIMIT_PER_IP_PER_DAY: '1000000000' })).toEqual({
      perIpPerDay: 1_000_000_000,
    });
  });

  it.each(['0', '1e4', '10 000', '1,0000', 'x'.repeat(100), '1000000001'])(
    'refuses %s, naming the variable',
    (value) => {
      expect(() => rateLimitsFromEnv({ FOLIO_RATE_LIMIT_PER_ORG_PER_HOUR: value })).toThrow(
        `FOLIO_RATE_LIMIT_PER_ORG_PER_HOUR="${value.slice(0, 40)}" is not a valid rate limit: give a whole number from 1 to 1,000,000,000 (default 10,000), or unset it.`,
      );
    },
  );
});
