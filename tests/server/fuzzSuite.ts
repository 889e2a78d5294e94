// The fuzz test (issue 19, "Checks that must pass"): every REST route of the contract table,
// every checkout API call, every root field of the query service and every client socket
// frame type get generated bad input (fuzzCases.ts), with anonymous and logged-in tokens and
// internal routes with and without the internal token. Every answer must be below 500 and free
// of stack traces and internals; the server must keep answering; and the database must not
// change: not at all after the surely invalid requests (every row hashed before and after),
// and only through accepted requests after the edge values (write audit, fuzzDatabase.ts).
// Fixed seed and a bounded count by default; FUZZ_SEED and FUZZ_COUNT replay or widen a run.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { schema } from '../../server/query/schema.ts';
import { RETIRED_WORKER_PATHS } from '../../server/retiredWorker.ts';
import { type RestKey, restRoutePattern, restRoutes } from '../../src/contract/rest.ts';
import { buildCases, type Credentials, type FrameCase, type FuzzCases, type HttpCase } from './fuzzCases.ts';
import { checkoutSamples } from './fuzzCheckoutSamples.ts';
import { type Change, installWriteAudit, type Snapshot, snapshotDatabase, snapshotDifferences, type WriteAudit } from './fuzzDatabase.ts';
import { createRandom } from './fuzzInput.ts';
import type { FuzzIds } from './fuzzSamples.ts';
import { extraToken, INTERNAL_TOKEN, seedIds } from './fuzzSetup.ts';
import { FuzzSocket } from './fuzzSocket.ts';
import { openFrameSession, signUpGuest, startTestServer, type TestServer } from './harness.ts';

/** The default run: this seed, this many mutations per route, call, operation and frame type. */
const DEFAULT_FUZZ_SEED = 19;
const DEFAULT_FUZZ_COUNT = 8;
const REQUEST_TIMEOUT_MS = 10_000;
const HEALTH_TIMEOUT_MS = 5_000;
const VICTIM_POOL = 6;
/** A pass's time limit grows with the count (about 2,500 requests per 8 mutations; FUZZ_COUNT=60 takes a minute a pass). */
const passTimeoutMs = (count: number) => 60_000 + count * 10_000;

/**
 * The fuzz server's settings: internal routes on; one token sends thousands of requests a
 * minute, so the request rate limits are off (a 429 would answer instead of the route); a
 * socket without a session lives as long as allowed.
 */
const FUZZ_SERVER_ENV = { INTERNAL_TOKEN, RATE_LIMIT_PER_TOKEN: '0', RATE_LIMIT_PER_ADDRESS: '0', SOCKET_SESSION_DEADLINE_MS: '60000' };
/** How the server closes a socket that sent no session in time (SOCKET_CLOSE_CODE.noSessionRequest of issue 19). */
const NO_SESSION_CLOSE = 4408;

/** FUZZ_SEED and FUZZ_COUNT from the environment, or the defaults. */
function fuzzSettings(env: NodeJS.ProcessEnv = process.env): { seed: number; count: number } {
  const read = (name: string, fallback: number, valid: (n: number) => boolean) => {
    const text = env[name];
    if (text === undefined || text === '') return fallback;
    const value = Number(text);
    if (!valid(value)) throw new Error(`${name} must be ${name === 'FUZZ_COUNT' ? 'a positive integer' : 'an integer'}, got "${text}"`);
    return value;
  };
  return {
    seed: read('FUZZ_SEED', DEFAULT_FUZZ_SEED, (n) => Number.isSafeInteger(n)),
    count: read('FUZZ_COUNT', DEFAULT_FUZZ_COUNT, (n) => Number.isSafeInteger(n) && n > 0),
  };
}

/** What an answer must never show: stack frames, source paths, error dumps, SQL errors. */
const LEAK_PATTERNS: readonly RegExp[] = [
  /\n\s+at \S/,
  /\bat [\w$.<>]+ \([^)]*:\d+:\d+\)/,
  /\/(?:server|src|node_modules)\/[\w./-]+/,
  /\.(?:ts|js|mjs|cjs):\d+/,
  /\b[A-Z]\w*Error: /,
  /SQLITE_[A-Z]+|syntax error at or near|violates [\w-]+ constraint|invalid input syntax for|no such (?:table|column)/i,
];

/** Routes outside the contract table the server registers on purpose. */
const ROUTES_OUTSIDE_CONTRACT: readonly string[] = [
  'GET /healthz',
  'POST /api/vxql',
  'POST /api/vxql/feed',
  'POST /api/vxql/beacon',
  'GET /img/gift/:id.svg',
  'GET /img/:kind/:id/:size.svg',
  'GET /manifest/:file',
  // Content-Security-Policy violation reports (issue 19, security headers part).
  'POST /csp-report',
  // The favicon browsers ask for by themselves (issue 20; server/favicon.ts).
  'GET /favicon.ico',
  // Old service worker addresses answer a worker that removes itself (issue 22; server/retiredWorker.ts).
  ...RETIRED_WORKER_PATHS.map((path) => `GET ${path}`),
];

