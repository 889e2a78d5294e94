import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { DEMO_STREAM_PATH } from '../src/contract/chat.ts';
import { TIMING_MS } from '../src/contract/constants.ts';
import type { TokenLifetime, TokenLifetimes } from './domain/accessTokens.ts';

/**
 * Every setting of the server, read from environment variables, with the embedded defaults
 * that make `npm start` work on a fresh machine. The README lists the same table.
 */
export interface Config {
  /** Interface to listen on. */
  host: string;
  /** Port of the app, API and socket. */
  port: number;
  /** Port of the checkout frame: its own origin (accounts issue). */
  checkoutPort: number;
  /** Public origin of the checkout frame; defaults to http://{host}:{checkoutPort}. */
  checkoutOrigin: string;
  /**
   * Origins of the app that may embed the checkout frame and talk to it; the first is the
   * public one used in links (e-mail verification).
   */
  appOrigins: string[];
  /** Folder of the built checkout frame (Vite, base /frame/). */
  checkoutDir: string;
  /** Open the age check dialog at load for a logged-in member without one. */
  forceAvs: boolean;
  /** Login and signup offered; when off, nothing is offered that needs them. */
  loginEnabled: boolean;
  /** Host names of the sexole sub-brand (its login modal, es-avs). */
  sexoleHosts: string[];
  /**
   * The app tracks events (with the guest's analytics consent) on the query service; off, the
   * shell names no tracker address and the app tracks nothing (spec part 1 §5).
   */
  tracking: boolean;
  /** Retire the service worker everywhere: /sw.js removes itself and the app registers none (server/retiredWorker.ts). */
  swKillSwitch: boolean;
  /** Folder for the SQLite file and other runtime data. */
  dataDir: string;
  /** PostgreSQL connection string; SQLite under dataDir when empty. */
  databaseUrl: string;
  /** Redis connection string for the event bus between server processes; in-process when empty. */
  redisUrl: string;
  /** Prefix of the event bus's Redis channel, so deployments (and test runs) sharing a Redis stay apart. */
  redisPrefix: string;
  /** Seconds a socket lives without a frame (the client pings every 50 s); the session ttl it is told. */
  socketTtl: number;
  /** Token that guards the internal and test routes; those routes are off when empty. */
  internalToken: string;
  /** The live stream an actor's chat plays: an HLS address, `{actorId}` replaced (LIVE_STREAM_URL). */
  liveStreamUrl: string;
  /** Performer simulator on or off. */
  simulator: boolean;
  /** Performer simulator activities per minute on average (actors online/offline, free shows). */
  simulatorRate: number;
  /** Folder of the built client that the server serves. */
  clientDir: string;
  /** pino log level. */
  logLevel: string;
  /**
   * Request header a trusted proxy sets to the visitor's country (two letters); lowercased.
   * Decides the banned flag of actors (spec part 1 §5).
   */
  countryHeader: string;
  /** Seconds the actor title, description and image put into a served actor page are cached. */
  seoCacheSeconds: number;
  /** Secret for signing (tokens are random and stored hashed; this signs short-lived links). */
  secret: string;
  /**
   * Hosts (with port where needed) besides the browsers' push services that subscriptions may
   * point at, also over plain HTTP: a local stand-in push service in tests. Empty in production.
   */
  pushTestHosts: string[];
  /** Seconds before the same pinned actor coming online is pushed to the same guest again. */
  pushActorCooldownSeconds: number;
  /** Go-live pushes of one guest within this window go out as one (0: each at once). */
  pushGroupWindowSeconds: number;
  /**
   * Proxies whose X-Forwarded-For and country header (COUNTRY_HEADER) are believed: addresses
   * and CIDR ranges of the direct peer. Empty (the default): no proxy is trusted, a request's
   * address is its connection's and the country header is ignored.
   */
  trustProxy: string[];
  /**
   * Requests a minute per access token on the REST calls and the query service (a token bucket
   * holding a minute's worth, in memory per process); 0 turns the limit off.
   */
  rateLimitPerToken: number;
  /**
   * Requests a minute per client address for calls without a valid token, minting anonymous
   * tokens included; 0 turns the limit off.
   */
  rateLimitPerAddress: number;
  /**
   * Lifetimes of access tokens (issue 19): idle (unused since lastSeenAt) and absolute (since
   * issued), for anonymous and logged-in tokens (docs/decisions.md "Token lifetimes").
   */
  tokenLifetimes: TokenLifetimes;
  // -- socket origin and session deadline (issue 19) --
  /**
   * Milliseconds a new socket has to send session.request before it is closed with 4408
   * (SOCKET_CLOSE_CODE.noSessionRequest). The socket accepts only Origins of appOrigins.
   */
  socketSessionDeadlineMs: number;
}

type Env = Record<string, string | undefined>;

function intFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new Error(`${name} must be a port number (0-65535), got "${raw}"`);
  }
  return value;
}

function rateFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  // Above 60,000 a minute the gaps would drop under a millisecond; 0 stops the performers'
  // own activity (they still answer messages).
  if (!Number.isFinite(value) || value < 0 || value > 60_000) {
    throw new Error(`${name} must be a number of events per minute from 0 to 60000, got "${raw}"`);
  }
  return value;
}

/** Seconds a guest's go-live pushes wait to be grouped: short, so "online now" stays true. */
export const PUSH_GROUP_WINDOW_SECONDS = 20;

function secondsFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 86_400) {
    throw new Error(`${name} must be a whole number of seconds (1-86400), got "${raw}"`);
  }
  return value;
}

/** Milliseconds from 100 ms to one minute. */
function millisecondsFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 100 || value > 60_000) {
    throw new Error(`${name} must be a whole number of milliseconds (100-60000), got "${raw}"`);
  }
  return value;
}

function boolFrom(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'on', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'off', 'no'].includes(raw)) return false;
  throw new Error(`${name} must be on or off, got "${env[name]}"`);
}

/** A comma-separated list of origins (scheme://host[:port]); each must be an http(s) origin without a path. */
function originsFrom(env: Env, name: string, fallback: string[]): string[] {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      let url: URL;
      try {
        url = new URL(item);
      } catch {
        throw new Error(`${name} must list origins like https://example.com, got "${item}"`);
      }
      if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username) {
        throw new Error(`${name} must list http(s) origins without a path, got "${item}"`);
      }
      return url.origin;
    });
}

/** A comma-separated list of host names. */
function hostsFrom(env: Env, name: string, fallback: string[]): string[] {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const hosts = raw
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
  const bad = hosts.find((host) => !/^[a-z0-9.-]+(:\d+)?$/.test(host));
  if (bad) throw new Error(`${name} must list host names, got "${bad}"`);
  return hosts;
}

/** An HTTP header name (token characters), lowercased as Node delivers headers. */
function headerNameFrom(env: Env, name: string, fallback: string): string {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const header = raw.trim().toLowerCase();
  if (!/^[a-z0-9!#$%&'*+.^_`|~-]+$/.test(header)) throw new Error(`${name} must be an HTTP header name, got "${raw}"`);
  return header;
}

/** Off (empty, `off`) or a comma list of IPv4/IPv6 addresses and CIDR ranges (`10.0.0.0/8`). */
function proxiesFrom(env: Env, name: string): string[] {
  const raw = env[name]?.trim() ?? '';
  if (raw === '' || ['off', 'false', 'no', '0'].includes(raw.toLowerCase())) return [];
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const [address = '', prefix, ...rest] = item.split('/');
      const version = isIP(address);
      const bits = version === 6 ? 128 : 32;
      const goodPrefix = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
      if (version === 0 || rest.length > 0 || !goodPrefix) {
        throw new Error(`${name} must be off or list IP addresses and CIDR ranges like 10.0.0.0/8, got "${item}"`);
      }
      return item;
    });
}

/** Requests a minute, 0 (off) to 1,000,000. */
function perMinuteFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 1_000_000) {
    throw new Error(`${name} must be a whole number of requests a minute (0 turns it off, at most 1000000), got "${raw}"`);
  }
  return value;
}

// --- Access token lifetimes (issue 19) ---

const DURATION_UNITS_MS = { s: 1_000, m: 60_000, h: 60 * 60_000, d: 24 * 60 * 60_000 } as const;
/** Shortest idle lifetime: well above the socket's 50 s ping and the once-a-minute lastSeenAt write. */
const MIN_TOKEN_IDLE_MS = 5 * 60_000;
const MAX_TOKEN_AGE_MS = 3_650 * DURATION_UNITS_MS.d;

/** A duration such as `30d`, `12h`, `90m` or `45s`, in milliseconds. */
function durationFrom(env: Env, name: string, fallbackMs: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallbackMs;
  const match = /^(\d{1,7})([smhd])$/.exec(raw.trim());
  if (!match) throw new Error(`${name} must be a duration such as 30d, 12h, 90m or 45s, got "${raw}"`);
  return Number(match[1]) * DURATION_UNITS_MS[match[2] as keyof typeof DURATION_UNITS_MS];
}

function tokenLifetimeFrom(env: Env, kind: 'ANONYMOUS' | 'LOGIN', fallback: TokenLifetime): TokenLifetime {
  const idleName = `${kind}_TOKEN_IDLE`;
  const maxAgeName = `${kind}_TOKEN_MAX_AGE`;
  const lifetime = { idleMs: durationFrom(env, idleName, fallback.idleMs), maxAgeMs: durationFrom(env, maxAgeName, fallback.maxAgeMs) };
  if (lifetime.idleMs < MIN_TOKEN_IDLE_MS) throw new Error(`${idleName} must be at least 5m`);
  if (lifetime.maxAgeMs > MAX_TOKEN_AGE_MS) throw new Error(`${maxAgeName} must be at most 3650d`);
  if (lifetime.idleMs > lifetime.maxAgeMs) throw new Error(`${idleName} must not be longer than ${maxAgeName}`);
  return lifetime;
}

