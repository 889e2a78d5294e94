import { describe, expect, test } from 'vitest';
import {
  checkNewPassword,
  hashPassword,
  isCommonPassword,
  needsRehash,
  passwordProblem,
  SCRYPT_PARAMS,
  verifyPassword,
} from '../../server/domain/passwords.ts';
import { PASSWORD_PROBLEMS, PASSWORD_RULES } from '../../src/contract/checkoutRules.ts';

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
    expect(passwordProblem('1234567')).toBe('tooShort');
    expect(passwordProblem('x'.repeat(8))).toBeNull();
    expect(passwordProblem('x'.repeat(128))).toBeNull();
    expect(passwordProblem('x'.repeat(129))).toBe('tooLong');
  });

  test('a password of spaces only is refused, however long', () => {
    expect(passwordProblem(' '.repeat(8))).toBe('blank');
    expect(passwordProblem('\t \u00a0\n'.repeat(5))).toBe('blank');
    expect(passwordProblem(' ')).toBe('blank');
    expect(passwordProblem('  a good password  ')).toBeNull();
  });

  test('a commonly used password is refused whatever its case; an uncommon one passes', () => {
    for (const common of ['password', '12345678', 'qwertyuiop', 'iloveyou', 'PassWord1', 'Sunshine1'])
      expect(passwordProblem(common), common).toBe('common');
    for (const uncommon of ['a good password', 'correct horse battery staple', 'Tq7-vix.Mora'])
      expect(passwordProblem(uncommon), uncommon).toBeNull();
    expect(isCommonPassword('DRAGON123')).toBe(isCommonPassword('dragon123'));
  });

  test('the refusal names the field and the reason, for the frame to show its sentence', () => {
    expect(() => checkNewPassword('password1')).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED', details: { field: 'password', reason: 'common' } }),
    );
    expect(() => checkNewPassword('        ')).toThrow(expect.objectContaining({ details: { field: 'password', reason: 'blank' } }));
    expect(PASSWORD_PROBLEMS).toEqual(['tooShort', 'tooLong', 'blank', 'common']);
  });
});
