// E-mail format of spec part 1 §5: local part, @, a domain ending in a letter top-level of
// at least 2 letters, or an IP literal.
import { describe, expect, test } from 'vitest';
import { isValidEmail } from '../../src/contract/validation.ts';

describe('isValidEmail', () => {
  test.each([
    'guest@example.com',
    'first.last@example.de',
    'first+tag@mail.example.co.uk',
    "o'brien@example.ie",
    'x@ab.io',
    'user_1-2@sub-domain.example.museum',
    'jörg@example.de',
    'user@123.example.com',
    'user@[192.168.0.1]',
    'user@[255.255.255.255]',
    'user@[IPv6:2001:db8::1]',
    'user@[IPv6:2001:0db8:0000:0000:0000:ff00:0042:8329]',
    'user@[ipv6:::1]',
    'user@[IPv6:::ffff:192.0.2.1]',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  test.each([
    ['empty', ''],
    ['no at sign', 'guest.example.com'],
    ['empty local part', '@example.com'],
    ['empty domain', 'guest@'],
    ['two at signs', 'a@b@example.com'],
    ['space in local part', 'first last@example.com'],
    ['space in domain', 'guest@exa mple.com'],
    ['leading space', ' guest@example.com'],
    ['trailing space', 'guest@example.com '],
    ['missing dot-TLD', 'guest@localhost'],
    ['numeric TLD', 'guest@example.123'],
    ['one-letter TLD', 'guest@example.c'],
    ['TLD with a digit', 'guest@example.c0m'],
    ['leading dot in local part', '.guest@example.com'],
    ['double dot in local part', 'gu..est@example.com'],
    ['trailing dot in local part', 'guest.@example.com'],
    ['empty domain label', 'guest@example..com'],
    ['domain starting with a dot', 'guest@.example.com'],
    ['label starting with a hyphen', 'guest@-example.com'],
    ['label ending with a hyphen', 'guest@example-.com'],
    ['quoted local part', '"first last"@example.com'],
    ['bare IP without brackets', 'user@192.168.0.1'],
    ['IPv4 literal out of range', 'user@[256.1.1.1]'],
    ['IPv4 literal with three parts', 'user@[192.168.0]'],
    ['IPv6 literal without tag', 'user@[2001:db8::1]'],
    ['IPv6 literal with two ::', 'user@[IPv6:2001::db8::1]'],
    ['IPv6 literal with 9 groups', 'user@[IPv6:1:2:3:4:5:6:7:8:9]'],
    ['IPv6 literal with a bad group', 'user@[IPv6:2001:db8::12345]'],
    ['unclosed literal', 'user@[192.168.0.1'],
    ['local part over 64 characters', `${'a'.repeat(65)}@example.com`],
    ['address over 254 characters', `guest@${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.com`],
  ])('refuses %s', (_reason, email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});
