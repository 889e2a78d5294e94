// A refused checkout call in the guest's words (STYLE.md: the UI turns codes into sentences).
// Uses the frame's active catalog; components calling it re-render on a language change
// through useLingui.
import { plural, t } from '@lingui/core/macro';
import { CheckoutApiError, retryAfterMinutes } from './api.ts';

export function errorText(error: unknown): string {
  if (!(error instanceof CheckoutApiError)) return t`Something went wrong. Please try again.`;
  switch (error.code) {
    case 'NETWORK':
      return t`No connection to the payment service. Please try again.`;
    case 'RATE_LIMITED': {
      const minutes = retryAfterMinutes(error);
      return plural(minutes, {
        one: 'Too many attempts. Please try again in # minute.',
        other: 'Too many attempts. Please try again in # minutes.',
      });
    }
    case 'UNAUTHORIZED':
      return t`Your login has ended. Please log in again.`;
    case 'INVALID_TOKEN':
    case 'MISSING_TOKEN':
      return t`This payment window has expired. Please close it and open it again.`;
    case 'FORBIDDEN':
      return t`This is not possible for your account. Please contact support.`;
    case 'AGE_CHECK_REQUIRED':
      return t`Please verify your age first.`;
    case 'INSUFFICIENT_FUNDS':
      return t`Your balance is too low for this.`;
    case 'LIMIT_REACHED':
      return t`You have reached the limit for this.`;
    case 'CONFLICT':
      return t`This is not possible any more.`;
    case 'NOT_FOUND':
      return t`This was not found.`;
    case 'VALIDATION_FAILED':
    case 'BAD_REQUEST':
      return t`Please check your entries.`;
    default:
      return t`Something went wrong. Please try again.`;
  }
}
