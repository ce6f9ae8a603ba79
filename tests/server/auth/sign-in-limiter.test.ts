import { describe, expect, it } from 'vitest';
import { createSignInLimiter } from '../../../server/auth/sign-in-limiter';

describe('createSignInLimiter', () => {
  it('allows 5 wrong passwords per e-mail a minute, then asks to wait until the oldest is a minute old', () => {
    let now = 1_000_000;
    const limiter = createSignInLimiter(() => now);
    for (let i = 0; i < 5; i++) {
      expect(limiter.retryAfter('Ann@Example.com', '10.0.0.1')).toBe(0);
      limiter.failed('Ann@Example.com', '10.0.0.1');
      now += 1_000;
    }
    // Letter case does not make a new e-mail, nor does another address.
    expect(limiter.retryAfter('ann@example.com', '10.0.0.2')).toBe(55);
    now += 55_000;
    expect(limiter.retryAfter('ann@example.com', '10.0.0.2')).toBe(0);
  });

  it('forgets an e-mail’s failures after the right password', () => {
    const limiter = createSignInLimiter(() => 0);
    for (let i = 0; i < 4; i++) limiter.failed('bo@example.com', '10.0.0.1');
    limiter.succeeded('bo@example.com');
    limiter.failed('bo@example.com', '10.0.0.1');
    expect(limiter.retryAfter('bo@example.com', '10.0.0.9')).toBe(0);
  });
});
