// Instant feedback on payment fields (the sandbox provider decides; these only spare a guest a
// round trip for an obvious typo): card number grouping and Luhn check, brand, expiry, CVC,
// IBAN checksum.

export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** Card numbers have 12 to 19 digits (ISO/IEC 7812). */
const CARD_DIGITS = { min: 12, max: 19 } as const;

/** "4242424242424242" -> "4242 4242 4242 4242", cut at 19 digits. */
export function formatCardNumber(text: string): string {
  const digits = digitsOf(text).slice(0, CARD_DIGITS.max);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The Luhn checksum every real card number passes. */
export function passesLuhn(text: string): boolean {
  const digits = digitsOf(text);
  if (digits.length < CARD_DIGITS.min || digits.length > CARD_DIGITS.max) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'unknown';

export function cardBrand(text: string): CardBrand {
  const digits = digitsOf(text);
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

/** What the guest typed in the expiry field, shaped as MM/YY while typing ("12" -> "12/"). */
export function formatExpiry(text: string, previous = ''): string {
  const digits = digitsOf(text).slice(0, 4);
  // Deleting the slash must not add it back at once.
  if (digits.length === 2 && previous.length > text.length) return digits;
  if (digits.length >= 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return digits;
}

/** "MM/YY" (or "MMYY") -> month and four-digit year; null when not a valid month. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{2})\s*\/?\s*(\d{2})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card is valid through the last day of its expiry month. */
export function isExpiryInFuture(text: string, now: Date): boolean {
  const expiry = parseExpiry(text);
  if (!expiry) return false;
  const year = now.getFullYear();
  const month = now.getMonth() + 1;
  return expiry.year > year || (expiry.year === year && expiry.month >= month);
}

/** The expiry as the checkout API takes it: "MM/YY". */
export function normalizeExpiry(text: string): string {
  const expiry = parseExpiry(text);
  if (!expiry) return text.trim();
  return `${String(expiry.month).padStart(2, '0')}/${String(expiry.year % 100).padStart(2, '0')}`;
}

export function isValidCvc(text: string): boolean {
  return /^\d{3}$/.test(text.trim());
}

/** "de62 3704 0044 ..." -> "DE62370400440532013001". */
export function normalizeIban(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** IBAN: country, check digits and an account part whose mod-97 checksum is 1 (ISO 13616). */
export function isValidIban(text: string): boolean {
  const iban = normalizeIban(text);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= 'A' && char <= 'Z' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** Groups of four for reading: "DE62 3704 0044 0532 0130 01". */
export function formatIban(text: string): string {
  return normalizeIban(text).replace(/(.{4})(?=.)/g, '$1 ');
}

/** "+49 170 1234-567" -> "+491701234567" (spaces, dashes, dots and brackets dropped; 00 -> +). */
export function normalizePhoneNumber(text: string): string {
  const compact = text.replace(/[\s\-./()]/g, '');
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}

/** International format: a plus and 8 to 15 digits (E.164). */
export function isValidPhoneNumber(text: string): boolean {
  return /^\+\d{8,15}$/.test(normalizePhoneNumber(text));
}
