// Internal route: the mails the mail outbox "sent" to an address lately (no mail server is
// configured, so they exist only in the log; support and the end-to-end tests read them back
// here). Links that log in or prove an address are withheld (server/domain/mailOutbox.ts).
import type { FastifyInstance } from 'fastify';
import { recentMailsTo } from '../domain/mailOutbox.ts';
import { object, type Static, string } from '../schemas/json.ts';

const mailsQuery = object({ to: string(3, 254) });

export async function internalMailRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: Static<typeof mailsQuery> }>(
    '/internal/mails',
    { config: { public: true }, schema: { querystring: mailsQuery } },
    async (request) => ({
      success: true,
      mails: recentMailsTo(request.query.to),
    }),
  );
}
