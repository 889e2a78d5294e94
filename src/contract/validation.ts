// Input rules both sides check (spec part 1 §5): e-mail format, search pattern length,
// phone verification code length, and what an id can be. Pure functions, no I/O.
import { PHONE_CODE_LENGTH } from './account.ts';
import { LIMITS } from './constants.ts';
import type { PhoneType } from './enums.ts';

/** RFC 5321 limits: 64 characters of local part, 254 of address. */
const MAX_LOCAL_PART_LENGTH = 64;
const MAX_EMAIL_LENGTH = 254;

// Local part: dot-separated atoms of RFC 5322 atext, letters and digits of any script allowed.
// Quoted local parts ("john doe"@...) are refused on purpose: they allow spaces.
const LOCAL_PART = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*$/u;
// Domain: labels of letters, digits and inner hyphens, ending in a top-level of 2+ letters.
const DOMAIN_NAME = /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63}$/u;
const IPV4 = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6_GROUP = /^[0-9a-f]{1,4}$/i;

function isIpv6(address: string): boolean {
  const halves = address.split('::');
  if (halves.length > 2) return false;
  const groupsOf = (half: string | undefined): string[] => (half ? half.split(':') : []);
  const head = groupsOf(halves[0]);
  const tail = groupsOf(halves[1]);
  const groups = [...head, ...tail];
  // An embedded IPv4 address may stand in for the last two groups (::ffff:192.0.2.1).
  const last = groups.at(-1);
  let width = groups.length;
  if (last !== undefined && last.includes('.')) {
    if (!IPV4.test(last)) return false;
    groups.pop();
    width += 1;
  }
  if (!groups.every((group) => IPV6_GROUP.test(group))) return false;
  return halves.length === 2 ? width <= 7 : width === 8;
}

function isDomain(domain: string): boolean {
  if (domain.startsWith('[') && domain.endsWith(']')) {
    const literal = domain.slice(1, -1);
    if (/^ipv6:/i.test(literal)) return isIpv6(literal.slice('IPv6:'.length));
    return IPV4.test(literal);
  }
  return DOMAIN_NAME.test(domain);
}

/**
 * E-mail format (part 1 §5): local part, at sign, and a domain ending in a letter top-level
 * of at least 2 letters, or an IP literal (`[192.168.0.1]`, `[IPv6:2001:db8::1]`).
 * The value is checked as given: callers trim input first.
 */
export function isValidEmail(email: string): boolean {
  if (email.length > MAX_EMAIL_LENGTH) return false;
  const at = email.lastIndexOf('@');
  if (at <= 0) return false;
  const localPart = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (localPart.length > MAX_LOCAL_PART_LENGTH) return false;
  return LOCAL_PART.test(localPart) && isDomain(domain);
}

/** A search term is searched and stored as a recent search from 3 characters (part 1 §5). */
export function isValidSearchPattern(pattern: string): boolean {
  return Array.from(pattern.trim()).length >= LIMITS.searchPatternMinLength;
}

/** The verification code length for a phone type: 6 for mobile, 5 for fixed numbers. */
export function phoneCodeLength(phoneType: PhoneType): number {
  return PHONE_CODE_LENGTH[phoneType];
}

/** A pin-call verification code: digits only, of the length for the phone type. */
export function isValidPhoneCode(code: string, phoneType: PhoneType): boolean {
  return /^\d+$/.test(code) && code.length === PHONE_CODE_LENGTH[phoneType];
}

/** The largest id a row can have: ids are 32-bit integer columns (PostgreSQL `integer`). */
export const MAX_ID = 2_147_483_647;

/**
 * An id as text (path parameters): 1 to MAX_ID, digits only, no leading zero. A longer number
 * names no row, and PostgreSQL refuses to compare an integer column with it.
 */
export const ID_PATTERN =
  '^(?:[1-9][0-9]{0,8}|1[0-9]{9}|20[0-9]{8}|21[0-3][0-9]{7}|214[0-6][0-9]{6}|2147[0-3][0-9]{5}|21474[0-7][0-9]{4}|214748[0-2][0-9]{3}|2147483[0-5][0-9]{2}|21474836[0-3][0-9]|214748364[0-7])$';

const ID_TEXT = new RegExp(ID_PATTERN);

/** Whether a text is an id (ID_PATTERN). */
export function isIdText(text: string): boolean {
  return ID_TEXT.test(text);
}
