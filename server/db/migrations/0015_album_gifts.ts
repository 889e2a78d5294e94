// Gifted media (videos and albums issue, spec part 1 §3 guestInfo.gifted): a video or album an
// actor gave a guest is the guest's like a bought one, so it is one more kind of the one
// ownership row (album_purchases), never a second table a purchase could miss.
import { sql } from 'kysely';
import type { MigrationDb } from './columns.ts';
import { addIdColumn, isPostgres } from './columns.ts';

const KINDS_BEFORE = sql`kind in ('bought', 'flatrate', 'free', 'voucher')`;
const KINDS_AFTER = sql`kind in ('bought', 'flatrate', 'free', 'voucher', 'gift')`;

async function replaceKindCheck(db: MigrationDb, kinds: typeof KINDS_AFTER, withGiftColumn: boolean): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table album_purchases drop constraint album_purchases_kind_check`.execute(db);
    await sql`alter table album_purchases add constraint album_purchases_kind_check check (${kinds})`.execute(db);
    if (withGiftColumn) await db.schema.alterTable('album_purchases').addColumn('gift_from_actor_id', 'integer').execute();
    else await db.schema.alterTable('album_purchases').dropColumn('gift_from_actor_id').execute();
    return;
  }
  // SQLite changes a CHECK only by building the table anew (nothing references it).
  let table = addIdColumn(db, db.schema.createTable('album_purchases_next'))
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('album_id', 'integer', (col) => col.notNull().references('albums.id').onDelete('cascade'))
    .addColumn('price_cents', 'integer', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().check(kinds))
    .addColumn('created_at', 'bigint', (col) => col.notNull());
  if (withGiftColumn) table = table.addColumn('gift_from_actor_id', 'integer', (col) => col.references('actors.id').onDelete('set null'));
  await table.addUniqueConstraint('album_purchases_guest_album_next', ['guest_id', 'album_id']).execute();
  const columns = sql.raw('id, guest_id, album_id, price_cents, kind, created_at');
  await sql`insert into album_purchases_next (${columns}) select ${columns} from album_purchases ${withGiftColumn ? sql`` : sql`where kind <> 'gift'`}`.execute(
    db,
  );
  await db.schema.dropTable('album_purchases').execute();
  await db.schema.alterTable('album_purchases_next').renameTo('album_purchases').execute();
}

export async function up(db: MigrationDb): Promise<void> {
  await replaceKindCheck(db, KINDS_AFTER, true);
}

export async function down(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) await sql`delete from album_purchases where kind = 'gift'`.execute(db);
  await replaceKindCheck(db, KINDS_BEFORE, false);
}
