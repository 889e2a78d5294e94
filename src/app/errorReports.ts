// The app's own error reports (spec part 2 §7.9 reporting/main; what it carries is ours): a page
// whose code failed (the route's boundary) and an error nobody caught. Sent without the token (the
// endpoint is public) and never more than REPORTS_PER_PAGE_LOAD per page load, each message once:
// a broken release reports itself without turning every guest into a flood.
import { sendErrorReport } from '../api/reporting.ts';

export const REPORTS_PER_PAGE_LOAD = 5;

const reported = new Set<string>();

export interface ErrorContext {
  kind: 'page' | 'unhandled';
  route?: string;
  source?: string;
  line?: number;
  column?: number;
}

/** The report's body for `error`: a message and the first lines of the stack, within the server's limits. */
export function errorReportOf(error: unknown, context: ErrorContext): { message: string; context: ErrorContext & { stack?: string } } {
  const message = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 500) || 'unknown error';
  const stack = error instanceof Error && error.stack ? error.stack.split('\n').slice(0, 12).join('\n').slice(0, 2_000) : undefined;
  return { message, context: { ...context, ...(stack ? { stack } : {}) } };
}

/** Reports an error once per message and page load, up to the cap; a failed report is dropped. */
export function reportAppError(error: unknown, context: ErrorContext): void {
  const report = errorReportOf(error, context);
  if (reported.has(report.message) || reported.size >= REPORTS_PER_PAGE_LOAD) return;
  reported.add(report.message);
  sendErrorReport(report);
}

/** Reports the errors that reach the window (nobody caught them). Returns the disposer. */
export function reportUncaughtErrors(): () => void {
  const onError = (event: ErrorEvent) => {
    if (!event.error && !event.message) return; // a resource that failed to load: not the app's code
    reportAppError(event.error ?? event.message, {
      kind: 'unhandled',
      source: event.filename || undefined,
      line: event.lineno || undefined,
      column: event.colno || undefined,
    });
  };
  addEventListener('error', onError);
  return () => removeEventListener('error', onError);
}
