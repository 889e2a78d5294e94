// Guarded first-party storage: cookies, localStorage and sessionStorage.
// Every call survives private mode, a full quota, a blocked storage (Safari ITP, sandboxed
// frames throw on property access) and a runtime without the API (node, workers): reads
// return null and writes return false instead of throwing (STYLE.md, learned from Phanpy).

const DAY_MS = 24 * 60 * 60 * 1000;

export interface CookieOptions {
  /** Lifetime in days; omitted makes a session cookie, 0 or less deletes it. */
  days?: number;
  sameSite?: 'Lax' | 'Strict' | 'None';
  path?: string;
  /** Defaults to true on https pages. */
  secure?: boolean;
}

/** The `document.cookie` assignment for one cookie (pure, for tests). */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}, now: number = Date.now()): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  if (options.days !== undefined) {
    parts.push(`Expires=${new Date(now + options.days * DAY_MS).toUTCString()}`);
    parts.push(`Max-Age=${Math.max(0, Math.round(options.days * 24 * 60 * 60))}`);
  }
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** The value of cookie `name` in a `document.cookie` string, or null (pure, for tests). */
export function parseCookie(cookieHeader: string, name: string): string | null {
  for (const pair of cookieHeader.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    if (pair.slice(0, eq).trim() !== name) continue;
    const raw = pair.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw; // a value some other script wrote without encoding
    }
  }
  return null;
}

function isHttps(): boolean {
  try {
    return globalThis.location?.protocol === 'https:';
  } catch {
    return false;
  }
}

export function readCookie(name: string): string | null {
  try {
    if (typeof document === 'undefined') return null;
    return parseCookie(document.cookie, name);
  } catch {
    return null;
  }
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): boolean {
  try {
    if (typeof document === 'undefined') return false;
    document.cookie = serializeCookie(name, value, { secure: isHttps(), ...options });
    return true;
  } catch {
    return false;
  }
}

export function deleteCookie(name: string, path = '/'): boolean {
  return writeCookie(name, '', { days: -1, path });
}

type StorageArea = 'local' | 'session';

/** The storage object, or null when the API is missing or access itself throws. */
function area(which: StorageArea): Storage | null {
  try {
    const storage = which === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    return storage ?? null;
  } catch {
    return null;
  }
}

function read(which: StorageArea, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(which: StorageArea, key: string, value: string): boolean {
  try {
    const storage = area(which);
    if (!storage) return false;
    if (storage.getItem(key) === value) return true; // skip writes that change nothing
    storage.setItem(key, value);
    return true;
  } catch {
    return false; // quota exceeded or private mode
  }
}

function remove(which: StorageArea, key: string): boolean {
  try {
    const storage = area(which);
    if (!storage) return false;
    storage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

function readJson<T>(which: StorageArea, key: string): T | null {
  const raw = read(which, key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function writeJson(which: StorageArea, key: string, value: unknown): boolean {
  let raw: string;
  try {
    raw = JSON.stringify(value);
  } catch {
    return false;
  }
  return write(which, key, raw);
}

export const readLocal = (key: string) => read('local', key);
export const writeLocal = (key: string, value: string) => write('local', key, value);
export const removeLocal = (key: string) => remove('local', key);
export const readLocalJson = <T>(key: string) => readJson<T>('local', key);
export const writeLocalJson = (key: string, value: unknown) => writeJson('local', key, value);

export const readSession = (key: string) => read('session', key);
export const writeSession = (key: string, value: string) => write('session', key, value);
export const removeSession = (key: string) => remove('session', key);
export const readSessionJson = <T>(key: string) => readJson<T>('session', key);
export const writeSessionJson = (key: string, value: unknown) => writeJson('session', key, value);
