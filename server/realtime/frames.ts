// Reading one client frame: UTF-8 JSON `{ type, data }` of at most MAX_FRAME_BYTES, a known
// type, data matching the type's schema. Anything else becomes the error frame to answer;
// nothing is handled and nothing changes (ARCHITECTURE.md, data flow rules).
import { isUtf8 } from 'node:buffer';
import {
  CLIENT_MESSAGE_TYPES,
  type ClientFrame,
  type ClientMessageType,
  MAX_FRAME_BYTES,
  type ServerMessages,
} from '../../src/contract/socket.ts';
import type { JsonSchema } from '../schemas/json.ts';
import { validate } from '../schemas/validate.ts';
import { CLIENT_DATA_SCHEMAS } from './frameSchemas.ts';

export type FrameError = ServerMessages['error'];

function isClientMessageType(type: unknown): type is ClientMessageType {
  return typeof type === 'string' && (CLIENT_MESSAGE_TYPES as readonly string[]).includes(type);
}

/** The frame's type for `inReplyTo`, when it got that far; long junk is cut. */
function typeOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const type = (value as { type?: unknown }).type;
  return typeof type === 'string' ? type.slice(0, 100) : null;
}

/** A valid client frame, or the error frame that refuses it. */
export function readClientFrame(raw: Buffer, isBinary: boolean): ClientFrame | FrameError {
  if (raw.length > MAX_FRAME_BYTES) {
    return {
      code: 'FRAME_TOO_LARGE',
      message: `A frame may have at most ${MAX_FRAME_BYTES} bytes; this one has ${raw.length}.`,
      inReplyTo: null,
    };
  }
  if (isBinary || !isUtf8(raw)) {
    return { code: 'BAD_FRAME', message: 'A frame must be UTF-8 JSON text { "type": ..., "data": ... }.', inReplyTo: null };
  }
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8'));
  } catch {
    return { code: 'BAD_FRAME', message: 'The frame is not JSON: expected { "type": ..., "data": ... }.', inReplyTo: null };
  }
  const inReplyTo = typeOf(value);
  if (typeof value !== 'object' || value === null || Array.isArray(value) || inReplyTo === null || !Object.hasOwn(value, 'data')) {
    return { code: 'BAD_FRAME', message: 'A frame is an object { "type": string, "data": object }.', inReplyTo };
  }
  const extra = Object.keys(value).filter((key) => key !== 'type' && key !== 'data');
  if (extra.length > 0) {
    return { code: 'BAD_FRAME', message: `A frame has only "type" and "data"; unknown property "${extra[0]}".`, inReplyTo };
  }
  const { type, data } = value as { type: unknown; data: unknown };
  if (!isClientMessageType(type)) {
    return { code: 'UNKNOWN_TYPE', message: `Unknown message type "${inReplyTo}".`, inReplyTo };
  }
  const error = validate(CLIENT_DATA_SCHEMAS[type] as JsonSchema, data);
  if (error) return { code: 'VALIDATION_FAILED', message: `Invalid ${type}: ${error}.`, inReplyTo };
  return { type, data } as ClientFrame;
}

export function isFrameError(value: ClientFrame | FrameError): value is FrameError {
  return 'code' in value;
}
