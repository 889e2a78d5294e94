import { afterEach, describe, expect, test, vi } from 'vitest';
import { CONSENT_COOKIE } from '../../src/contract/storageKeys.ts';
import {
  parseCookie,
  readCookie,
  readLocal,
  readLocalJson,
  readSession,
  serializeCookie,
  writeCookie,
  writeLocal,
  writeSessionJson,
} from '../../src/lib/storage.ts';

const { name: consent } = CONSENT_COOKIE;

describe('cookie text', () => {
  test('a cookie is written with path, expiry, max-age and SameSite=Lax', () => {
    const now = Date.UTC(2025, 0, 1);
    expect(serializeCookie(consent, '1.f1.a0', { days: 365 }, now)).toBe(
      `${consent}=1.f1.a0; Path=/; Expires=${new Date(now + 365 * 86_400_000).toUTCString()}; Max-Age=31536000; SameSite=Lax`,
    );
  });

  test('the value is encoded and secure cookies say so', () => {
    expect(serializeCookie('a', 'x y;z', { secure: true, sameSite: 'Strict' })).toBe('a=x%20y%3Bz; Path=/; SameSite=Strict; Secure');
  });

  test('a cookie is found by exact name and decoded', () => {
    const header = `x${consent}=no; ${consent}=1.f0.a1; other=a%20b`;
    expect(parseCookie(header, consent)).toBe('1.f0.a1');
    expect(parseCookie(header, 'other')).toBe('a b');
    expect(parseCookie(header, 'missing')).toBeNull();
    expect(parseCookie('bad=%E0%A4%A', 'bad')).toBe('%E0%A4%A');
  });
});

describe('guarded storage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test('without the APIs reads give null and writes false', () => {
    expect(readCookie(consent)).toBeNull();
    expect(writeCookie(consent, 'x')).toBe(false);
    expect(readLocal('k')).toBeNull();
    expect(writeLocal('k', 'v')).toBe(false);
    expect(readSession('k')).toBeNull();
  });

  test('a storage that throws (private mode, full quota) does not throw', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    vi.stubGlobal('localStorage', throwing);
    vi.stubGlobal('sessionStorage', throwing);
    expect(readLocal('k')).toBeNull();
    expect(writeLocal('k', 'v')).toBe(false);
    expect(writeSessionJson('k', { a: 1 })).toBe(false);
  });

  test('garbled JSON reads as null', () => {
    const store = new Map([['k', '{not json']]);
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    });
    expect(readLocalJson('k')).toBeNull();
    expect(writeLocal('k', '{"a":1}')).toBe(true);
    expect(readLocalJson('k')).toEqual({ a: 1 });
  });
});
