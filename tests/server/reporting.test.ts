// alive, reporting/default and reporting/main over real HTTP (issue 21, point 13; spec part 2
// §7.9): what each answers, what reaches the log, and that nothing in them keeps a query's token.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPORTS_LOGGED_PER_MINUTE } from '../../server/rest/reporting.ts';
import { logLines, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const post = (path: string, body: string, type = 'application/json') =>
  fetch(`${t.baseUrl}/api/v1/${path}`, { method: 'POST', headers: { 'content-type': type }, body });
/** The messages of the server's log lines that start with `prefix`. */
const logged = (prefix: string) => logLines(t).filter(({ msg = '' }) => msg.startsWith(prefix));

describe('alive', () => {
  test('answers without a token once the database answers', async () => {
    const response = await fetch(`${t.baseUrl}/api/v1/alive`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ alive: true });
  });
});

describe('reporting/default: the browser’s own reports', () => {
  test('a deprecation report is logged with its address cut to origin and path', async () => {
    const batch = [
      {
        type: 'deprecation',
        age: 10,
        url: `${t.baseUrl}/en/?token=secret-token-1`,
        body: {
          id: 'UnloadHandler',
          message: 'Unload handlers are deprecated.',
          sourceFile: `${t.baseUrl}/assets/index.js?t=secret-token-2`,
          lineNumber: 12,
        },
      },
      { type: 'csp-violation', url: `${t.baseUrl}/en/`, body: {} },
    ];
    const response = await post('reporting/default', JSON.stringify(batch), 'application/reports+json');
    expect(response.status).toBe(204);
    const lines = logged('browser report: deprecation');
    expect(lines.at(-1)?.report).toMatchObject({
      type: 'deprecation',
      url: `${t.baseUrl}/en/`,
      id: 'UnloadHandler',
      source: `${t.baseUrl}/assets/index.js`,
      line: 12,
    });
    expect(logged('browser report: csp-violation')).toEqual([]);
    expect(t.logs.join('')).not.toContain('secret-token');
  });

  test('a body that is no report is answered like one and logs nothing', async () => {
    const before = logged('browser report').length;
    expect((await post('reporting/default', 'not json at all', 'application/reports+json')).status).toBe(204);
    expect((await post('reporting/default', JSON.stringify({ type: 'deprecation' }))).status).toBe(204);
    expect(logged('browser report')).toHaveLength(before);
  });
});

describe('reporting/main: the app’s own errors', () => {
  test('a page error is logged with its route', async () => {
    const response = await post(
      'reporting/main',
      JSON.stringify({ message: 'TypeError: x is undefined', context: { kind: 'page', route: 'blog', stack: 'at BlogPage' } }),
    );
    expect(response.status).toBe(204);
    expect(logged('app error: TypeError: x is undefined').at(-1)?.report).toMatchObject({ kind: 'page', route: 'blog' });
  });

  test('a report of the wrong shape is refused and logs nothing', async () => {
    const before = logged('app error').length;
    for (const body of [{}, { message: '' }, { message: 7 }, { message: 'x', context: { kind: 'other' } }, { message: 'x'.repeat(501) }]) {
      const response = await post('reporting/main', JSON.stringify(body));
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect((await response.json()).error.code).toBe('VALIDATION_FAILED');
    }
    expect(logged('app error')).toHaveLength(before);
  });

  test('a flood of reports is answered and logged at most the per-minute cap', async () => {
    expect(REPORTS_LOGGED_PER_MINUTE).toBe(30);
    const before = logged('app error: flood').length;
    for (let n = 0; n < REPORTS_LOGGED_PER_MINUTE + 10; n += 1) {
      expect((await post('reporting/main', JSON.stringify({ message: `flood ${n}` }))).status).toBe(204);
    }
    expect(logged('app error: flood').length - before).toBeLessThanOrEqual(REPORTS_LOGGED_PER_MINUTE);
    expect(logged('app error: flood').length - before).toBeGreaterThan(0);
  });
});
