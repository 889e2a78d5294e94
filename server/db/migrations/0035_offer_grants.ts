// Offer bonuses kept (issue 21 point 1): an offer a guest accepted (special top-up, refill, tag
// reward) or earned (five-day bonus) is a row of offer_grants with its effect, its window and
// when it was used, so the top-up, purchase or claim it promises consumes it exactly once
// (unique per guest and source; used_at set by a guarded update). The daily bonus offers get the
// least top-up their conditions name (min_amount_cents) and the rule of a free offer's conditions
// (condition_rule), and the tag reward its amount.
import { addIdColumn, type MigrationDb } from './columns.ts';

export async function up(db: MigrationDb): Promise<void> {
  await addIdColumn(db, db.schema.createTable('offer_grants'))
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    /** specialTopUp, refill, tagReward, fiveDayBonus, dailyBonus. */
    .addColumn('offer', 'text', (col) => col.notNull())
    /** What granted it (incentive:3, fiveDay:2026-11-27, dailyBonus:5:2026-11-27:album:9): once per guest. */
    .addColumn('source', 'text', (col) => col.notNull())
    /** The machine-readable effect (topup_percent:20, bonus_cents:100). */
    .addColumn('effect', 'text', (col) => col.notNull())
    .addColumn('min_amount_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('valid_until', 'bigint', (col) => col.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('used_ref', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('offer_grants_guest_source', ['guest_id', 'source'])
    .execute();
  await db.schema.createIndex('offer_grants_guest_open').on('offer_grants').columns(['guest_id', 'used_at']).execute();
  await db.schema
    .alterTable('daily_bonus_offers')
    .addColumn('min_amount_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  /** The rule of a free offer's conditions text: oncePerGuest ("One per guest"), topUpThisMonth. */
  await db.schema.alterTable('daily_bonus_offers').addColumn('condition_rule', 'text').execute();
  // A database seeded before this: the conditions' numbers ("at least 10 €", "at least 20 €")
  // and the tag reward's amount (server/db/seed/gifts.ts, conversion.ts hold them for new ones).
  await db.updateTable('daily_bonus_offers').set({ min_amount_cents: 1000 }).where('effect', '=', 'topup_percent:20').execute();
  await db.updateTable('daily_bonus_offers').set({ min_amount_cents: 2000 }).where('effect', '=', 'topup_percent:15').execute();
  await db.updateTable('daily_bonus_offers').set({ condition_rule: 'oncePerGuest' }).where('effect', '=', 'free_messages:3').execute();
  await db.updateTable('daily_bonus_offers').set({ condition_rule: 'topUpThisMonth' }).where('effect', '=', 'free_minutes:5').execute();
  await db
    .updateTable('incentives')
    .set({ content: JSON.stringify({ modal: 'tag-reward-basic', bonusCents: 100 }) })
    .where('type', '=', 'tagReward')
    .where('content', '=', JSON.stringify({ modal: 'tag-reward-basic' }))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('daily_bonus_offers').dropColumn('condition_rule').execute();
  await db.schema.alterTable('daily_bonus_offers').dropColumn('min_amount_cents').execute();
  await db.schema.dropTable('offer_grants').execute();
}
