// The video search field's rule (spec part 1 §5): a pattern shorter than the minimum is not
// searched. Mobile uses LIMITS.searchPatternMinLength; the desktop navbar any non-empty text.
import { LIMITS } from '../../contract/constants.ts';

/** The pattern to search for, trimmed with inner whitespace collapsed, or null when too short. */
export function searchPatternToSubmit(raw: string, minLength: number = LIMITS.searchPatternMinLength): string | null {
  const pattern = raw.trim().replace(/\s+/g, ' ');
  return Array.from(pattern).length >= Math.max(1, minLength) ? pattern : null;
}
