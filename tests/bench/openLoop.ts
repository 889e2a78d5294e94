// The benches' open-loop load: requests sent on schedule at a fixed rate whatever the answers
// do, over node:http with keep-alive, and the percentile of the measured latencies.
import http from 'node:http';

export interface Target {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** A function gives each request its own body (the search bench's patterns). */
  body?: string | (() => string);
}

// node:http with keep-alive costs the client far less than fetch, so the figures are the server's.
export const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

export function send(target: Target): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(target.url, { method: target.method, headers: target.headers, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(typeof target.body === 'function' ? target.body() : target.body);
  });
}

/**
 * An open loop for `durationMs`: requests are sent on schedule whether or not earlier ones have
 * answered (a closed loop would hide queueing). Adds the latencies when `measured`.
 */
export async function load(
  target: Target,
  durationMs: number,
  into: { latencies: number[]; failures: number },
  measured: boolean,
  rate: number,
): Promise<void> {
  const started = performance.now();
  const pending = new Set<Promise<void>>();
  let sent = 0;
  while (performance.now() - started < durationMs) {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    for (; sent < due; sent++) {
      const at = performance.now();
      const request: Promise<void> = send(target)
        .then((status) => {
          if (status !== 200) into.failures++;
          else if (measured) into.latencies.push(performance.now() - at);
        })
        .catch(() => {
          into.failures++;
        })
        .finally(() => pending.delete(request));
      pending.add(request);
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(pending);
}
