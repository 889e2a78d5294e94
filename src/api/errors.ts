import type { ErrorCode } from '../contract/errors.ts';

/** The one error type every non-ok answer becomes (spec part 2 §8: generic error, no detail). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'NETWORK';
  constructor(status: number, code: ErrorCode | 'NETWORK', message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}
