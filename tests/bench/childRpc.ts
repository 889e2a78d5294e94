import { type ChildProcess, fork } from 'node:child_process';

/**
 * Request/answer calls between the bench and its child processes over Node's IPC channel.
 * The fan-out bench needs children: one process may hold 20,000 file descriptors, so 10,000
 * guests and the server that serves them cannot live in one process.
 */
type Handlers = Record<string, (payload: any) => unknown>;

interface Request {
  id: number;
  method: string;
  payload: unknown;
}
interface Answer {
  id: number;
  result?: unknown;
  error?: string;
}

/** In a child: answers the parent's calls with the given handlers; `cleanUp` runs before it exits. */
export function answerParentCalls(handlers: Handlers, cleanUp: () => Promise<void> = async () => undefined): void {
  if (!process.send) throw new Error('this module runs as a child process of the bench (fork with an IPC channel)');
  process.on('message', async (message: Request) => {
    const answer: Answer = { id: message.id };
    try {
      const handler = handlers[message.method];
      if (!handler) throw new Error(`unknown call "${message.method}"`);
      answer.result = await handler(message.payload);
    } catch (error) {
      answer.error = error instanceof Error ? (error.stack ?? error.message) : String(error);
    }
    process.send?.(answer);
  });
  // The parent going away (crash, Ctrl-C) ends the child too: no orphan holding 10,000 sockets.
  process.on('disconnect', () => {
    const exit = () => process.exit(0);
    cleanUp().then(exit, exit);
  });
}

export interface Child {
  call<T>(method: string, payload?: unknown, timeoutMs?: number): Promise<T>;
  /** Asks nothing: ends the process and waits for it to exit. */
  stop(): Promise<void>;
  process: ChildProcess;
}

/**
 * The parent's Node options a child may take: all but an evaluated script (`-e`/`-p` and their
 * code), which every child would run again instead of its file: a bench started with `node -e`
 * forked itself without end.
 */
export function inheritableExecArgv(execArgv: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    const option = execArgv[i]!;
    if (['-e', '--eval', '-p', '--print'].includes(option))
      i++; // and its code
    else if (!/^--(eval|print)=/.test(option)) kept.push(option);
  }
  return kept;
}

/** Starts a child running `file` and returns a typed caller. */
export function startChild(file: string, args: string[], execArgv: string[] = []): Child {
  const child = fork(file, args, {
    execArgv: [...inheritableExecArgv(process.execArgv), ...execArgv],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let nextId = 1;
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  child.on('message', (answer: Answer) => {
    const entry = waiting.get(answer.id);
    if (!entry) return;
    waiting.delete(answer.id);
    if (answer.error) entry.reject(new Error(`child ${file}: ${answer.error}`));
    else entry.resolve(answer.result);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', (code, signal) => {
    for (const entry of waiting.values()) entry.reject(new Error(`child ${file} exited (code ${code}, signal ${signal})`));
    waiting.clear();
  });
  return {
    process: child,
    call<T>(method: string, payload?: unknown, timeoutMs = 60_000) {
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new Error(`child ${file}: "${method}" took longer than ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.set(id, {
          resolve: (value) => {
            clearTimeout(timer);
            resolve(value as T);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        });
        child.send({ id, method, payload } satisfies Request);
      });
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.disconnect();
        const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(killer);
      }
    },
  };
}

/** The clock the bench processes share: wall-clock origin, monotonic offset. */
export const sharedClock = () => performance.timeOrigin + performance.now();

/** This process's clock minus the child's (its `clock` call), from the fastest of a few round trips (midpoint rule). */
export async function clockOffset(child: Child): Promise<number> {
  let best = { rtt: Infinity, offset: 0 };
  for (let i = 0; i < 9; i++) {
    const sent = sharedClock();
    const theirs = await child.call<number>('clock');
    const back = sharedClock();
    if (back - sent < best.rtt) best = { rtt: back - sent, offset: (sent + back) / 2 - theirs };
  }
  return best.offset;
}
