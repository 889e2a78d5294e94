// The window messages between the app and the frame (contract AppToFrameMessages /
// FrameToAppMessages): JSON strings `{ type, id, data }`. Incoming ones are checked here; the
// bridge (bridge.ts) checks where they come from.
import {
  APP_TO_FRAME_TYPES,
  type AppToFrameMessage,
  type FrameToAppMessages,
  type FrameToAppType,
} from '../../../src/contract/checkout.ts';
import { CHECKOUT_FRAME_ACTIONS, type CheckoutFrameAction } from '../../../src/contract/enums.ts';
import { isPaymentFlow } from './frameOptions.ts';

/** Messages larger than this are not ours (the biggest carries a token and a few options). */
const MAX_MESSAGE_LENGTH = 16_384;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFrameAction(value: unknown): value is CheckoutFrameAction {
  return typeof value === 'string' && (CHECKOUT_FRAME_ACTIONS as readonly string[]).includes(value);
}

/**
 * An app message for this frame, or null: not a JSON string, no string type, another frame's id,
 * data not an object, an unknown type or a type whose data lacks its fields.
 */
export function parseAppMessage(raw: unknown, frameId: string): AppToFrameMessage | null {
  if (typeof raw !== 'string' || raw.length > MAX_MESSAGE_LENGTH) return null;
  let message: unknown;
  try {
    message = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(message) || typeof message.type !== 'string' || message.id !== frameId || !isObject(message.data)) return null;
  const { type, data } = message;
  if (!(APP_TO_FRAME_TYPES as readonly string[]).includes(type)) return null;
  switch (type) {
    case 'session.init':
      if (typeof data.transferToken !== 'string' || data.transferToken === '' || !isObject(data.options)) return null;
      return { type, id: frameId, data: { transferToken: data.transferToken, options: data.options as never } };
    case 'route.change':
      if (!isPaymentFlow(data.flow)) return null;
      return { type, id: frameId, data: { flow: data.flow, options: isObject(data.options) ? (data.options as never) : {} } };
    case 'params.update':
      if (!isObject(data.options)) return null;
      return { type, id: frameId, data: { options: data.options as never } };
    case 'action': {
      if (!isFrameAction(data.action) || typeof data.requestId !== 'number' || !Number.isFinite(data.requestId)) return null;
      const clearToken = data.clearToken === true;
      return { type, id: frameId, data: { action: data.action, requestId: data.requestId, clearToken } };
    }
    default:
      return null;
  }
}

/** The JSON string posted to the app. */
export function serializeFrameMessage<T extends FrameToAppType>(type: T, frameId: string, data: FrameToAppMessages[T]): string {
  return JSON.stringify({ type, id: frameId, data });
}
