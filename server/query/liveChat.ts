// Live chat on the query service (spec part 2 §7.10: start anonymous voicecall chat, guest chat
// video time, free chat duration).
import { startVoiceCall } from '../domain/voiceCalls.ts';
import type { QueryContext } from './context.ts';

export const LIVE_CHAT_QUERY_FIELDS = /* GraphQL */ `
    "Seconds the guest spent in live chats (all kinds), and in free chats; 0 for an anonymous guest."
    guestChatVideoTime: ChatTime!
`;

export const LIVE_CHAT_MUTATION_FIELDS = /* GraphQL */ `
    "Starts an anonymous voice call: resultCode 2000 with server and clientId, else an error code (4001 token, 4002 actor)."
    startAnonymousVoicecallChat(accessToken: String!, actorId: Int!): VoiceCallStart!
`;

export const LIVE_CHAT_QUERY_TYPES = /* GraphQL */ `
  type VoiceCallStart { resultCode: Int! server: String clientId: String }
  type ChatTime { totalSeconds: Int! freeChatSeconds: Int! }
`;

export const startAnonymousVoicecallChat = (args: { accessToken: string; actorId: number }, ctx: QueryContext) =>
  startVoiceCall(ctx.db, ctx.bus, { accessToken: args.accessToken, actorId: args.actorId, now: ctx.now });

export async function guestChatVideoTime(_args: unknown, ctx: QueryContext) {
  if (ctx.guestId === null) return { totalSeconds: 0, freeChatSeconds: 0 };
  const rows = await ctx.db.selectFrom('chatSessions').select(['kind', 'startedAt', 'endedAt']).where('guestId', '=', ctx.guestId).execute();
  let totalSeconds = 0;
  let freeChatSeconds = 0;
  for (const row of rows) {
    const seconds = Math.round(((row.endedAt ?? ctx.now) - row.startedAt) / 1000);
    totalSeconds += seconds;
    if (row.kind === 'free') freeChatSeconds += seconds;
  }
  return { totalSeconds, freeChatSeconds };
}
