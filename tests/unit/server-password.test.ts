import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, parseHash, passwordCost, passwordCostProblem, verifyAgainstDummy, verifyPassword } from '../../server/auth/password';
import { loadConfig } from '../../server/config';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('password hashing', () => {
  it('stores scrypt$17$8$1$salt$hash: OWASP parameters, a 16-byte salt and a 32-byte key, verified against the same password only', async () => {
    // The test runs lower the cost (vite.config.ts); without PASSWORD_HASH_LOG2N the hash is OWASP's.
    vi.stubEnv('PASSWORD_HASH_LOG2N', '');
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(parseHash(stored)).toMatchObject({ log2N: 17, r: 8, p: 1 });
    expect(parseHash(stored)?.salt).toHaveLength(16);
    expect(parseHash(stored)?.hash).toHaveLength(32);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse battery!', stored)).toBe(false);
    expect(await hashPassword('correct horse battery')).not.toBe(stored);
  }, 30_000);

  it('reads the parameters from the stored hash and refuses malformed ones', async () => {
    expect(parseHash('bcrypt$17$8$1$c2FsdA$aGFzaA')).toBeUndefined();
    expect(parseHash('scrypt$99$8$1$c2FsdA$aGFzaA')).toBeUndefined();
    expect(parseHash('scrypt$17$8$1$$')).toBeUndefined();
    expect(await verifyPassword('anything', 'not a hash')).toBe(false);
    expect(await verifyAgainstDummy('anything')).toBe(false);
  }, 30_000);

  it('hashes cheaper with PASSWORD_HASH_LOG2N in development and test, and a cheaper hash still verifies', async () => {
    vi.stubEnv('NODE_ENV', 'test');
    vi.stubEnv('PASSWORD_HASH_LOG2N', '11');
    const stored = await hashPassword('correct horse battery');
    expect(parseHash(stored)).toMatchObject({ log2N: 11, r: 8, p: 1 });
    vi.stubEnv('PASSWORD_HASH_LOG2N', '');
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
  });

  it('never hashes cheaper in production: the server refuses to start, and the hash keeps OWASP cost', () => {
    expect(passwordCostProblem('12', 'production')).toBe('may be below 17 only with NODE_ENV=development or test');
    expect(passwordCostProblem('12', undefined)).toBe('may be below 17 only with NODE_ENV=development or test');
    expect(passwordCostProblem('9', 'test')).toBe('must be a whole number from 10 to 17');
    expect(passwordCostProblem('12.5', 'test')).toBe('must be a whole number from 10 to 17');
    expect(passwordCostProblem('17', 'production')).toBeNull();
    expect(passwordCost({ NODE_ENV: 'production', PASSWORD_HASH_LOG2N: '12' })).toBe(17);
    expect(passwordCost({ NODE_ENV: 'development', PASSWORD_HASH_LOG2N: '12' })).toBe(12);
    expect(() => loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_LOG2N: '12' })).toThrow(/PASSWORD_HASH_LOG2N: may be below 17 only with NODE_ENV=development or test/);
  });
});
