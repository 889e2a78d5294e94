// The fuzz test's socket client: a browser-like connection (the app's Origin), optionally with a
// session, that sends a frame and waits until the server has handled it (frames of a connection
// are handled in order, so the answer to a following unknown-type frame comes after).
import { WebSocket } from 'ws';
import { socketUrl } from './socketClient.ts';

/** How long a frame may take to be answered before it counts as a hang. */
const FRAME_TIMEOUT_MS = 10_000;

/** A socket as a browser opens it (Origin of the app), optionally with a session. */
export class FuzzSocket {
  readonly received: string[] = [];
  closeCode: number | null = null;
  private waiters: (() => void)[] = [];
  readonly ws: WebSocket;
  private constructor(ws: WebSocket) {
    this.ws = ws;
    ws.on('message', (raw) => {
      this.received.push(raw.toString());
      for (const wake of this.waiters.splice(0)) wake();
    });
    ws.on('close', (code) => {
      this.closeCode = code;
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static async open(baseUrl: string, token: string | null): Promise<FuzzSocket> {
    const ws = new WebSocket(socketUrl(baseUrl), { origin: baseUrl });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const socket = new FuzzSocket(ws);
    if (token) {
      ws.send(JSON.stringify({ type: 'session.request', data: { token } }));
      await socket.until((frame) => frame.type === 'session.ack', 0);
    }
    return socket;
  }

  /** Waits for a frame (received at or after index `from`) matching; false on close or timeout. */
  async until(
    matches: (frame: { type?: string; data?: { inReplyTo?: string } }) => boolean,
    from: number,
    timeoutMs = FRAME_TIMEOUT_MS,
  ): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.slice(from).some((raw) => {
        try {
          return matches(JSON.parse(raw) as { type?: string });
        } catch {
          return false;
        }
      });
      if (found) return true;
      if (this.closeCode !== null || Date.now() > deadline) return false;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Sends a frame, then one the server always answers (an unknown type): handled in order, so its answer comes after. */
  async sendAndSettle(frame: string | Buffer, binary: boolean): Promise<{ replies: string[]; settled: boolean }> {
    const from = this.received.length;
    this.ws.send(frame, { binary });
    this.ws.send(JSON.stringify({ type: 'fuzz.sync', data: {} }));
    const settled = await this.until((reply) => reply.type === 'error' && reply.data?.inReplyTo === 'fuzz.sync', from);
    const replies = this.received.slice(from).filter((raw) => !raw.includes('"inReplyTo":"fuzz.sync"'));
    return { replies, settled };
  }

  close(): void {
    this.ws.terminate();
  }
}