/** The checkout origin's routes besides its API: health and the frame's files. */
const CHECKOUT_ROUTES_OUTSIDE_CONTRACT: readonly string[] = [
  'GET /healthz',
  'GET /frame',
  'GET /frame/',
  'GET /frame/*',
  'GET /favicon.ico',
];

/** "METHOD /path" of every route in Fastify's printRoutes tree (HEAD left out: Fastify adds it to GET). */
function routesOfTree(tree: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (depth > 0 ? stack[depth - 1]! : '') + match[2]!;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter((m) => m && m !== 'HEAD')) routes.push(`${method} ${path}`);
  }
  return routes;
}

interface Finding {
  target: string;
  description: string;
  request: string;
  problem: string;
  /** What the server logged as an error meanwhile (for the one fixing it; answers never show it). */
  serverError?: string;
}

/** The error the server logged since log line `from`: its message and the first frame of its stack. */
function loggedError(logs: readonly string[], from: number): string | undefined {
  for (const line of logs.slice(from)) {
    for (const entry of line.split('\n').filter(Boolean)) {
      try {
        const parsed = JSON.parse(entry) as { level?: number; msg?: string; err?: { message?: string; stack?: string } };
        if ((parsed.level ?? 0) >= 50)
          return cut(`${parsed.msg}: ${parsed.err?.message ?? ''} ${parsed.err?.stack?.split('\n')[1]?.trim() ?? ''}`, 400);
      } catch {
        // not a JSON log line
      }
    }
  }
  return undefined;
}

const cut = (text: string, length = 160) => (text.length > length ? `${text.slice(0, length)}…(${text.length})` : text);

function leaksOf(text: string): string | null {
  for (const pattern of LEAK_PATTERNS) {
    const match = pattern.exec(text);
    if (match) return `leaks internals: ${JSON.stringify(cut(match[0], 80))}`;
  }
  return null;
}

const describeChanges = (changes: Change[]) => [...new Set(changes.map((change) => `${change.op} ${change.table}`))].join(', ');

