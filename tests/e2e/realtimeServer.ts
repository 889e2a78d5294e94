// A server process of the realtime end-to-end tests' own: connection counts are per process,
// so these tests cannot share the suite's server with specs that open sockets in parallel, and
// the restart test has to stop and start it. It serves the client the suite's web server built
// (dist/) on a fresh SQLite database, simulator off, internal routes on.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { freePort } from '../support/freePort.ts';

const INTERNAL_TOKEN = 'e2e-internal-token';
const INTERNAL = { 'x-internal-token': INTERNAL_TOKEN };
const root = path.resolve(import.meta.dirname, '../..');

export interface OnlineGuests {
  count: number;
  connections: number;
  sessions: number;
  anonymousSessions: number;
  guests: number;
  away: number;
}

export class RealtimeServer {
  readonly baseURL: string;
  private process: ChildProcess | null = null;
  private output = '';
  /** Everything every run of this server printed: a log call may reach the old run or the new one. */
  private history = '';

  readonly port: number;
  readonly dataDir: string;
  private readonly checkoutPort: number;

  private constructor(port: number, checkoutPort: number, dataDir: string) {
    this.port = port;
    this.checkoutPort = checkoutPort;
    this.dataDir = dataDir;
    this.baseURL = `http://127.0.0.1:${port}`;
  }

  /** A server on free ports with a fresh data folder, started. */
  static async create(): Promise<RealtimeServer> {
    const server = new RealtimeServer(await freePort(), await freePort(), mkdtempSync(path.join(tmpdir(), 'glimmer-e2e-rt-')));
    await server.start();
    return server;
  }

  /** Starts `node server/main.ts` (again: same port, same database) and waits for /healthz. */
  async start(): Promise<void> {
    const child = spawn(process.execPath, ['server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(this.port),
        CHECKOUT_PORT: String(this.checkoutPort),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        CLIENT_DIR: 'dist',
        DATABASE_URL: '',
        REDIS_URL: '',
        SIMULATOR: 'off',
        LOG_LEVEL: 'warn',
        INTERNAL_TOKEN,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.process = child;
    // A test worker that ends (a hook timed out before dispose) takes its server with it.
    const killChild = () => child.kill('SIGKILL');
    process.once('exit', killChild);
    child.once('exit', () => process.off('exit', killChild));
    this.output = '';
    const record = (chunk: Buffer) => {
      this.output += chunk.toString();
      this.history += chunk.toString();
    };
    child.stdout?.on('data', record);
    child.stderr?.on('data', record);
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${this.output}`);
      try {
        if ((await fetch(`${this.baseURL}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the server did not answer /healthz within 60 s:\n${this.output}`);
  }

  /** Stops the process the way an operator would (SIGTERM: sockets get 1001) and waits for it. */
  async stop(): Promise<void> {
    const child = this.process;
    this.process = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  /** The JSON log lines of the browser's log calls of one kind (`log` field), over every run. */
  logLines(kind: string): Record<string, unknown>[] {
    return this.history
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.log === kind);
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  async onlineGuests(request: APIRequestContext): Promise<OnlineGuests> {
    const answer = await request.get(`${this.baseURL}/api/v1/internal/onlineGuests`, { headers: INTERNAL });
    expect(answer.ok()).toBe(true);
    return (await answer.json()) as OnlineGuests;
  }

  async setActorOnline(request: APIRequestContext, actorId: number, online: boolean): Promise<void> {
    const answer = await request.post(`${this.baseURL}/api/v1/internal/actors/${actorId}/online`, { headers: INTERNAL, data: { online } });
    expect(answer.ok()).toBe(true);
  }

  async emit(
    request: APIRequestContext,
    target: { kind: 'all' } | { kind: 'token'; token: string },
    frame: { type: string; data: unknown },
  ): Promise<void> {
    const answer = await request.post(`${this.baseURL}/api/v1/internal/emit`, { headers: INTERNAL, data: { target, frame } });
    expect(answer.ok(), await answer.text()).toBe(true);
  }

  /** Waits until the server holds exactly `connections` sockets, each with a session. */
  async expectConnections(request: APIRequestContext, connections: number, timeout = 10_000): Promise<void> {
    await expect
      .poll(
        async () => {
          const { connections: open, sessions } = await this.onlineGuests(request);
          return { open, sessions };
        },
        { timeout },
      )
      .toEqual({ open: connections, sessions: connections });
  }
}

/** Collects uncaught errors of every page of a context; the test asserts the list stays empty. */
export function watchPageErrors(context: BrowserContext): string[] {
  const errors: string[] = [];
  const watch = (page: Page) => page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  context.pages().forEach(watch);
  context.on('page', watch);
  return errors;
}

/** The id of an actor the home page's "new performers" block shows offline. */
export async function offlineNewPerformer(page: Page): Promise<number> {
  const tile = page.getByTestId('home-block-new').locator('[data-testid="actor-tile"][data-online="false"]').first();
  await expect(tile).toBeVisible();
  return Number(await tile.getAttribute('data-actor-id'));
}

/** The tile of an actor in a page's "new performers" block. */
export function newPerformerTile(page: Page, actorId: number) {
  return page.getByTestId('home-block-new').locator(`[data-testid="actor-tile"][data-actor-id="${actorId}"]`);
}
