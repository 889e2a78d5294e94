// Small helpers of the wallet, plan, code and guest-service tests: REST calls with a token, a
// logged-in guest written straight to the database, and seeded albums picked by kind.
import type { Kysely } from 'kysely';
import type { Database, NewGuest } from '../../server/db/schema.ts';
import type { TestServer } from './harness.ts';
import { loggedInToken } from './socketClient.ts';

export const INTERNAL_TOKEN = 'internal-test-token-for-guest-services';

export async function rest(
  t: TestServer,
  token: string | null,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: any; headers: Headers }> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${t.baseUrl}/api/v1/${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // A download answers plain text.
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

export async function newGuest(t: TestServer, fields: Partial<NewGuest> = {}) {
  return loggedInToken(t.server.db, fields);
}

export async function balanceOf(db: Kysely<Database>, guestId: number): Promise<number> {
  return (await db.selectFrom('guests').select('balanceCents').where('id', '=', guestId).executeTakeFirstOrThrow()).balanceCents;
}

/**
 * A published album of the kind, with its price set to `priceCents` and rated 16 for the test
 * (an 18 rating needs an age-checked guest: tests about age set it themselves).
 */
export async function album(
  db: Kysely<Database>,
  kind: 'video' | 'vipVideo' | 'photo' | 'free',
  priceCents = 300,
  skip = 0,
): Promise<{ id: number; actorId: number }> {
  let query = db.selectFrom('albums').select(['id', 'actorId']).where('publishedAt', '<=', Date.now());
  if (kind === 'video') query = query.where('type', '=', 'video').where('isVip', '=', 0).where('isFree', '=', 0);
  if (kind === 'vipVideo') query = query.where('type', '=', 'video').where('isVip', '=', 1).where('isFree', '=', 0);
  if (kind === 'photo') query = query.where('type', '=', 'photo_album').where('isFree', '=', 0);
  if (kind === 'free') query = query.where('type', 'in', ['video', 'photo_album']).where('isFree', '=', 1);
  const row = await query.orderBy('id').offset(skip).limit(1).executeTakeFirstOrThrow();
  await db
    .updateTable('albums')
    .set(kind === 'free' ? { ageRating: 16 } : { price: priceCents, ageRating: 16 })
    .where('id', '=', row.id)
    .execute();
  return row;
}

export const card = (number: string, extra: Partial<{ expiry: string; cvc: string; save: boolean }> = {}) => ({
  kind: 'card' as const,
  number,
  expiry: extra.expiry ?? '12/40',
  cvc: extra.cvc ?? '123',
  holder: 'Test Guest',
  save: extra.save ?? false,
});
