// The demo account's conversations and notifications in every language (issue 20): a database
// seeded before this gets the translations of the demo lines and notifications it holds, found
// by their English text (server/db/seed/demoMessenger.ts); a fresh one is still empty here and
// gets them from the seed.
import { DEMO_ACCOUNT } from '../seed/demoAccount.ts';
import { demoMessengerTranslations } from '../seed/demoMessenger.ts';
import type { MigrationDb } from './columns.ts';

export async function up(db: MigrationDb): Promise<void> {
  const seeded = await db.selectFrom('meta').select('value').where('key', '=', 'seed_version').executeTakeFirst();
  if (!seeded) return;
  const [messages, notifications] = await Promise.all([
    db
      .selectFrom('messages')
      .innerJoin('channels', 'channels.id', 'messages.channel_id')
      .select(['messages.id', 'messages.text'])
      .where('channels.guest_id', '=', DEMO_ACCOUNT.id)
      .execute(),
    db.selectFrom('notifications').select(['id', 'text']).where('guest_id', '=', DEMO_ACCOUNT.id).execute(),
  ]);
  const rows = demoMessengerTranslations(messages, notifications).map((row) => ({
    entity: row.entity,
    entity_id: row.entityId,
    field: row.field,
    language: row.language,
    text: row.text,
  }));
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('content_translations')
      .values(rows.slice(start, start + 500))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

export async function down(db: MigrationDb): Promise<void> {
  await db.deleteFrom('content_translations').where('entity', 'in', ['message', 'notification']).execute();
}
