import { describe, expect, it } from 'vitest';
import { hashPassword, parseHash, verifyAgainstDummy, verifyPassword } from '../../server/auth/password';

describe('password hashing', () => {
  it('stores scrypt$17$8$1$salt$hash: OWASP parameters, a 16-byte salt and a 32-byte key, verified against the same password only', async () => {
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
});
