import { SERVER_MESSAGE_TYPES, type ServerFrame } from '../contract/socket.ts';

const SERVER_TYPES: ReadonlySet<string> = new Set(SERVER_MESSAGE_TYPES);

/** A server frame, or null for anything else (the server is trusted, but a proxy may not be). */
export function parseServerFrame(raw: unknown): ServerFrame | null {
  if (typeof raw !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { type, data } = value as { type?: unknown; data?: unknown };
  if (typeof type !== 'string' || !SERVER_TYPES.has(type) || typeof data !== 'object' || data === null) return null;
  return value as ServerFrame;
}
