// The window messages between the app and the checkout frame (spec part 1 §5, part 2 §7.13, §8;
// src/contract/checkout.ts): JSON strings `{ type, id, data }`. A message counts only when it
// comes from the checkout origin, parses as JSON with a string type and an object data, and
// carries this frame's id; a well-formed message of a type the app does not handle is logged
// apart, so a newer frame talking to an older app is easy to spot.
import { type AppToFrameMessages, type AppToFrameType, FRAME_TO_APP_TYPES, type FrameToAppMessage } from '../../contract/checkout.ts';
import type { CheckoutFrameAction } from '../../contract/enums.ts';
import { ERROR_MESSAGE } from '../../contract/errors.ts';
import { isPaymentFlow } from './flowRestore.ts';

export type ParsedFrameMessage =
  | { kind: 'message'; message: FrameToAppMessage }
  /** Not from the frame, not JSON, or without type/data or the right id: ignored and logged. */
  | { kind: 'invalid'; reason: 'origin' | 'json' | 'shape' | 'id' | 'data' }
  /** From the frame but of a type the app does not handle: ignored and logged. */
  | { kind: 'unhandled'; type: string };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads one `message` event's origin and data against the frame's origin and id. */
export function parseFrameMessage(
  event: { origin: string; data: unknown },
  expected: { origin: string; frameId: string },
): ParsedFrameMessage {
  if (event.origin !== expected.origin) return { kind: 'invalid', reason: 'origin' };
  let parsed: unknown;
  try {
    parsed = typeof event.data === 'string' ? JSON.parse(event.data) : undefined;
  } catch {
    return { kind: 'invalid', reason: 'json' };
  }
  if (!isObject(parsed)) return { kind: 'invalid', reason: 'json' };
  if (typeof parsed.type !== 'string' || !isObject(parsed.data)) return { kind: 'invalid', reason: 'shape' };
  if (parsed.id !== expected.frameId) return { kind: 'invalid', reason: 'id' };
  if (!(FRAME_TO_APP_TYPES as readonly string[]).includes(parsed.type)) return { kind: 'unhandled', type: parsed.type };
  if (!hasValidData(parsed.type as FrameToAppMessage['type'], parsed.data)) return { kind: 'invalid', reason: 'data' };
  return { kind: 'message', message: parsed as unknown as FrameToAppMessage };
}

const isFlow = isPaymentFlow;
/** The frame actions, as a set the compiler checks against the contract's union. */
const FRAME_ACTIONS: Record<CheckoutFrameAction, true> = {
  getbalance: true,
  getactiveabos: true,
  logout: true,
  isLoggedIn: true,
  hasLoginCookie: true,
  getavsstatus: true,
};

/** The fields the app acts on, checked before it acts (a token, a flow name, a request id). */
function hasValidData(type: FrameToAppMessage['type'], data: Record<string, unknown>): boolean {
  switch (type) {
    case 'frame.hello':
      return true;
    case 'frame.loaded':
    case 'flow.changed':
      return isFlow(data.flow);
    case 'frame.close':
      return data.reason === 'done' || data.reason === 'cancel';
    case 'login':
      return (
        typeof data.accessToken === 'string' &&
        data.accessToken.length > 0 &&
        typeof data.guestId === 'number' &&
        typeof data.isSignup === 'boolean'
      );
    case 'payment':
      return isFlow(data.flow) && typeof data.success === 'boolean';
    case 'action.result':
      return typeof data.requestId === 'number' && typeof data.action === 'string' && Object.hasOwn(FRAME_ACTIONS, data.action);
    default: {
      const unknown: never = type;
      return Boolean(unknown);
    }
  }
}

/** Logs what the app ignored, with the spec's wording (part 2 §8). */
export function reportIgnored(result: Exclude<ParsedFrameMessage, { kind: 'message' }>, data: unknown): void {
  if (result.kind === 'unhandled') console.warn(ERROR_MESSAGE.unhandledMessageResponseAction, result.type);
  else console.warn(ERROR_MESSAGE.invalidMessageResponse, result.reason, typeof data === 'string' ? data.slice(0, 200) : data);
}

/** An app -> frame message before it gets the frame's id. */
export type AppMessageBody = { [K in AppToFrameType]: { type: K; data: AppToFrameMessages[K] } }[AppToFrameType];

/** One app -> frame message as it is posted. */
export function serializeAppMessage(message: AppMessageBody, frameId: string): string {
  return JSON.stringify({ type: message.type, id: frameId, data: message.data });
}
