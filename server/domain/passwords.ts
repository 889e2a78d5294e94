// Password hashing: scrypt from node:crypto (memory-hard, no native add-on). The stored form
// names its parameters, `scrypt$32768$8$1$<salt b64>$<hash b64>`, so stronger parameters can
// come later: a login with an older hash verifies with the stored ones and is rehashed.
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PASSWORD_RULES, type PasswordProblem } from '../../src/contract/checkoutRules.ts';
import { ApiError } from '../errors.ts';

/** N = 2^15, r = 8, p = 1: 32 MiB of memory and ~50-100 ms per hash on a current server core. */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 64;

/** scrypt needs 128 * N * r bytes; node's default cap (32 MiB) is exactly that, so allow twice. */
const maxmemFor = (N: number, r: number) => 2 * 128 * N * r;

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * The common passwords: the "passwords" list of @zxcvbn-ts/language-common (about 49,000 of the
 * most used passwords, lowercase), those long enough to pass the length rule. Read on the first
 * new password, not at server start (a 380 KB JSON file, a few milliseconds once).
 */
let commonPasswords: Set<string> | null = null;
function commonPasswordSet(): Set<string> {
  if (!commonPasswords) {
    const file = createRequire(import.meta.url).resolve('@zxcvbn-ts/language-common/src/passwords.json');
    const list = JSON.parse(readFileSync(file, 'utf8')) as string[];
    commonPasswords = new Set(list.filter((entry) => Array.from(entry).length >= PASSWORD_RULES.minLength));
  }
  return commonPasswords;
}

/** Whether the password is one of the commonly used ones, whatever its case. */
export function isCommonPassword(password: string): boolean {
  return commonPasswordSet().has(password.normalize('NFC').toLowerCase());
}

const PROBLEM_MESSAGES: Record<PasswordProblem, string> = {
  tooShort: `The password needs at least ${PASSWORD_RULES.minLength} characters.`,
  tooLong: `The password may have at most ${PASSWORD_RULES.maxLength} characters.`,
  blank: 'The password may not consist of spaces only.',
  common: 'This password is one of the most commonly used ones: choose another.',
};

/** Null when a new password meets PASSWORD_RULES, else why not. */
export function passwordProblem(password: string): PasswordProblem | null {
  const length = Array.from(password).length;
  if (length > 0 && password.trim() === '') return 'blank';
  if (length < PASSWORD_RULES.minLength) return 'tooShort';
  if (length > PASSWORD_RULES.maxLength) return 'tooLong';
  return isCommonPassword(password) ? 'common' : null;
}

/** Throws VALIDATION_FAILED naming the field and the reason (the frame shows a sentence for each) when a new password breaks a rule. */
export function checkNewPassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw new ApiError('VALIDATION_FAILED', PROBLEM_MESSAGES[problem], { field: 'password', reason: problem });
}

/** Hashes a password with a fresh random salt (or the given one: the deterministic demo seed). */
export async function hashPassword(password: string, salt: Buffer = randomBytes(SALT_BYTES)): Promise<string> {
  const { N, r, p } = SCRYPT_PARAMS;
  const key = await scryptAsync(password, salt, KEY_BYTES, { N, r, p, maxmem: maxmemFor(N, r) });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  // Bounds keep a tampered row from asking for gigabytes of memory.
  if (![N, r, p].every(Number.isInteger) || N < 2 || N > 2 ** 20 || (N & (N - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 16) return null;
  const salt = Buffer.from(parts[4]!, 'base64');
  const key = Buffer.from(parts[5]!, 'base64');
  if (salt.length === 0 || key.length === 0) return null;
  return { N, r, p, salt, key };
}

/**
 * Passwords checked against a hash since the process started: a test in the same process reads
 * it to prove how many attempts reached the costly part (issue 19: the login limit).
 */
export const passwordVerifications = { count: 0 };

/** True when the password matches the stored hash; compared in constant time. A malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  passwordVerifications.count += 1;
  const { N, r, p, salt, key } = parsed;
  const candidate = await scryptAsync(password, salt, key.length, { N, r, p, maxmem: maxmemFor(N, r) });
  return timingSafeEqual(candidate, key);
}

/** True when the stored hash was made with other parameters than today's: rehash at the next login. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  const { N, r, p } = SCRYPT_PARAMS;
  return parsed.N !== N || parsed.r !== r || parsed.p !== p || parsed.salt.length !== SALT_BYTES || parsed.key.length !== KEY_BYTES;
}

/**
 * A hash to verify against when the e-mail is unknown, so an unknown e-mail costs the same
 * time as a wrong password and the answer times do not reveal which e-mails have accounts.
 */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('no account has this password', Buffer.alloc(SALT_BYTES));
  return dummyHash;
}
