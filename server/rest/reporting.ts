// alive, reporting/default and reporting/main (spec part 2 §7.9; what they do is not shown there,
// so chosen here): a liveness answer that checks the database, the Reporting API's default
// endpoint (deprecation, intervention, crash and network-error reports the browser sends on its
// own, named in the Reporting-Endpoints header), and the app's own error reports (a page whose
// code failed, an unhandled error). Reports become capped log lines; nothing is stored, and no
// address keeps its query (it may carry a token).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { integer, object, oneOf, type RouteTypes, string } from '../schemas/json.ts';
import { loggableUrl } from '../securityHeaders.ts';

/** A report body is small: a browser batches a few; the app sends one error at a time. */
const REPORT_MAX_BYTES = 16 * 1024;
/** Log lines per minute and process for each endpoint: a broken release must not flood the log. */
export const REPORTS_LOGGED_PER_MINUTE = 30;
const MINUTE_MS = 60_000;

/** The browser report types the default endpoint logs (others, e.g. csp-violation, have their own endpoint). */
const BROWSER_REPORT_TYPES = ['deprecation', 'intervention', 'crash', 'network-error', 'coep', 'coop'] as const;

/** The reports of a Reporting API batch as log fields, the known types only, at most 10. */
function browserReportsOf(body: unknown): Record<string, string | number | undefined>[] {
  if (!Array.isArray(body)) return [];
  return body.slice(0, 10).flatMap((item) => {
    if (!item || typeof item !== 'object') return [];
    const report = item as { type?: unknown; url?: unknown; body?: unknown };
    if (typeof report.type !== 'string' || !(BROWSER_REPORT_TYPES as readonly string[]).includes(report.type)) return [];
    const details = report.body && typeof report.body === 'object' ? (report.body as Record<string, unknown>) : {};
    const text = (value: unknown, max = 300) => (typeof value === 'string' ? value.slice(0, max) : undefined);
    return [
      {
        type: report.type,
        url: loggableUrl(report.url),
        id: text(details.id, 100),
        message: text(details.message),
        reason: text(details.reason, 100),
        source: loggableUrl(details.sourceFile),
        line: typeof details.lineNumber === 'number' ? details.lineNumber : undefined,
      },
    ];
  });
}

/** Counts log lines per minute: true while the minute's cap is not reached. */
function perMinuteCap(limit: number) {
  let windowStart = 0;
  let logged = 0;
  return (now = Date.now()): boolean => {
    if (now - windowStart >= MINUTE_MS) {
      windowStart = now;
      logged = 0;
    }
    if (logged >= limit) return false;
    logged += 1;
    return true;
  };
}

const reportContext = object(
  {
    kind: oneOf('page', 'unhandled', 'rejection'),
    route: string(undefined, 64),
    source: string(undefined, 500),
    line: integer(0),
    column: integer(0),
    stack: string(undefined, 2_000),
  },
  ['kind', 'route', 'source', 'line', 'column', 'stack'],
);
const mainReport = { body: object({ message: string(1, 500), context: reportContext }, ['context']) };

export async function reportingRoutes(app: FastifyInstance): Promise<void> {
  const log = app.log.child({ area: 'reports' });
  app.addContentTypeParser('application/reports+json', { parseAs: 'string', bodyLimit: REPORT_MAX_BYTES }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(null, null); // not a report: answered like one, logged as nothing
    }
  });

  app.get('/alive', { config: { public: true } }, async (_request, reply: FastifyReply) => {
    try {
      await sql`select 1`.execute(app.db);
      return { alive: true };
    } catch {
      return reply.status(503).send({ alive: false });
    }
  });

  const mayLogBrowser = perMinuteCap(REPORTS_LOGGED_PER_MINUTE);
  app.post('/reporting/default', { config: { public: true }, bodyLimit: REPORT_MAX_BYTES }, async (request, reply: FastifyReply) => {
    for (const report of browserReportsOf(request.body)) {
      if (mayLogBrowser()) log.warn({ report }, `browser report: ${report.type}`);
    }
    return reply.status(204).send();
  });

  const mayLogApp = perMinuteCap(REPORTS_LOGGED_PER_MINUTE);
  app.post<RouteTypes<typeof mainReport>>(
    '/reporting/main',
    { config: { public: true }, bodyLimit: REPORT_MAX_BYTES, schema: mainReport },
    async (request, reply: FastifyReply) => {
      const { message, context = {} } = request.body;
      if (mayLogApp()) log.warn({ report: { ...context, source: loggableUrl(context.source) ?? undefined } }, `app error: ${message}`);
      return reply.status(204).send();
    },
  );
}
