import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { type App, buildApp } from '../../server/app.ts';
import { type Config, loadConfig } from '../../server/config.ts';
import { freePort } from '../support/freePort.ts';

export interface TestServer {
  baseUrl: string;
  /** Origin of the checkout frame's server (its own port). */
  checkoutUrl: string;
  server: App;
  /** Every log line the server wrote, as text. */
  logs: string[];
  /** A fresh anonymous access token from the real endpoint. */
  anonymousToken(): Promise<string>;
  close(): Promise<void>;
}

/**
 * The real server on random free ports over real HTTP (the app, and the checkout frame on its
 * own origin), on a fresh SQLite file (or on PostgreSQL in its own schema when `databaseUrl` is
 * given). Simulator off: tests decide what happens. No built client or frame unless `env`
 * names a CLIENT_DIR or CHECKOUT_DIR.
 */
export async function startTestServer(options: StartOptions = {}): Promise<TestServer> {
  // A port found free can be taken before the server listens on it (another test's outgoing
  // connection picks ephemeral ports too): then the server starts again on other ports.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options);
    } catch (error) {
      if (attempt >= PORT_ATTEMPTS || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
}

type StartOptions = { databaseUrl?: string; env?: Record<string, string> };
const PORT_ATTEMPTS = 3;

async function startOnce(options: StartOptions): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'glimmer-test-'));
  // Ports are chosen before the start: the config's origins (links, CSP) must name them.
  const [port, checkoutPort] = [await freePort(), await freePort()];
  // Go-live pushes go out at once unless a test opens a grouping window (webPush.test.ts).
  const env = {
    PUSH_GROUP_WINDOW_SECONDS: '0',
    ...options.env,
    DATA_DIR: dataDir,
    SIMULATOR: 'off',
    LOG_LEVEL: 'info',
    PORT: String(port),
    CHECKOUT_PORT: String(checkoutPort),
    HOST: '127.0.0.1',
  };
  const config: Config = {
    ...loadConfig(env),
    databaseUrl: options.databaseUrl ?? '',
    clientDir: options.env?.CLIENT_DIR ? path.resolve(options.env.CLIENT_DIR) : path.join(dataDir, 'no-client'),
    checkoutDir: options.env?.CHECKOUT_DIR ? path.resolve(options.env.CHECKOUT_DIR) : path.join(dataDir, 'no-checkout'),
  };
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const pgSchema = options.databaseUrl ? `test_${process.pid}_${Date.now()}` : undefined;
  const server = await buildApp(config, { logStream, pgSchema });
  const dropSchema = async () => {
    if (pgSchema)
      await server.db.schema
        .dropSchema(pgSchema)
        .ifExists()
        .cascade()
        .execute()
        .catch(() => undefined);
  };
  try {
    await server.app.listen({ host: '127.0.0.1', port });
    await server.checkout.listen({ host: '127.0.0.1', port: checkoutPort });
  } catch (error) {
    await dropSchema();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    checkoutUrl: `http://127.0.0.1:${checkoutPort}`,
    server,
    logs,
    async anonymousToken() {
      const answer = await fetch(`${baseUrl}/api/v1/auth/anonymous`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      const body = (await answer.json()) as { accessToken: string };
      return body.accessToken;
    },
    async close() {
      await dropSchema();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** POSTs a query-service document with the given token. */
export async function vxql(baseUrl: string, token: string | null, query: string, variables: Record<string, unknown> = {}, language = 'en') {
  const response = await fetch(`${baseUrl}/api/vxql?language=${language}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: Record<string, any>; errors?: { message: string; extensions?: { code?: string } }[] },
  };
}

/** A checkout API answer: the HTTP status, the JSON body and the response headers. */
export interface CheckoutAnswer {
  status: number;
  body: any;
  headers: Headers;
}

/** POSTs a checkout API call on the checkout origin, with the frame session header when given. */
export async function checkoutCall(
  checkoutUrl: string,
  call: string,
  body: unknown,
  options: { session?: string | null; headers?: Record<string, string> } = {},
): Promise<CheckoutAnswer> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
  if (options.session) headers['x-checkout-session'] = options.session;
  const response = await fetch(`${checkoutUrl}/api/${call}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

/** POSTs a REST call of the app origin with a bearer token. */
export async function restPost(
  baseUrl: string,
  path: string,
  token: string | null,
  body: unknown = {},
  headers: Record<string, string> = {},
): Promise<{ status: number; body: any }> {
  const response = await fetch(`${baseUrl}/api/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** What the app does to open the frame: a transfer token for `token`, swapped for a frame session. */
export async function openFrameSession(
  t: TestServer,
  token: string,
  headers: Record<string, string> = {},
): Promise<{ session: string; body: any }> {
  const transfer = await restPost(t.baseUrl, 'auth/transfer', token);
  if (transfer.status !== 200) throw new Error(`auth/transfer answered ${transfer.status}: ${JSON.stringify(transfer.body)}`);
  const answer = await checkoutCall(t.checkoutUrl, 'session', { transferToken: transfer.body.transferToken }, { headers });
  if (answer.status !== 200) throw new Error(`session answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return { session: answer.body.session, body: answer.body };
}

let signupNumber = 0;

/** Signs a new guest up through the frame, as a visitor does; answers its new token and ids. */
export async function signUpGuest(
  t: TestServer,
  fields: Partial<{ email: string; name: string; password: string }> = {},
): Promise<{ token: string; guestId: number; email: string; name: string; password: string; session: string; anonymousToken: string }> {
  signupNumber += 1;
  const unique = `${process.pid}_${signupNumber}_${Date.now() % 100_000}`;
  const email = fields.email ?? `guest_${unique}@example.com`;
  const name = fields.name ?? `guest_${unique}`;
  const password = fields.password ?? 'a good password';
  const anonymousToken = await t.anonymousToken();
  const { session } = await openFrameSession(t, anonymousToken);
  const answer = await checkoutCall(
    t.checkoutUrl,
    'signup',
    { email, name, password, language: 'en', acceptTerms: true, stayLoggedIn: false },
    { session },
  );
  if (answer.status !== 200) throw new Error(`signup answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return { token: answer.body.accessToken, guestId: answer.body.guest.id, email, name, password, session, anonymousToken };
}

/** The server's log lines so far, parsed (pino writes one JSON object a line). */
export function logLines(t: TestServer): { msg?: string; report?: Record<string, unknown> }[] {
  return t.logs
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { msg?: string; report?: Record<string, unknown> });
}

/** The links the mail outbox logged for an address (newest last). */
export function mailedLinks(t: TestServer, kind: 'password reset link' | 'e-mail verification link', email: string): string[] {
  const prefix = `mail not sent (no mail server configured): ${kind} for ${email}: `;
  return logLines(t).flatMap(({ msg = '' }) => (msg.startsWith(prefix) ? [msg.slice(prefix.length)] : []));
}
