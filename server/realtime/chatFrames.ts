// The live chat's socket frames (live chat issue): start (answered with chat.started, or chat.end
// with a pre-chat code and nothing charged), leave (client code 100), the chat's text lines,
// which every tab of the guest sees and the simulator answers, and toy controls (charged).
import type { ClientMessages } from '../../src/contract/socket.ts';
import { publishBalance } from '../domain/balancePublishing.ts';
import { ChatRefusal, chatSession, controlToy, endChat, startChat, useFreePreviewTime } from '../domain/chat.ts';
import type { MessageContext } from './messages.ts';

const CLIENT_LEFT = 100;
const guestOf = (context: MessageContext) => context.connection.session!.guestId!;

export async function chatStart(context: MessageContext, data: ClientMessages['chat.start']): Promise<void> {
  const guestId = guestOf(context);
  let session;
  try {
    session = await startChat(context.db, { guestId, actorId: data.actorId, kind: data.kind });
  } catch (error) {
    if (!(error instanceof ChatRefusal)) throw error;
    context.registry.send(context.connection, {
      type: 'chat.end',
      data: { actorId: data.actorId, exitCode: error.exitCode, sessionId: null },
    });
    return;
  }
  if (session.centsCharged > 0 || session.priceCents > 0) await publishBalance(context.db, context.bus, guestId);
  context.chats.track(session);
  await context.bus.publish({
    target: { kind: 'guest', guestId },
    frame: {
      type: 'chat.started',
      data: {
        sessionId: session.id,
        actorId: session.actorId,
        kind: session.kind,
        priceCents: session.priceCents,
        startedAt: session.startedAt,
        streamUrl: context.liveStreamUrl.replaceAll('{actorId}', String(session.actorId)),
      },
    },
  });
}

/** The guest's own running chat, or a refusal frame. */
async function ownRunningChat(
  context: MessageContext,
  sessionId: number,
  type: 'chat.leave' | 'chat.message' | 'chat.toy' | 'chat.reaction',
) {
  const session = await chatSession(context.db, sessionId).catch(() => null);
  if (!session || session.guestId !== guestOf(context) || session.endedAt !== null) {
    context.registry.send(context.connection, {
      type: 'error',
      data: { code: 'VALIDATION_FAILED', message: `There is no running chat ${sessionId} of yours.`, inReplyTo: type },
    });
    return null;
  }
  return session;
}

export async function chatLeave(context: MessageContext, data: ClientMessages['chat.leave']): Promise<void> {
  const session = await ownRunningChat(context, data.sessionId, 'chat.leave');
  if (!session) return;
  context.chats.untrack(session.id);
  const outcome = await endChat(context.db, session.id, CLIENT_LEFT);
  if (session.kind === 'livePreview') await useFreePreviewTime(context.db, session.guestId, Date.now() - session.startedAt);
  if (outcome.charged > 0) await publishBalance(context.db, context.bus, session.guestId);
  await context.bus.publish({
    target: { kind: 'guest', guestId: session.guestId },
    frame: { type: 'chat.end', data: { actorId: session.actorId, exitCode: outcome.endCode ?? CLIENT_LEFT, sessionId: session.id } },
  });
}

export async function chatMessage(context: MessageContext, data: ClientMessages['chat.message']): Promise<void> {
  const session = await ownRunningChat(context, data.sessionId, 'chat.message');
  if (!session) return;
  const text = data.text.trim();
  if (!text) return;
  await context.bus.publish({
    target: { kind: 'guest', guestId: session.guestId },
    frame: { type: 'chat.message', data: { sessionId: session.id, actorId: session.actorId, sender: 'guest', text, at: Date.now() } },
  });
  context.messenger.emitChatMessage({
    guestId: session.guestId,
    actorId: session.actorId,
    sessionId: session.id,
    text,
    language: context.connection.pageLanguage,
  });
}

export async function chatToy(context: MessageContext, data: ClientMessages['chat.toy']): Promise<void> {
  const session = await ownRunningChat(context, data.sessionId, 'chat.toy');
  if (!session) return;
  const outcome = await controlToy(context.db, { guestId: session.guestId, sessionId: session.id, toyControlId: data.toyControlId });
  const toyControl = outcome.toy ? { id: outcome.toy.id, displayName: outcome.toy.displayName, duration: outcome.toy.duration } : null;
  const frame = {
    type: 'chat.toy' as const,
    data: {
      sessionId: session.id,
      actorId: session.actorId,
      toyControl,
      priceCents: outcome.toy?.price ?? 0,
      success: outcome.success,
      errorCode: outcome.errorCode,
    },
  };
  if (!outcome.success) return context.registry.send(context.connection, frame);
  if (frame.data.priceCents > 0) await publishBalance(context.db, context.bus, session.guestId);
  await context.bus.publish({ target: { kind: 'guest', guestId: session.guestId }, frame });
}

export async function chatReaction(context: MessageContext, data: ClientMessages['chat.reaction']): Promise<void> {
  const session = await ownRunningChat(context, data.sessionId, 'chat.reaction');
  if (!session) return;
  await context.bus.publish({
    target: { kind: 'guest', guestId: session.guestId },
    frame: { type: 'live.reaction', data: { actorId: session.actorId, reaction: data.reaction, sender: 'guest' } },
  });
}
