// Issue 19, point 4: every answer of the app origin carries the security headers, so no other
// site can frame the app and no injected markup can run script; the checkout frame's policy
// has no 'unsafe-inline'; HSTS only where the app is on https.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import {
  appContentSecurityPolicy,
  CSP_REPORT_MAX_BYTES,
  CSP_REPORT_PATH,
  CSP_REPORTS_LOGGED_PER_MINUTE,
  HSTS_MAX_AGE_SECONDS,
  liveStreamOrigin,
  loggableUrl,
  permissionsPolicy,
} from '../../server/securityHeaders.ts';
import { startTestServer, type TestServer } from './harness.ts';

// A shell like the built one: module scripts and a stylesheet by address, nothing inline.
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Glimmer: live cams." />
    <title>Glimmer</title>
    <script type="module" crossorigin src="/assets/app-AbCdEf12.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/app-AbCdEf12.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

const files = mkdtempSync(path.join(tmpdir(), 'glimmer-security-headers-'));
const clientDir = path.join(files, 'client');
const frameDir = path.join(files, 'frame');
let t: TestServer;
let token: string;

beforeAll(async () => {
  mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  mkdirSync(frameDir, { recursive: true });
  writeFileSync(path.join(clientDir, 'index.html'), SHELL);
  writeFileSync(path.join(clientDir, 'assets', 'app-AbCdEf12.js'), 'console.log("app")');
  writeFileSync(path.join(clientDir, 'assets', 'app-AbCdEf12.css'), 'body{margin:0}');
  writeFileSync(path.join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(path.join(frameDir, 'index.html'), '<!doctype html><html><head><title>frame</title></head><body></body></html>');
  t = await startTestServer({ env: { CLIENT_DIR: clientDir, CHECKOUT_DIR: frameDir } });
  token = await t.anonymousToken();
});
afterAll(async () => {
  await t?.close();
  rmSync(files, { recursive: true, force: true });
});

/** A CSP header as directive name -> sources. */
function parseCsp(header: string | null): Map<string, string[]> {
  expect(header, 'a Content-Security-Policy header').toBeTruthy();
  const directives = new Map<string, string[]>();
  for (const part of header!.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    expect(directives.has(name), `${name} given once`).toBe(false);
    directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** Every kind of answer of the app origin a browser (or a script) may get. */
const ANSWERS: { name: string; request: () => Promise<Response>; status: number }[] = [
  { name: 'the shell at /', request: () => fetch(`${t.baseUrl}/`), status: 200 },
  { name: 'a page of the route table', request: () => fetch(`${t.baseUrl}/en/videos/`), status: 200 },
  { name: 'an actor page with its head', request: () => fetch(`${t.baseUrl}/en/amateur/iline/`), status: 200 },
  { name: 'an unknown page (the shell, 404)', request: () => fetch(`${t.baseUrl}/en/no-such-page/`), status: 404 },
  {
    name: 'a REST answer',
    request: () => fetch(`${t.baseUrl}/api/v1/guest/getGuestBalance`, { headers: { authorization: `Bearer ${token}` } }),
    status: 200,
  },
  { name: 'a REST refusal', request: () => fetch(`${t.baseUrl}/api/v1/guest/getGuestBalance`), status: 401 },
  { name: 'an unknown API route (404)', request: () => fetch(`${t.baseUrl}/api/v1/no/such/route`), status: 404 },
  {
    name: 'a query-service answer',
    request: () =>
      fetch(`${t.baseUrl}/api/vxql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: '{ __typename }' }),
      }),
    status: 200,
  },
  { name: 'a hashed asset', request: () => fetch(`${t.baseUrl}/assets/app-AbCdEf12.js`), status: 200 },
  { name: 'a stylesheet', request: () => fetch(`${t.baseUrl}/assets/app-AbCdEf12.css`), status: 200 },
  { name: 'the service worker', request: () => fetch(`${t.baseUrl}/sw.js`), status: 200 },
  { name: 'the web app manifest', request: () => fetch(`${t.baseUrl}/manifest/en.webmanifest`), status: 200 },
  { name: 'the health check', request: () => fetch(`${t.baseUrl}/healthz`), status: 200 },
];

describe('every answer of the app origin carries the headers', () => {
  for (const answer of ANSWERS) {
    test(`${answer.name}`, async () => {
      const response = await answer.request();
      expect(response.status).toBe(answer.status);
      const csp = parseCsp(response.headers.get('content-security-policy'));
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
      expect(response.headers.get('permissions-policy')).toBe(permissionsPolicy(t.server.app.config));
      expect(response.headers.get('strict-transport-security')).toBeNull();
    });
  }

  test('an image keeps its own stricter policy and gets the other headers', async () => {
    const response = await fetch(`${t.baseUrl}/img/actor/2/w320.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  test('the served shells add no inline script or style the policy would refuse', async () => {
    for (const pathname of ['/', '/en/', '/en/amateur/iline/', '/en/no-such-page/', '/index.html']) {
      const html = await (await fetch(`${t.baseUrl}${pathname}`)).text();
      expect(html, pathname).toContain('<meta name="glimmer-config"');
      const scripts = html.match(/<script\b[^>]*>/gi) ?? [];
      expect(scripts.length, pathname).toBe(1);
      for (const script of scripts) expect(script, pathname).toMatch(/\ssrc="\/assets\//);
      expect(html, pathname).not.toMatch(/<style\b/i);
      expect(html, pathname).not.toMatch(/\sstyle\s*=/i);
      expect(html, pathname).not.toMatch(/\son[a-z]+\s*=/i);
    }
  });
});

describe('the policy, directive by directive', () => {
  test('the app loads its own scripts, styles, fonts, workers and manifest only, and nothing inline', async () => {
    const csp = parseCsp((await fetch(`${t.baseUrl}/en/`)).headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'none'"]);
    for (const directive of ['script-src', 'style-src', 'font-src', 'worker-src', 'manifest-src'])
      expect(csp.get(directive), directive).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    for (const [directive, sources] of csp) {
      for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", "'wasm-unsafe-eval'", '*', 'http:', 'https:']) {
        expect(sources, `${directive} has no ${unsafe}`).not.toContain(unsafe);
      }
    }
  });

  test('the app frames the checkout origin only, and no site frames the app', async () => {
    const csp = parseCsp((await fetch(`${t.baseUrl}/en/`)).headers.get('content-security-policy'));
    expect(csp.get('frame-src')).toEqual([t.checkoutUrl]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  test('the app connects to its own origin and its sockets only', async () => {
    const csp = parseCsp((await fetch(`${t.baseUrl}/en/`)).headers.get('content-security-policy'));
    const sockets = t.server.app.config.appOrigins.map((origin) => origin.replace('http://', 'ws://'));
    expect(csp.get('connect-src')).toEqual(["'self'", ...sockets]);
    expect(sockets).toContain(t.baseUrl.replace('http://', 'ws://'));
  });

  test('images may be data: addresses; the live stream plays from blob: (hls.js) and the origin', async () => {
    const csp = parseCsp((await fetch(`${t.baseUrl}/en/`)).headers.get('content-security-policy'));
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:']);
  });

  test('violations are reported to the report endpoint', async () => {
    const response = await fetch(`${t.baseUrl}/en/`);
    const csp = parseCsp(response.headers.get('content-security-policy'));
    expect(csp.get('report-uri')).toEqual([CSP_REPORT_PATH]);
    expect(csp.get('report-to')).toEqual(['csp']);
    expect(response.headers.get('reporting-endpoints')).toBe(`csp="${CSP_REPORT_PATH}", default="/api/v1/reporting/default"`);
  });

  test('a live stream on a media server of its own is allowed as media and connection, nothing more', () => {
    const config = {
      ...loadConfig({ PORT: '9000', CHECKOUT_PORT: '9001' }),
      liveStreamUrl: 'https://media.example:8443/live/{actorId}/index.m3u8',
    };
    expect(liveStreamOrigin(config.liveStreamUrl)).toBe('https://media.example:8443');
    const csp = parseCsp(appContentSecurityPolicy(config));
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:', 'https://media.example:8443']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'ws://127.0.0.1:9000', 'ws://localhost:9000', 'https://media.example:8443']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(liveStreamOrigin('/media/live/demo.m3u8')).toBeNull();
  });

  test('an https app connects to its wss:// socket and frames its https checkout origin', () => {
    const config = loadConfig({ APP_ORIGIN: 'https://glimmer.example', CHECKOUT_ORIGIN: 'https://pay.glimmer.example' });
    const csp = parseCsp(appContentSecurityPolicy(config));
    expect(csp.get('connect-src')).toEqual(["'self'", 'wss://glimmer.example']);
    expect(csp.get('frame-src')).toEqual(['https://pay.glimmer.example']);
  });
});

describe('Permissions-Policy', () => {
  const features = () =>
    new Map(
      permissionsPolicy(t.server.app.config)
        .split(', ')
        .map((each) => each.split('=') as [string, string]),
    );

  test('what the app uses is allowed on its own pages: its camera in a chat, location for the cams search, fullscreen and picture-in-picture, autoplay', () => {
    for (const feature of ['camera', 'geolocation', 'fullscreen', 'picture-in-picture', 'autoplay'])
      expect(features().get(feature), feature).toBe('(self)');
  });

  test('payment is allowed on the app and in the checkout frame only', () => {
    expect(features().get('payment')).toBe(`(self "${t.checkoutUrl}")`);
  });

  test('what the app never uses is denied everywhere, the microphone included', () => {
    for (const feature of [
      'microphone',
      'usb',
      'serial',
      'hid',
      'midi',
      'display-capture',
      'accelerometer',
      'gyroscope',
      'magnetometer',
      'encrypted-media',
      'publickey-credentials-get',
      'screen-wake-lock',
      'xr-spatial-tracking',
    ]) {
      expect(features().get(feature), feature).toBe('()');
    }
    expect(features().size).toBe(19);
  });
});

describe('HSTS', () => {
  test('an app served on https tells browsers to keep to https for a year', async () => {
    const https = await startTestServer({ env: { APP_ORIGIN: 'https://glimmer.example' } });
    try {
      for (const pathname of ['/healthz', '/api/v1/no/such/route']) {
        const response = await fetch(`${https.baseUrl}${pathname}`);
        expect(response.headers.get('strict-transport-security'), pathname).toBe(`max-age=${HSTS_MAX_AGE_SECONDS}`);
      }
      expect(HSTS_MAX_AGE_SECONDS).toBe(365 * 24 * 60 * 60);
    } finally {
      await https.close();
    }
  });

  test('an app on plain http sends none (browsers ignore it there, and it would pin a local host)', async () => {
    expect((await fetch(`${t.baseUrl}/healthz`)).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('the checkout frame', () => {
  test("its policy has no 'unsafe-inline': styles from its stylesheet only", async () => {
    const response = await fetch(`${t.checkoutUrl}/frame/`);
    expect(response.status).toBe(200);
    const csp = parseCsp(response.headers.get('content-security-policy'));
    expect(csp.get('style-src')).toEqual(["'self'"]);
    for (const [directive, sources] of csp) expect(sources, directive).not.toContain("'unsafe-inline'");
    expect(csp.get('frame-ancestors')).toEqual(t.server.app.config.appOrigins);
  });
});

describe('CSP violation reports', () => {
  const report = (body: string, type: string) =>
    fetch(`${t.baseUrl}${CSP_REPORT_PATH}`, { method: 'POST', headers: { 'content-type': type }, body });

  test('a report-uri report is logged without the query strings (the token travels in them)', async () => {
    const body = JSON.stringify({
      'csp-report': {
        'document-uri': `${t.baseUrl}/en/videos/?token=secret-document-token`,
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'https://evil.example/x.js?token=secret-blocked-token',
        'source-file': `${t.baseUrl}/assets/app.js?v=1`,
        'line-number': 12,
      },
    });
    const response = await report(body, 'application/csp-report');
    expect(response.status).toBe(204);
    const line = t.logs.find((each) => each.includes('CSP violation reported') && each.includes('evil.example/x.js'));
    expect(line).toBeDefined();
    expect(JSON.parse(line!).violation).toEqual({
      directive: 'script-src-elem',
      blocked: 'https://evil.example/x.js',
      document: `${t.baseUrl}/en/videos/`,
      source: `${t.baseUrl}/assets/app.js`,
      line: 12,
    });
    expect(t.logs.join('')).not.toContain('secret-');
  });

  test('a Reporting API report is logged too', async () => {
    const body = JSON.stringify([
      {
        type: 'csp-violation',
        url: `${t.baseUrl}/en/`,
        body: { documentURL: `${t.baseUrl}/en/`, effectiveDirective: 'style-src-elem', blockedURL: 'inline', lineNumber: 3 },
      },
    ]);
    expect((await report(body, 'application/reports+json')).status).toBe(204);
    const line = t.logs.find((each) => each.includes('CSP violation reported') && each.includes('style-src-elem'));
    expect(JSON.parse(line!).violation).toMatchObject({ directive: 'style-src-elem', blocked: 'inline', document: `${t.baseUrl}/en/` });
  });

  test('anything else posted there is answered the same and logged as nothing; an oversized body is refused', async () => {
    const before = t.logs.length;
    expect((await report('not json', 'application/csp-report')).status).toBe(204);
    expect((await report('{"csp-report": 5}', 'application/csp-report')).status).toBe(204);
    expect(t.logs.slice(before).some((each) => each.includes('CSP violation reported'))).toBe(false);
    const huge = JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(CSP_REPORT_MAX_BYTES) } });
    expect((await report(huge, 'application/csp-report')).status).toBe(413);
    expect(CSP_REPORT_MAX_BYTES).toBe(16 * 1024);
  });

  test('a flood of reports logs at most 60 a minute', async () => {
    const flood = await startTestServer();
    try {
      const body = JSON.stringify({ 'csp-report': { 'effective-directive': 'img-src', 'blocked-uri': 'https://flood.example/' } });
      for (let i = 0; i < CSP_REPORTS_LOGGED_PER_MINUTE + 5; i++) {
        await fetch(`${flood.baseUrl}${CSP_REPORT_PATH}`, { method: 'POST', headers: { 'content-type': 'application/csp-report' }, body });
      }
      expect(flood.logs.filter((each) => each.includes('CSP violation reported')).length).toBe(60);
      expect(CSP_REPORTS_LOGGED_PER_MINUTE).toBe(60);
    } finally {
      await flood.close();
    }
  });

  test('addresses are logged as origin and path only', () => {
    expect(loggableUrl('https://a.example/p/q?token=t#f')).toBe('https://a.example/p/q');
    expect(loggableUrl('inline')).toBe('inline');
    expect(loggableUrl('data:image/png;base64,AAAA')).toBe('data');
    expect(loggableUrl('not a keyword!')).toBeUndefined();
  });
});
