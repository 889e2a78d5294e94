import { describe, expect, test } from 'vitest';
import { PASSWORD_RULES } from '../../src/contract/checkout.ts';
import { hashPassword, needsRehash, passwordProblem, SCRYPT_PARAMS, verifyPassword } from '../../server/domain/passwords.ts';

describe('passwords', () => {
  test('a password is stored as scrypt with N=32768, r=8, p=1, a 16-byte salt and a 64-byte key', async () => {
    const stored = await hashPassword('correct horse battery');
    const [scheme, n, r, p, salt, key] = stored.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '32768', '8', '1']);
    expect(SCRYPT_PARAMS).toEqual({ N: 32768, r: 8, p: 1 });
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64')).toHaveLength(64);
  });

  test('the right password verifies and a wrong one does not', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
  });

  test('the same password hashes differently for two guests', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });

  test('a malformed or tampered hash never matches', async () => {
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
    expect(await verifyPassword('anything', 'scrypt$1073741824$8$1$AAAA$AAAA')).toBe(false);
  });

  test('a hash made with older parameters asks to be rehashed, a current one does not', async () => {
    const current = await hashPassword('correct horse battery');
    expect(needsRehash(current)).toBe(false);
    const older = current.replace('scrypt$32768$', 'scrypt$16384$');
    expect(needsRehash(older)).toBe(true);
  });

  test('a hash with older parameters still verifies with its own parameters', async () => {
    const salt = Buffer.alloc(16, 7);
    const stored = await hashPassword('pw-for-old-hash', salt);
    // Recompute with N = 2^14 through the stored format to prove the parameters are read back.
    const { scryptSync } = await import('node:crypto');
    const oldKey = scryptSync('pw-for-old-hash', salt, 64, { N: 16384, r: 8, p: 1 }).toString('base64');
    const older = `scrypt$16384$8$1$${salt.toString('base64')}$${oldKey}`;
    expect(await verifyPassword('pw-for-old-hash', older)).toBe(true);
    expect(stored).not.toBe(older);
  });

  test(`a password needs ${PASSWORD_RULES.minLength} to ${PASSWORD_RULES.maxLength} characters`, () => {
    expect(PASSWORD_RULES).toEqual({ minLength: 8, maxLength: 128 });
    expect(passwordProblem('1234567')).toMatch(/at least 8/);
    expect(passwordProblem('12345678')).toBeNull();
    expect(passwordProblem('x'.repeat(128))).toBeNull();
    expect(passwordProblem('x'.repeat(129))).toMatch(/at most 128/);
  });
});
