import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testBackends, useTestDatabase } from '../../test/storage/backends.ts';
import { hitRateLimit } from '../storage/index.ts';
import { HttpError } from './http-error.ts';
import { DEFAULT_ASSISTANT_LIMITS, enforceAssistantLimits } from './rate-limits.ts';
import type { AssistantLimits, RateLimitSubject } from './rate-limits.ts';

/** A subject no other test counts against. */
function subject(): RateLimitSubject {
  return { ip: `address-${randomUUID()}`, organizationId: randomUUID(), keyId: randomUUID() };
}

/** The 429 a call throws, or a failure when it does not throw one. */
async function refusal(call: Promise<unknown>): Promise<HttpError> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof HttpError)) throw new Error(`Expected an HttpError, got ${String(error)}`);
  return error;
}

describe('the assistant rate limits', () => {
  it('are those the API docs list by default', () => {
    expect(DEFAULT_ASSISTANT_LIMITS).toEqual({
      perKeyPerMonth: 10_000,
      perOrganizationPerHour: 10_000,
      perIpPerDay: 10_000,
    });
  });
});

describe.each(testBackends)('enforceAssistantLimits on $name', (backend) => {
  const context = useTestDatabase(backend);
  const limits = (overrides: Partial<AssistantLimits>): AssistantLimits => ({
    perKeyPerMonth: 100,
    perOrganizationPerHour: 100,
    perIpPerDay: 100,
    ...overrides,
  });

  it('reports the tightest limit on an allowed request', async () => {
    const who = subject();
    const headers = await enforceAssistantLimits(
      context.db,
      limits({ perOrganizationPerHour: 3, perKeyPerMonth: 5 }),
      who,
    );
    expect(headers['RateLimit-Limit']).toBe('3');
    expect(headers['RateLimit-Remaining']).toBe('2');
    const reset = Number(headers['RateLimit-Reset']);
    expect(reset).toBeGreaterThanOrEqual(1);
    expect(reset).toBeLessThanOrEqual(3600);
  });

  it('refuses the request over the key limit with 429, Retry-After and the limit headers', async () => {
    const who = subject();
    const keyLimit = limits({ perKeyPerMonth: 2 });
    await enforceAssistantLimits(context.db, keyLimit, who);
    const last = await enforceAssistantLimits(context.db, keyLimit, who);
    expect(last['RateLimit-Remaining']).toBe('0');

    const error = await refusal(enforceAssistantLimits(context.db, keyLimit, who));
    expect(error.status).toBe(429);
    expect(error.message).toMatch(
      /^Rate limit reached: this API key has made its 2 requests of the month \(UTC\)\. Try again in \d+ seconds \(at \d{4}-\d\d-01T00:00:00\.000Z\)\.$/,
    );
    const retryAfter = Number(error.headers['Retry-After']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(31 * 86_400);
    expect(error.headers).toMatchObject({
      'RateLimit-Limit': '2',
      'RateLimit-Remaining': '0',
      'RateLimit-Reset': String(retryAfter),
    });
  });

  it('names the organization limit and the IP limit', async () => {
    const who = subject();
    const orgLimit = limits({ perOrganizationPerHour: 1 });
    await enforceAssistantLimits(context.db, orgLimit, who);
    // Another key and address of the same organization shares its hourly budget.
    const colleague = { ...subject(), organizationId: who.organizationId };
    const byOrg = await refusal(enforceAssistantLimits(context.db, orgLimit, colleague));
    expect(byOrg.message).toContain('this organization has made its 1 requests of the hour');
    expect(Number(byOrg.headers['Retry-After'])).toBeLessThanOrEqual(3600);

    const ipLimit = limits({ perIpPerDay: 1 });
    const sameAddress = { ...subject(), ip: who.ip };
    const byIp = await refusal(enforceAssistantLimits(context.db, ipLimit, sameAddress));
    expect(byIp.message).toContain('this IP address has made its 1 requests of the day (UTC)');
    expect(Number(byIp.headers['Retry-After'])).toBeLessThanOrEqual(86_400);
  });

  it('does not count a request refused for its address against its key', async () => {
    const who = subject();
    const strict = limits({ perIpPerDay: 1, perKeyPerMonth: 10_000 });
    await enforceAssistantLimits(context.db, strict, who);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await refusal(enforceAssistantLimits(context.db, strict, who))).status).toBe(429);
    }
    const keyCount = await hitRateLimit(context.db, {
      key: `assistant:key:${who.keyId}`,
      window: 'month',
      limit: 10_000,
    });
    expect(keyCount.count).toBe(2);
  });

  it('counts a request refused by its key against neither its address nor its organization', async () => {
    const who = subject();
    const strict = limits({ perKeyPerMonth: 1, perOrganizationPerHour: 50, perIpPerDay: 50 });
    await enforceAssistantLimits(context.db, strict, who);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await refusal(enforceAssistantLimits(context.db, strict, who))).message).toContain(
        'this API key has made its 1 requests of the month',
      );
    }
    // Another key of the organization, from the same address: one earlier use on each.
    const other = await enforceAssistantLimits(context.db, strict, { ...who, keyId: randomUUID() });
    expect(other['RateLimit-Limit']).toBe('1');
    const count = async (key: string, window: 'hour' | 'day') =>
      (await hitRateLimit(context.db, { key, window, limit: 1_000 })).count - 1;
    expect(await count(`assistant:org:${who.organizationId}`, 'hour')).toBe(2);
    expect(await count(`assistant:ip:${who.ip}`, 'day')).toBe(2);
  });

  it('counts parallel requests exactly', async () => {
    const who = subject();
    const tight = limits({ perKeyPerMonth: 5 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, () => enforceAssistantLimits(context.db, tight, who)),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toHaveLength(3);
  });
});
