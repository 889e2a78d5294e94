import { parse, validate } from 'graphql';
import { expect, test, vi } from 'vitest';
import { schema } from '../../server/query/schema.ts';

// The ticket and live chat query documents are checked against the query service's own schema,
// so a renamed field or argument fails here instead of leaving the page empty.
const sent: string[] = [];
vi.mock('../../src/api/query.ts', () => ({
  query: async (document: string) => {
    sent.push(document);
    return new Proxy({}, { get: () => ({}) });
  },
}));

vi.mock('../../src/api/client.ts', () => ({ sendJson: async () => ({}) }));

const tickets = await import('../../src/features/tickets/api.ts');
const livechat = await import('../../src/features/livechat/api.ts');

const calls: [string, () => Promise<unknown>][] = [
  ['ticket shows', () => tickets.getChatTickets({ actorId: 3, first: 20, offset: 0 })],
  ['ticket buy', () => tickets.buyChatTicket(3)],
  ['ticket remove', () => tickets.removeChatTicket(3)],
  ['voice call start', () => livechat.startAnonymousVoicecallChat('token', 3)],
  ['toy controls', () => livechat.getToyControls()],
];
for (const [name, call] of calls) {
  test(`the ${name} query is valid`, async () => {
    sent.length = 0;
    await call();
    expect(sent).toHaveLength(1);
    expect(validate(schema, parse(sent[0]!)).map((error) => error.message)).toEqual([]);
  });
}
