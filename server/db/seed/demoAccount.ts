// The demo account of `npm start` (README): demo@example.com / demo-password, name DemoGuest,
// 20 € on the balance. Deterministic like the rest of the seed: the password's salt is derived
// from a fixed text, so the same seed always writes the same row.
import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { hashPassword } from '../../domain/passwords.ts';
import type { Database } from '../schema.ts';
import { seedDemoMessenger } from './demoMessenger.ts';

export const DEMO_ACCOUNT = {
  id: 1,
  email: 'demo@example.com',
  name: 'DemoGuest',
  password: 'demo-password',
  balanceCents: 2_000,
} as const;

export async function seedDemoAccount(trx: Transaction<Database>, now: number): Promise<void> {
  const salt = createHash('sha256').update('glimmer demo account').digest().subarray(0, 16);
  const passwordHash = await hashPassword(DEMO_ACCOUNT.password, salt);
  await trx
    .insertInto('guests')
    .values({
      id: DEMO_ACCOUNT.id,
      name: DEMO_ACCOUNT.name,
      email: DEMO_ACCOUNT.email,
      passwordHash,
      balanceCents: DEMO_ACCOUNT.balanceCents,
      credits: 0,
      isVip: 0,
      isVxtv: 0,
      avsStatus: 'unknown',
      language: 'en',
      createdAt: now,
      isEmailVerified: 1,
      agbAcceptedAt: now,
      dataProtectionAcceptedAt: now,
      showDataProtection: 0,
      signupOrigin: 'seed',
    })
    .execute();
  // The wallet's ledger explains every balance, the seeded one included.
  await trx
    .insertInto('balanceEvents')
    .values({
      guestId: DEMO_ACCOUNT.id,
      deltaCents: DEMO_ACCOUNT.balanceCents,
      balanceAfterCents: DEMO_ACCOUNT.balanceCents,
      reason: 'seed',
      ref: 'demo-account',
      createdAt: now,
    })
    .execute();
  // A video an actor gave the demo guest, so the media library shows a gift (guestInfo.gifted).
  const gift = await trx
    .selectFrom('albums')
    .select(['id', 'actorId'])
    .where('type', '=', 'video')
    .where('isFree', '=', 0)
    .where('isVip', '=', 0)
    .where('ageRating', '=', 16)
    .where('publishedAt', '<=', now)
    .orderBy('publishedAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (gift) {
    await trx
      .insertInto('albumPurchases')
      .values({ guestId: DEMO_ACCOUNT.id, albumId: gift.id, priceCents: 0, kind: 'gift', giftFromActorId: gift.actorId, createdAt: now })
      .execute();
  }
  await seedDemoMessenger(trx, DEMO_ACCOUNT.id, now);
}
