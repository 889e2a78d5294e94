// The age check form (spec part 1 §4 AVS): full name, birth date, document number, checked for
// shape before sending; the sandbox (contract SANDBOX_AVS) decides the outcome.
import type { CheckoutCalls } from '../../../src/contract/checkoutApi.ts';

export interface AvsDraft {
  fullName: string;
  birthDate: string;
  documentNumber: string;
}

export type AvsProblems = Partial<Record<keyof AvsDraft, 'required' | 'invalid'>>;

const NAME_LENGTH = { min: 3, max: 100 } as const;
/** ID cards and passports: 5 to 20 letters and digits (ICAO 9303 allows up to 9, national cards more). */
const DOCUMENT_PATTERN = /^[A-Z0-9]{5,20}$/;
/** Oldest birth year taken: anything earlier is a typo. */
const OLDEST_BIRTH_YEAR = 1900;

/** "2000-02-29" -> that day, or null for a date that does not exist or is not in the past. */
export function parseBirthDate(text: string, now: Date): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (year < OLDEST_BIRTH_YEAR || date.getTime() > now.getTime()) return null;
  return date;
}

function normalizeDocumentNumber(text: string): string {
  return text.replace(/[\s-]+/g, '').toUpperCase();
}

export function avsProblems(draft: AvsDraft, now: Date): AvsProblems {
  const problems: AvsProblems = {};
  const name = draft.fullName.trim();
  if (name === '') problems.fullName = 'required';
  else if (name.length < NAME_LENGTH.min || name.length > NAME_LENGTH.max || !name.includes(' ')) problems.fullName = 'invalid';
  if (draft.birthDate.trim() === '') problems.birthDate = 'required';
  else if (!parseBirthDate(draft.birthDate, now)) problems.birthDate = 'invalid';
  const document = normalizeDocumentNumber(draft.documentNumber);
  if (document === '') problems.documentNumber = 'required';
  else if (!DOCUMENT_PATTERN.test(document)) problems.documentNumber = 'invalid';
  return problems;
}

export function avsBody(draft: AvsDraft): CheckoutCalls['avs']['body'] {
  return {
    method: 'idcard',
    fullName: draft.fullName.trim().replace(/\s+/g, ' '),
    birthDate: draft.birthDate.trim(),
    documentNumber: normalizeDocumentNumber(draft.documentNumber),
  };
}
