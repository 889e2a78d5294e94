// Paid feed posts a guest holds (spec part 1 §3 Feed post guestState.bought; the media library's
// feed videos and photos): one row per guest and post, the coins it cost. The feed issue's
// buyPost writes them; the demo account holds two.
import type { MigrationDb } from './columns.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('feed_post_purchases')
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('post_id', 'integer', (col) => col.notNull().references('feed_posts.id').onDelete('cascade'))
    .addColumn('price_coins', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('feed_post_purchases_pk', ['guest_id', 'post_id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('feed_post_purchases').execute();
}