/** The fuzz suite on a fresh server: SQLite by default, PostgreSQL when a database URL is given. */
export function describeFuzz(label: string, databaseUrl?: string): void {
  describe(label, () => {
    const { seed, count } = fuzzSettings();
    let t: TestServer;
    let audit: WriteAudit;
    let before: Snapshot;
    let cases: FuzzCases;
    let credentials: Credentials;
    let ids: FuzzIds;

    beforeAll(async () => {
      t = await startTestServer({ ...(databaseUrl ? { databaseUrl } : {}), env: FUZZ_SERVER_ENV });
      const guest = await signUpGuest(t);
      const victim = await signUpGuest(t);
      // Money and a passed age check, so the money and vote calls reach their rules with the bad input.
      await t.server.db
        .updateTable('guests')
        .set({ balanceCents: 100_000_000, avsStatus: 'accepted' })
        .where('id', '=', guest.guestId)
        .execute();
      const victimTokens = await Promise.all(Array.from({ length: VICTIM_POOL }, () => extraToken(t, victim.guestId)));
      ids = await seedIds(t, guest.guestId, guest.email, victim.guestId, await extraToken(t, victim.guestId));
      const anonymousToken = await t.anonymousToken();
      credentials = {
        guestToken: guest.token,
        anonymousToken,
        victimTokens,
        internalToken: INTERNAL_TOKEN,
        guestSession: (await openFrameSession(t, guest.token)).session,
        anonymousSession: (await openFrameSession(t, anonymousToken)).session,
        victimSessions: await Promise.all(victimTokens.slice(0, 3).map(async (token) => (await openFrameSession(t, token)).session)),
      };
      cases = buildCases(createRandom(seed), { ids, credentials, count, schema });
      console.log(
        `${label}: seed ${seed}, ${count} mutations per route, call, operation and frame type (replay or widen with FUZZ_SEED=${seed} FUZZ_COUNT=${count}); ` +
          `${cases.http.length} HTTP requests, ${cases.frames.length} socket frames`,
      );
      audit = await installWriteAudit(t.server.db, t.server.dialect);
      before = await snapshotDatabase(t.server.db, t.server.dialect);
    });

    afterAll(async () => {
      await audit?.remove();
      await t?.close();
    });

    async function isAnswering(): Promise<boolean> {
      try {
        const response = await fetch(`${t.baseUrl}/healthz`, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
        return response.status === 200;
      } catch {
        return false;
      }
    }

    /** Sends each case; a finding per 5xx, leak, hang, lost health, or a write a refused request made. */
    async function runHttp(
      list: readonly HttpCase[],
      findings: Finding[],
      background: string[],
    ): Promise<{ acceptedInvalid: string[]; statuses: Record<number, number> }> {
      const acceptedInvalid: string[] = [];
      const statuses: Record<number, number> = {};
      let previousTarget = '';
      for (const c of list) {
        if (c.target !== previousTarget && previousTarget && !(await isAnswering()))
          findings.push({ target: previousTarget, description: '', request: '', problem: 'the server stopped answering /healthz' });
        previousTarget = c.target;
        const pending = await audit.takeChanges();
        if (pending.length > 0) background.push(`${describeChanges(pending)} (before ${c.target})`);
        const request = `${c.method} ${cut(c.path)}${c.body ? ` ${cut(c.body.toString())}` : ''}`;
        const logsFrom = t.logs.length;
        const finding = (problem: string) =>
          findings.push({ target: c.target, description: c.description, request, problem, serverError: loggedError(t.logs, logsFrom) });
        let status: number;
        let text: string;
        try {
          const response = await fetch((c.origin === 'app' ? t.baseUrl : t.checkoutUrl) + c.path, {
            method: c.method,
            headers: c.headers,
            ...(c.body ? { body: new Uint8Array(c.body) } : {}),
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          });
          status = response.status;
          text = await response.text();
        } catch (error) {
          finding(
            `no answer: ${error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : String(error)}`,
          );
          continue;
        }
        const changes = await audit.takeChanges();
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status >= 500) finding(`answered ${status}: ${cut(text)}`);
        // The query service answers a failed resolver inside a 200 or 400, with the code INTERNAL.
        else if (text.includes('"code":"INTERNAL"')) finding(`answered an INTERNAL error: ${cut(text)}`);
        const leak = leaksOf(text);
        if (leak) finding(leak);
        let hasErrors = false;
        try {
          hasErrors = Array.isArray((JSON.parse(text) as { errors?: unknown }).errors);
        } catch {
          // Not JSON (a file download, an image): no GraphQL errors either.
        }
        const accepted = status < 400 && !hasErrors;
        if (changes.length > 0 && (c.surelyInvalid || !accepted))
          finding(`${accepted ? 'accepted' : `refused (${status})`} yet wrote: ${describeChanges(changes)}`);
        if (accepted && c.surelyInvalid) acceptedInvalid.push(`${c.target} [${c.description}] → ${status}`);
      }
      if (previousTarget && !(await isAnswering()))
        findings.push({ target: previousTarget, description: '', request: '', problem: 'the server stopped answering /healthz' });
      return { acceptedInvalid, statuses };
    }

    async function runFrames(list: readonly FrameCase[], findings: Finding[], background: string[]): Promise<void> {
      const tokens = { guest: credentials.guestToken, anonymous: credentials.anonymousToken, none: null };
      const sockets = new Map<FrameCase['connection'], FuzzSocket>();
      const socketFor = async (kind: FrameCase['connection']) => {
        const open = sockets.get(kind);
        if (open && open.closeCode === null) return open;
        const socket = await FuzzSocket.open(t.baseUrl, tokens[kind]);
        sockets.set(kind, socket);
        return socket;
      };
      try {
        for (const c of list) {
          const pending = await audit.takeChanges();
          if (pending.length > 0) background.push(`${describeChanges(pending)} (before ${c.target})`);
          let socket = await socketFor(c.connection);
          const logsFrom = t.logs.length;
          const finding = (problem: string) =>
            findings.push({
              target: c.target,
              description: c.description,
              request: cut(c.frame.toString()),
              problem,
              serverError: loggedError(t.logs, logsFrom),
            });
          let { replies, settled } = await socket.sendAndSettle(c.frame, c.description === 'binary frame');
          // A socket without a session is closed after a while: that is the deadline, not this frame.
          if (!settled && socket.closeCode === NO_SESSION_CLOSE) {
            socket = await socketFor(c.connection);
            ({ replies, settled } = await socket.sendAndSettle(c.frame, c.description === 'binary frame'));
          }
          const changes = await audit.takeChanges();
          if (!settled)
            finding(socket.closeCode === null ? 'no answer within the timeout' : `the server closed the socket (${socket.closeCode})`);
          const internalError = replies.find((raw) => raw.includes('"code":"INTERNAL"'));
          if (internalError) finding(`answered ${cut(internalError)}`);
          const leak = replies.map(leaksOf).find(Boolean);
          if (leak) finding(leak);
          const refused = replies.some((raw) => raw.startsWith('{"type":"error"'));
          if (changes.length > 0 && (c.surelyInvalid || refused))
            finding(`${refused ? 'refused' : 'accepted'} yet wrote: ${describeChanges(changes)}`);
        }
      } finally {
        for (const socket of sockets.values()) socket.close();
      }
      if (!(await isAnswering()))
        findings.push({ target: 'socket', description: '', request: '', problem: 'the server stopped answering /healthz' });
    }

    /** The requests reached their routes: a rate limit answering most of them would leave the fuzz blind. */
    const expectReached = (statuses: Record<number, number>) => {
      const total = Object.values(statuses).reduce((sum, n) => sum + n, 0);
      expect(statuses[429] ?? 0, 'rate limited: lift the limit in the fuzz server env (fuzzSuite.ts startTestServer)').toBeLessThan(
        total / 20,
      );
    };

    const report = (findings: Finding[]) =>
      findings.map(
        (f) =>
          `${f.target} [${f.description}] ${f.request}\n    → ${f.problem}${f.serverError ? `\n    (server log: ${f.serverError})` : ''}`,
      );

    test('every route the server registers is in the contract table', () => {
      const registered = routesOfTree(t.server.app.printRoutes({ commonPrefix: false }));
      const contract = new Set((Object.keys(restRoutes) as RestKey[]).map((key) => `${restRoutes[key].method} ${restRoutePattern(key)}`));
      const outside = registered.filter((route) => !contract.has(route) && !ROUTES_OUTSIDE_CONTRACT.includes(route));
      const missing = [...contract].filter((route) => !registered.includes(route));
      if (missing.length > 0)
        console.log(`${label}: contract routes the server does not register (fuzzed all the same, they answer 404): ${missing.join(', ')}`);
      expect(registered.length).toBeGreaterThan(100);
      expect(outside).toEqual([]);
    });

    test('every call the checkout origin registers is in its contract', () => {
      const registered = routesOfTree(t.server.checkout.printRoutes({ commonPrefix: false }));
      const calls = new Set(Object.keys(checkoutSamples(ids)).map((call) => `POST /api/${call}`));
      expect(registered.filter((route) => !calls.has(route) && !CHECKOUT_ROUTES_OUTSIDE_CONTRACT.includes(route))).toEqual([]);
      expect([...calls].filter((route) => !registered.includes(route))).toEqual([]);
    });

    test(
      'surely invalid input to every route, call, operation and frame type is refused without a 5xx, a leak or a change',
      async () => {
        const findings: Finding[] = [];
        const background: string[] = [];
        const { acceptedInvalid, statuses } = await runHttp(
          cases.http.filter((c) => c.surelyInvalid),
          findings,
          background,
        );
        console.log(`${label}: surely invalid HTTP requests by status: ${JSON.stringify(statuses)}`);
        await runFrames(
          cases.frames.filter((c) => c.surelyInvalid),
          findings,
          background,
        );
        const differences = snapshotDifferences(before, await snapshotDatabase(t.server.db, t.server.dialect));
        if (background.length > 0) console.log(`${label}: writes between requests:\n${background.join('\n')}`);
        if (acceptedInvalid.length > 0)
          console.log(`${label}: surely invalid requests answered 2xx (nothing written):\n${acceptedInvalid.slice(0, 40).join('\n')}`);
        expect(report(findings)).toEqual([]);
        expect(differences).toEqual([]);
        expectReached(statuses);
      },
      passTimeoutMs(count),
    );

    test(
      'edge values never break the server and change data only through requests it accepted',
      async () => {
        const findings: Finding[] = [];
        const background: string[] = [];
        const { statuses } = await runHttp(
          cases.http.filter((c) => !c.surelyInvalid),
          findings,
          background,
        );
        console.log(`${label}: edge HTTP requests by status: ${JSON.stringify(statuses)}`);
        await runFrames(
          cases.frames.filter((c) => !c.surelyInvalid),
          findings,
          background,
        );
        if (background.length > 0) console.log(`${label}: writes between requests:\n${background.join('\n')}`);
        expect(report(findings)).toEqual([]);
        expectReached(statuses);
      },
      passTimeoutMs(count),
    );

    test('the server still answers after the fuzz: health, a new token, the guest and a socket session', async () => {
      expect(await isAnswering()).toBe(true);
      // The guest's token lived through the run, so the calls that need a login were reached with it.
      const profile = await fetch(`${t.baseUrl}/api/v1/guest/profile`, { headers: { authorization: `Bearer ${credentials.guestToken}` } });
      expect(profile.status).toBe(200);
      const token = await t.anonymousToken();
      const socket = await FuzzSocket.open(t.baseUrl, token);
      socket.close();
      expect(socket.received.some((raw) => raw.startsWith('{"type":"session.ack"'))).toBe(true);
    });
  });
}
