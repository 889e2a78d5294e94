// The feed (issue 12; spec part 1 §3 Feed post, part 2 §7.10 feed service): a post's feed type
// (the seven kinds of part 1 §3 Enumerations; `type` stays the post's clip / photos / text),
// the guests' likes and views (one each per guest and post, so a double click counts once),
// their tips (the money and the coins it counted toward the tipping goal) and comments with one
// level of replies. A comment is the creator's when actor_id is set; tipped when its author
// tipped the post. Purchases are feed_post_purchases (migration 0018).
import type { MigrationDb } from './columns.ts';
import { addIdColumn } from './columns.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('feed_posts')
    .addColumn('feed_type', 'text', (col) => col.notNull().defaultTo('clip'))
    .execute();
  await db
    .updateTable('feed_posts')
    .set((eb) => ({ feed_type: eb.ref('type') }))
    .execute();
  for (const kind of ['likes', 'views'] as const) {
    await db.schema
      .createTable(`feed_post_${kind}`)
      .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
      .addColumn('post_id', 'integer', (col) => col.notNull().references('feed_posts.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint(`feed_post_${kind}_pk`, ['guest_id', 'post_id'])
      .execute();
  }
  await addIdColumn(db, db.schema.createTable('feed_post_tips'))
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('post_id', 'integer', (col) => col.notNull().references('feed_posts.id').onDelete('cascade'))
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('coins', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('feed_post_tips_post_guest').on('feed_post_tips').columns(['post_id', 'guest_id']).execute();
  await addIdColumn(db, db.schema.createTable('feed_comments'))
    .addColumn('post_id', 'integer', (col) => col.notNull().references('feed_posts.id').onDelete('cascade'))
    .addColumn('parent_id', 'integer', (col) => col.references('feed_comments.id').onDelete('cascade'))
    .addColumn('guest_id', 'integer', (col) => col.references('guests.id').onDelete('cascade'))
    .addColumn('actor_id', 'integer', (col) => col.references('actors.id').onDelete('cascade'))
    .addColumn('author_name', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('tipped', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('feed_comments_post').on('feed_comments').columns(['post_id', 'created_at']).execute();
  await db.schema.createIndex('feed_comments_parent').on('feed_comments').column('parent_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('feed_comments').execute();
  await db.schema.dropTable('feed_post_tips').execute();
  await db.schema.dropTable('feed_post_views').execute();
  await db.schema.dropTable('feed_post_likes').execute();
  await db.schema.alterTable('feed_posts').dropColumn('feed_type').execute();
}
