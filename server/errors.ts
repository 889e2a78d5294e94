import type { ErrorCode } from '../src/contract/errors.ts';
import { ERROR_STATUS } from '../src/contract/errors.ts';

export { errorAnswer } from '../src/contract/errors.ts';

/** An error a handler throws on purpose: it becomes the contract's error answer. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown;
  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.code = code;
    this.details = details;
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}
