// Anonymous voice calls (live chat issue; spec part 1 §4 Anonymous voice call, part 2 §7.10
// start anonymous voicecall chat: accessToken, actorId; answer resultCode, server, clientId).
// 2000 starts one: the tabs of that token hear voicecall.start with the call's id hash; when the
// call stops they hear voicecall.stop with the same hash (the page reloads after 100 ms).
import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { VOICE_CALL_RESULT } from '../../src/contract/codes.ts';
import type { Database } from '../db/schema.ts';
import type { EventBus } from '../realtime/bus.ts';
import { hashToken, resolveToken, type TokenLifetimes } from './accessTokens.ts';

/** The voice server a client connects to (the sandbox: a name of our own host). */
const VOICE_SERVER = 'voice.glimmer.local';

/** What a call is known by in events: not its client id, which only the caller holds. */
export const idHashOf = (clientId: string) => createHash('sha256').update(clientId).digest('hex').slice(0, 16);

export async function startVoiceCall(
  db: Kysely<Database>,
  bus: EventBus,
  input: { accessToken: string; actorId: number; tokenLifetimes: TokenLifetimes; now?: number },
): Promise<{ resultCode: number; server: string | null; clientId: string | null }> {
  const now = input.now ?? Date.now();
  const owner = await resolveToken(db, input.accessToken, input.tokenLifetimes, now);
  if (!owner) return { resultCode: VOICE_CALL_RESULT.invalidToken, server: null, clientId: null };
  const actor = await db.selectFrom('actors').select(['id', 'isOnlineMobileVideocall']).where('id', '=', input.actorId).executeTakeFirst();
  if (!actor || actor.isOnlineMobileVideocall !== 1)
    return { resultCode: VOICE_CALL_RESULT.actorUnavailable, server: null, clientId: null };
  const clientId = randomUUID();
  const tokenHash = hashToken(input.accessToken);
  await db.insertInto('voiceCalls').values({ clientId, tokenHash, actorId: actor.id, startedAt: now }).execute();
  await bus.publish({
    target: { kind: 'token', tokenHash },
    frame: { type: 'voicecall.start', data: { actorId: actor.id, idHash: idHashOf(clientId) } },
  });
  return { resultCode: VOICE_CALL_RESULT.success, server: VOICE_SERVER, clientId };
}

/** The call stops (the actor hangs up, or the operator): its token's tabs hear voicecall.stop once. */
export async function stopVoiceCall(db: Kysely<Database>, bus: EventBus, clientId: string, now = Date.now()): Promise<boolean> {
  const call = await db
    .selectFrom('voiceCalls')
    .select(['tokenHash', 'actorId'])
    .where('clientId', '=', clientId)
    .where('endedAt', 'is', null)
    .executeTakeFirst();
  if (!call) return false;
  const ended = await db
    .updateTable('voiceCalls')
    .set({ endedAt: now })
    .where('clientId', '=', clientId)
    .where('endedAt', 'is', null)
    .executeTakeFirst();
  if (Number(ended.numUpdatedRows) !== 1) return false;
  await bus.publish({
    target: { kind: 'token', tokenHash: call.tokenHash },
    frame: { type: 'voicecall.stop', data: { actorId: call.actorId, idHash: idHashOf(clientId) } },
  });
  return true;
}

/** The caller hangs up: only with the token that started the call. */
export async function hangUpVoiceCall(
  db: Kysely<Database>,
  bus: EventBus,
  input: { accessToken: string; clientId: string },
): Promise<boolean> {
  const call = await db.selectFrom('voiceCalls').select('tokenHash').where('clientId', '=', input.clientId).executeTakeFirst();
  if (!call || call.tokenHash !== hashToken(input.accessToken)) return false;
  return stopVoiceCall(db, bus, input.clientId);
}
