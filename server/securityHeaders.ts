// The security headers of the app origin (issue 19, point 4): every answer of the app's server
// (shell, pages, /api/v1, /api/vxql, /img, the manifest, sw.js, assets, errors, 404s) carries a
// strict Content-Security-Policy, nosniff, X-Frame-Options, a Referrer-Policy, a
// Permissions-Policy and, on an https origin, HSTS, so no other site can frame the app over a
// one-click purchase and no injected markup can run script. The policy is built from the
// config (pure functions, unit-testable); an answer that already set its own CSP (the images
// route's stricter one) keeps it. Violations the browsers report arrive at CSP_REPORT_PATH and
// are logged without query strings (the spec puts the token in query strings).
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from './config.ts';

/** Where browsers send CSP violation reports (report-uri and the Reporting API's `csp` endpoint). */
export const CSP_REPORT_PATH = '/csp-report';
/** HSTS lifetime: one year, the figure browsers' preload rules ask for. */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;
/** A report is a few hundred bytes; anything larger is not one. */
export const CSP_REPORT_MAX_BYTES = 16 * 1024;
/** Violations logged per minute by one process; the rest are counted, so a flood cannot fill the log. */
export const CSP_REPORTS_LOGGED_PER_MINUTE = 60;
const MINUTE_MS = 60_000;

/** What the headers depend on. */
export type SecurityConfig = Pick<Config, 'appOrigins' | 'checkoutOrigin' | 'liveStreamUrl'>;

