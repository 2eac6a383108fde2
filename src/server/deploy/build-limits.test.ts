import { describe, expect, it } from 'vitest';
import { buildLimitsFromEnv, DEFAULT_BUILD_LIMITS } from './build-limits.ts';

describe('buildLimitsFromEnv', () => {
  it('takes the defaults, and whole numbers from the environment', () => {
    expect(buildLimitsFromEnv({})).toEqual(DEFAULT_BUILD_LIMITS);
    expect(
      buildLimitsFromEnv({ FOLIO_BUILD_TIMEOUT_SECONDS: ' 90 ', FOLIO_BUILD_MEMORY_MB: '512' }),
    ).toEqual({ timeoutSeconds: 90, memoryMb: 512 });
  });

  it('stops on a value that is not a whole number, or too small, naming it', () => {
    expect(() => buildLimitsFromEnv({ FOLIO_BUILD_TIMEOUT_SECONDS: '1.5' })).toThrow(
      'FOLIO_BUILD_TIMEOUT_SECONDS="1.5" must be a whole number of at least 1.',
    );
    expect(() => buildLimitsFromEnv({ FOLIO_BUILD_TIMEOUT_SECONDS: '0' })).toThrow(
      'FOLIO_BUILD_TIMEOUT_SECONDS="0" must be a whole number of at least 1.',
    );
    expect(() => buildLimitsFromEnv({ FOLIO_BUILD_MEMORY_MB: '64' })).toThrow(
      'FOLIO_BUILD_MEMORY_MB="64" must be a whole number of at least 128.',
    );
  });
});
