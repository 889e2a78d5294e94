// Calls outside the token-bearing client: the app's error report (reporting/main, public, sent
// with keepalive so it leaves even as the page goes) and whether a script chunk is still on the
// server (a HEAD of a static file, never cached).
import { REST_BASE } from '../contract/rest.ts';

/** Sends one error report; a failed report is dropped (reporting must never fail the app). */
export function sendErrorReport(report: unknown): void {
  void fetch(`${REST_BASE}reporting/main`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
    keepalive: true,
  }).catch(() => undefined);
}

/** Whether the server no longer has the file at `url` (404); no answer at all is the network's doing, not a gone file. */
export async function isFileGone(url: string): Promise<boolean> {
  try {
    const answer = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return answer.status === 404;
  } catch {
    return false;
  }
}