/** The origin of LIVE_STREAM_URL when it is absolute (a media server elsewhere), else null (same origin). */
export function liveStreamOrigin(liveStreamUrl: string): string | null {
  if (!/^https?:\/\//i.test(liveStreamUrl)) return null;
  try {
    return new URL(liveStreamUrl.replaceAll('{actorId}', '0')).origin;
  } catch {
    return null;
  }
}

/** ws:// beside http://, wss:// beside https:// (the socket of each app origin). */
function socketOrigin(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

const unique = (values: (string | null)[]): string[] => [...new Set(values.filter((value): value is string => value !== null))];

/** The CSP directives of the app origin, in order. */
function appCspDirectives(config: SecurityConfig): [string, string[]][] {
  const stream = liveStreamOrigin(config.liveStreamUrl);
  return [
    ['default-src', ["'none'"]],
    // The app's bundles, its SharedWorker module and sw.js: all files of the origin, nothing inline.
    ['script-src', ["'self'"]],
    // Stylesheets only; React's style props go through the CSSOM, which CSP does not restrict.
    ['style-src', ["'self'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    // hls.js plays through Media Source Extensions: the video's source is a blob: address.
    ['media-src', unique(["'self'", 'blob:', stream])],
    // REST, query service, beacons, the socket (from the SharedWorker or the leader tab), and the
    // stream's playlists and segments, which hls.js fetches.
    ['connect-src', unique(["'self'", ...config.appOrigins.map(socketOrigin), stream])],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['frame-src', [new URL(config.checkoutOrigin).origin]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'self'"]],
    ['base-uri', ["'none'"]],
    ['object-src', ["'none'"]],
    ['report-uri', [CSP_REPORT_PATH]],
    ['report-to', ['csp']],
  ];
}

export function appContentSecurityPolicy(config: SecurityConfig): string {
  return appCspDirectives(config)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Browser features: allowed where the app uses them (its own camera in a live chat, the cams
 * search by location, fullscreen and picture-in-picture of the players, autoplay of the live
 * stream, payment in the checkout frame), denied everywhere else.
 */
export function permissionsPolicy(config: SecurityConfig): string {
  const checkout = `"${new URL(config.checkoutOrigin).origin}"`;
  const features: [string, string][] = [
    ['accelerometer', '()'],
    ['autoplay', '(self)'],
    ['camera', '(self)'],
    ['display-capture', '()'],
    ['encrypted-media', '()'],
    ['fullscreen', '(self)'],
    ['geolocation', '(self)'],
    ['gyroscope', '()'],
    ['hid', '()'],
    ['magnetometer', '()'],
    ['microphone', '()'],
    ['midi', '()'],
    ['payment', `(self ${checkout})`],
    ['picture-in-picture', '(self)'],
    ['publickey-credentials-get', '()'],
    ['screen-wake-lock', '()'],
    ['serial', '()'],
    ['usb', '()'],
    ['xr-spatial-tracking', '()'],
  ];
  return features.map(([name, allow]) => `${name}=${allow}`).join(', ');
}

/** Every header an answer of the app origin carries (lowercase names). HSTS only when the public origin is https. */
function appSecurityHeaders(config: SecurityConfig): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': appContentSecurityPolicy(config),
    // default: the browser's own reports (deprecations, interventions, crashes: server/rest/reporting.ts)
    'reporting-endpoints': `csp="${CSP_REPORT_PATH}", default="/api/v1/reporting/default"`,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    // No page needs a referrer; the spec's token travels in query strings.
    'referrer-policy': 'no-referrer',
    'permissions-policy': permissionsPolicy(config),
    // Another site that opens the app in a window gets no handle on it (ASVS 3.4.8); popups the
    // app opens itself (the checkout in a new page talks to its opener) keep theirs.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
  };
  if (config.appOrigins[0]?.startsWith('https:')) headers['strict-transport-security'] = `max-age=${HSTS_MAX_AGE_SECONDS}`;
  return headers;
}

/** An address as it may be logged: origin and path, never the query (tokens) or fragment. */
export function loggableUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.origin}${url.pathname}` : url.protocol.replace(/:$/, '');
  } catch {
    // 'inline', 'eval', 'self' and the like: short keywords, kept as they are
    return /^[a-z-]{1,32}$/i.test(value) ? value : undefined;
  }
}

/** The violation in a report of either format, as the log line's fields; null when it is none. */
function violationOf(body: unknown): Record<string, string | number | undefined> | null {
  const record = (value: unknown): Record<string, unknown> | null =>
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  // report-uri: { "csp-report": { ... } } with kebab-case keys
  const legacy = record(record(body)?.['csp-report']);
  if (legacy) {
    return {
      directive: String(legacy['effective-directive'] ?? legacy['violated-directive'] ?? '').slice(0, 64),
      blocked: loggableUrl(legacy['blocked-uri']),
      document: loggableUrl(legacy['document-uri']),
      source: loggableUrl(legacy['source-file']),
      line: typeof legacy['line-number'] === 'number' ? legacy['line-number'] : undefined,
    };
  }
  // Reporting API: [{ type: 'csp-violation', body: { ... } }] with camelCase keys
  const report = Array.isArray(body) ? body.map(record).find((each) => each?.type === 'csp-violation') : null;
  const modern = record(report?.body);
  if (modern) {
    return {
      directive: String(modern.effectiveDirective ?? '').slice(0, 64),
      blocked: loggableUrl(modern.blockedURL),
      document: loggableUrl(modern.documentURL),
      source: loggableUrl(modern.sourceFile),
      line: typeof modern.lineNumber === 'number' ? modern.lineNumber : undefined,
    };
  }
  return null;
}

/** POST CSP_REPORT_PATH: logs the violation (capped per minute) and answers 204, whatever arrived. */
async function cspReportRoute(app: FastifyInstance): Promise<void> {
  const log = app.log.child({ area: 'csp' });
  let windowStart = 0;
  let logged = 0;
  let dropped = 0;
  const parseJson = (_request: unknown, body: string, done: (error: Error | null, value?: unknown) => void) => {
    try {
      done(null, JSON.parse(body));
    } catch {
      done(null, null); // not a report: answered like one, logged as nothing
    }
  };
  for (const type of ['application/csp-report', 'application/reports+json'])
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: CSP_REPORT_MAX_BYTES }, parseJson);

  app.post(CSP_REPORT_PATH, { bodyLimit: CSP_REPORT_MAX_BYTES }, async (request, reply: FastifyReply) => {
    const violation = violationOf(request.body);
    if (violation) {
      const now = Date.now();
      if (now - windowStart >= MINUTE_MS) {
        if (dropped > 0) log.warn({ dropped }, 'CSP violation reports not logged (per-minute cap)');
        windowStart = now;
        logged = 0;
        dropped = 0;
      }
      if (logged < CSP_REPORTS_LOGGED_PER_MINUTE) {
        logged += 1;
        log.warn({ violation }, 'CSP violation reported');
      } else dropped += 1;
    }
    return reply.status(204).send();
  });
}

async function securityHeadersPlugin(app: FastifyInstance): Promise<void> {
  const headers = Object.entries(appSecurityHeaders(app.config));
  app.addHook('onSend', async (_request, reply) => {
    for (const [name, value] of headers) {
      // The images route sends its own, stricter policy (server/rest/images.ts).
      if (name === 'content-security-policy' && reply.hasHeader(name)) continue;
      reply.header(name, value);
    }
  });
  await app.register(cspReportRoute);
}

/** Registers the headers on every answer of the app origin, and the CSP report endpoint. */
export const securityHeaders = fp(securityHeadersPlugin, { name: 'security-headers' });
