// The frame's one door to the checkout API (contract CheckoutCalls): POST /api/<call> on the
// frame's own origin with the session id header. The session id lives in memory only.
import { CHECKOUT_SESSION_HEADER, type CheckoutCall, type CheckoutCalls } from '../../../src/contract/checkoutApi.ts';
import { type ErrorCode, isErrorAnswer } from '../../../src/contract/errors.ts';

/** A refused call (a contract code) or no answer at all ('NETWORK'). */
export class CheckoutApiError extends Error {
  readonly code: ErrorCode | 'NETWORK';
  readonly details: unknown;

  constructor(code: ErrorCode | 'NETWORK', message: string, details?: unknown) {
    super(message);
    this.name = 'CheckoutApiError';
    this.code = code;
    this.details = details;
  }
}

let sessionId: string | null = null;

export function setSession(id: string | null): void {
  sessionId = id;
}

export async function call<C extends CheckoutCall>(name: C, body: CheckoutCalls[C]['body']): Promise<CheckoutCalls[C]['answer']> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (name !== 'session' && sessionId) headers[CHECKOUT_SESSION_HEADER] = sessionId;
  let response: Response;
  try {
    response = await fetch(`/api/${name}`, { method: 'POST', headers, body: JSON.stringify(body), credentials: 'same-origin' });
  } catch (error) {
    throw new CheckoutApiError('NETWORK', `checkout ${name}: no answer (${String(error)})`);
  }
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    throw new CheckoutApiError(response.ok ? 'INTERNAL' : 'NETWORK', `checkout ${name}: answer is not JSON (HTTP ${response.status})`);
  }
  if (isErrorAnswer(answer)) throw new CheckoutApiError(answer.error.code, answer.error.message, answer.error.details);
  if (!response.ok || typeof answer !== 'object' || answer === null) {
    throw new CheckoutApiError('INTERNAL', `checkout ${name}: HTTP ${response.status}`);
  }
  return answer as CheckoutCalls[C]['answer'];
}

/** Minutes to wait after RATE_LIMITED (details.retryAfterMs), at least 1. */
export function retryAfterMinutes(error: CheckoutApiError): number {
  const details = error.details as { retryAfterMs?: unknown } | undefined;
  const ms = typeof details?.retryAfterMs === 'number' ? details.retryAfterMs : 60_000;
  return Math.max(1, Math.ceil(ms / 60_000));
}

/**
 * The form field a refusal names: CONFLICT's details.field (taken e-mail or name), or the first
 * field of a VALIDATION_FAILED answer (`details.field`, or schema errors with an instancePath
 * like "/email" or a missingProperty).
 */
export function fieldOfError(error: CheckoutApiError): string | null {
  const details = error.details;
  if (typeof details !== 'object' || details === null) return null;
  const field = (details as { field?: unknown }).field;
  if (typeof field === 'string') return field;
  const list = Array.isArray(details) ? details : (details as { errors?: unknown }).errors;
  if (!Array.isArray(list)) return null;
  for (const item of list as { instancePath?: unknown; params?: { missingProperty?: unknown } }[]) {
    if (typeof item?.params?.missingProperty === 'string') return item.params.missingProperty;
    if (typeof item?.instancePath === 'string') {
      const name = item.instancePath
        .split('/')
        .filter(Boolean)
        .find((part) => part !== 'body');
      if (name) return name;
    }
  }
  return null;
}
