// Live chat on the query service (spec part 2 §7.10: start anonymous voicecall chat, guest chat
// video time, free preview init and decline, the conversion chat's actors).

import { FREE_PREVIEW_MS } from '../../src/contract/chat.ts';
import { DEFAULTS } from '../../src/contract/constants.ts';
import { hangUpVoiceCall, startVoiceCall } from '../domain/voiceCalls.ts';
import type { QueryContext } from './context.ts';
import { loggedInGuestOf, paging } from './context.ts';
import { MODEL_COLUMNS, model } from './models.ts';

export const LIVE_CHAT_QUERY_FIELDS = /* GraphQL */ `
    "Seconds the guest spent in live chats (all kinds), and in free chats; 0 for an anonymous guest."
    guestChatVideoTime: ChatTime!
    "The actors a conversion chat can be with now: online and available for it (spec part 1 §9: 30)."
    conversionChatActors(first: Int = ${DEFAULTS.conversionChatActors}): [Model!]!
    "The free preview offer of a logged-in guest (the fifteen-minutes-preview dialog)."
    freePreview: FreePreview!
`;

export const LIVE_CHAT_MUTATION_FIELDS = /* GraphQL */ `
    "Starts an anonymous voice call: resultCode 2000 with server and clientId, else an error code (4001 token, 4002 actor)."
    startAnonymousVoicecallChat(accessToken: String!, actorId: Int!): VoiceCallStart!
    "The caller hangs up an anonymous voice call (the token that started it); false when there is none."
    stopAnonymousVoicecallChat(accessToken: String!, clientId: String!): Boolean!
    "Takes the free preview offer: 15 minutes of live previews (spec part 2 §7.10 free preview init)."
    freePreviewInit: FreePreview!
    "Declines the free preview offer; it is not offered again."
    freePreviewDecline: FreePreview!
`;

export const LIVE_CHAT_QUERY_TYPES = /* GraphQL */ `
  type VoiceCallStart { resultCode: Int! server: String clientId: String }
  type ChatTime { totalSeconds: Int! freeChatSeconds: Int! }
  "state: offered, active, declined or used."
  type FreePreview { state: String! secondsLeft: Int! }
`;

export const startAnonymousVoicecallChat = (args: { accessToken: string; actorId: number }, ctx: QueryContext) =>
  startVoiceCall(ctx.db, ctx.bus, {
    accessToken: args.accessToken,
    actorId: args.actorId,
    tokenLifetimes: ctx.tokenLifetimes,
    now: ctx.now,
  });

export const stopAnonymousVoicecallChat = (args: { accessToken: string; clientId: string }, ctx: QueryContext) =>
  hangUpVoiceCall(ctx.db, ctx.bus, args);

export async function guestChatVideoTime(_args: unknown, ctx: QueryContext) {
  if (ctx.guestId === null) return { totalSeconds: 0, freeChatSeconds: 0 };
  const rows = await ctx.db
    .selectFrom('chatSessions')
    .select(['kind', 'startedAt', 'endedAt'])
    .where('guestId', '=', ctx.guestId)
    .execute();
  let totalSeconds = 0;
  let freeChatSeconds = 0;
  for (const row of rows) {
    const seconds = Math.round(((row.endedAt ?? ctx.now) - row.startedAt) / 1000);
    totalSeconds += seconds;
    if (row.kind === 'free') freeChatSeconds += seconds;
  }
  return { totalSeconds, freeChatSeconds };
}

export async function conversionChatActors(args: { first: number }, ctx: QueryContext) {
  const page = paging(args.first, 0, DEFAULTS.conversionChatActors);
  const rows = await ctx.db
    .selectFrom('actors')
    .select(MODEL_COLUMNS)
    .where('isOnline', '=', 1)
    .where('isActorAvailableForConversionChat', '=', 1)
    .orderBy('rankPoints', 'desc')
    .orderBy('id')
    .limit(page.limit)
    .execute();
  return rows.map(model);
}

const loggedIn = (ctx: QueryContext): number => loggedInGuestOf(ctx, 'The free preview');

async function freePreviewOf(ctx: QueryContext, guestId: number) {
  const row = await ctx.db
    .selectFrom('guests')
    .select(['freePreviewState', 'freePreviewMsLeft'])
    .where('id', '=', guestId)
    .executeTakeFirstOrThrow();
  return { state: row.freePreviewState, secondsLeft: Math.round(row.freePreviewMsLeft / 1000) };
}

export const freePreview = (_args: unknown, ctx: QueryContext) => freePreviewOf(ctx, loggedIn(ctx));

/** Only an offer still open can be taken or declined; once taken, declined or used it stays so. */
export async function freePreviewInit(_args: unknown, ctx: QueryContext) {
  const guestId = loggedIn(ctx);
  await ctx.db
    .updateTable('guests')
    .set({ freePreviewState: 'active', freePreviewMsLeft: FREE_PREVIEW_MS })
    .where('id', '=', guestId)
    .where('freePreviewState', '=', 'offered')
    .execute();
  return freePreviewOf(ctx, guestId);
}

export async function freePreviewDecline(_args: unknown, ctx: QueryContext) {
  const guestId = loggedIn(ctx);
  await ctx.db
    .updateTable('guests')
    .set({ freePreviewState: 'declined' })
    .where('id', '=', guestId)
    .where('freePreviewState', '=', 'offered')
    .execute();
  return freePreviewOf(ctx, guestId);
}