/**
 * Anonymous tokens open no money and no personal data: 30 days unused, 1 year at most. Logged-in
 * tokens spend the balance: 7 days unused, 30 days at most (the checkout's "stay logged in").
 */
export const DEFAULT_TOKEN_LIFETIMES: TokenLifetimes = {
  anonymous: { idleMs: 30 * DURATION_UNITS_MS.d, maxAgeMs: 365 * DURATION_UNITS_MS.d },
  login: { idleMs: 7 * DURATION_UNITS_MS.d, maxAgeMs: 30 * DURATION_UNITS_MS.d },
};

function tokenLifetimesFrom(env: Env): TokenLifetimes {
  return {
    anonymous: tokenLifetimeFrom(env, 'ANONYMOUS', DEFAULT_TOKEN_LIFETIMES.anonymous),
    login: tokenLifetimeFrom(env, 'LOGIN', DEFAULT_TOKEN_LIFETIMES.login),
  };
}

// --- end of access token lifetimes ---

export function loadConfig(env: Env = process.env): Config {
  const root = path.resolve(import.meta.dirname, '..');
  const host = env.HOST || '127.0.0.1';
  const checkoutPort = intFrom(env, 'CHECKOUT_PORT', 8081);
  const port = intFrom(env, 'PORT', 8080);
  return {
    host,
    port,
    checkoutPort,
    checkoutOrigin: env.CHECKOUT_ORIGIN || `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${checkoutPort}`,
    appOrigins: originsFrom(env, 'APP_ORIGIN', [`http://127.0.0.1:${port}`, `http://localhost:${port}`]),
    checkoutDir: path.resolve(root, env.CHECKOUT_DIR || 'dist-checkout'),
    forceAvs: boolFrom(env, 'FORCE_AVS', false),
    loginEnabled: boolFrom(env, 'LOGIN_ENABLED', true),
    sexoleHosts: hostsFrom(env, 'SEXOLE_HOSTS', ['sexole.localhost']),
    tracking: boolFrom(env, 'TRACKING', true),
    swKillSwitch: boolFrom(env, 'SW_KILL_SWITCH', false),
    dataDir: path.resolve(root, env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || '',
    redisUrl: env.REDIS_URL || '',
    redisPrefix: env.REDIS_PREFIX || 'glimmer:',
    // Two missed pings (TIMING_MS.ping) and the connection is gone.
    socketTtl: secondsFrom(env, 'SOCKET_TTL', (2 * TIMING_MS.ping) / 1000),
    internalToken: env.INTERNAL_TOKEN || '',
    liveStreamUrl: env.LIVE_STREAM_URL || DEMO_STREAM_PATH,
    simulator: boolFrom(env, 'SIMULATOR', true),
    simulatorRate: rateFrom(env, 'SIMULATOR_RATE', 30),
    clientDir: path.resolve(root, env.CLIENT_DIR || 'dist'),
    logLevel: env.LOG_LEVEL || 'info',
    countryHeader: headerNameFrom(env, 'COUNTRY_HEADER', 'cf-ipcountry'),
    seoCacheSeconds: secondsFrom(env, 'SEO_CACHE_SECONDS', 10),
    secret: env.SECRET || randomBytes(32).toString('hex'),
    pushTestHosts: hostsFrom(env, 'PUSH_TEST_HOSTS', []),
    pushActorCooldownSeconds: secondsFrom(env, 'PUSH_ACTOR_COOLDOWN_SECONDS', 30 * 60),
    pushGroupWindowSeconds:
      env.PUSH_GROUP_WINDOW_SECONDS === '0' ? 0 : secondsFrom(env, 'PUSH_GROUP_WINDOW_SECONDS', PUSH_GROUP_WINDOW_SECONDS),
    // Abuse limits (issue 19). A guest's page load is a few dozen calls and two tabs share one
    // token: 600 a minute (10 a second sustained) is far above any guest's use; an address is
    // shared by a household or an office, and its budget only covers minting and tokenless calls.
    trustProxy: proxiesFrom(env, 'TRUST_PROXY'),
    rateLimitPerToken: perMinuteFrom(env, 'RATE_LIMIT_PER_TOKEN', 600),
    rateLimitPerAddress: perMinuteFrom(env, 'RATE_LIMIT_PER_ADDRESS', 300),
    tokenLifetimes: tokenLifetimesFrom(env),
    // -- socket origin and session deadline (issue 19) --
    socketSessionDeadlineMs: millisecondsFrom(env, 'SOCKET_SESSION_DEADLINE_MS', TIMING_MS.socketSessionDeadline),
  };
}
