// Accounts, money and the guest services (accounts issue): real logins and sessions, the
// checkout frame's transfer tokens and sessions, the sandbox payment provider, the wallet's
// balance events, plans, album purchases, bonus codes and vouchers, phone verification, AVS
// checks, newsletters, relations, pins and the rate limiter's windows.
import { sql } from 'kysely';
import type { MigrationDb } from './columns.ts';
import { addIdColumn } from './columns.ts';

const GUEST_COLUMNS: [string, 'integer' | 'text' | 'bigint', unknown][] = [
  ['is_locked', 'integer', 0],
  ['restriction_level', 'integer', 0],
  ['is_blocked_for_comments', 'integer', 0],
  ['is_email_verified', 'integer', 0],
  ['is_paying_customer', 'integer', 0],
  ['is_force_payment', 'integer', 0],
  ['show_data_protection', 'integer', 1],
  ['loyalty_points', 'integer', 0],
  ['welcome_bonus_redeemed', 'integer', 0],
  ['conversion_chat_enabled', 'integer', 1],
  ['auto_recharge_teaser_mode', 'text', 'show'],
  ['notifications_settings', 'text', '{"email":true,"push":true,"sms":false}'],
  ['preferences', 'text', '{}'],
  ['test_groups', 'text', '[]'],
  ['one_click_amounts', 'text', '[]'],
  ['compensation_cents', 'integer', 0],
];

export async function up(db: MigrationDb): Promise<void> {
  for (const [name, type, fallback] of GUEST_COLUMNS) {
    await db.schema
      .alterTable('guests')
      .addColumn(name, type, (col) => col.notNull().defaultTo(fallback))
      .execute();
  }
  // Nullable extras: reason of the last rejected age check, auto recharge, signup origin, acceptances.
  await db.schema.alterTable('guests').addColumn('avs_reject_message', 'text').execute();
  await db.schema.alterTable('guests').addColumn('auto_recharge', 'text').execute();
  await db.schema.alterTable('guests').addColumn('signup_origin', 'text').execute();
  await db.schema.alterTable('guests').addColumn('data_protection_accepted_at', 'bigint').execute();
  await db.schema.alterTable('guests').addColumn('agb_accepted_at', 'bigint').execute();
  await db.schema.alterTable('guests').addColumn('monthly_limit_cents', 'integer').execute();
  // A login token remembers the device it was made for (the sessions list of the settings screen).
  await db.schema.alterTable('access_tokens').addColumn('device', 'text').execute();

  await db.schema
    .createTable('checkout_transfer_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('access_token_hash', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('used_at', 'bigint')
    .execute();

  await db.schema
    .createTable('checkout_sessions')
    .addColumn('session_hash', 'text', (col) => col.primaryKey())
    .addColumn('access_token_hash', 'text', (col) => col.notNull())
    .addColumn('guest_id', 'integer', (col) => col.references('guests.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('login_cookies')
    .addColumn('cookie_hash', 'text', (col) => col.primaryKey())
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('code_hash', 'text', (col) => col.primaryKey())
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('used_at', 'bigint')
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('window_start', 'bigint', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .execute();

  await addIdColumn(db, db.schema.createTable('payment_methods'))
    .addColumn('guest_id', 'integer', (col) => col.notNull().unique().references('guests.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('card', 'ls')`))
    .addColumn('brand', 'text', (col) => col.notNull())
    .addColumn('last4', 'text', (col) => col.notNull())
    .addColumn('expiry', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('holder', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();

  await addIdColumn(db, db.schema.createTable('payments'))
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('flow', 'text', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('bonus_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('succeeded', 'declined')`))
    .addColumn('decline_reason', 'text')
    .addColumn('idempotency_key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('payments_guest_idempotency', ['guest_id', 'idempotency_key'])
    .execute();

  await addIdColumn(db, db.schema.createTable('balance_events'))
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('delta_cents', 'integer', (col) => col.notNull())
    .addColumn('balance_after_cents', 'integer', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('ref', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('balance_events_guest').on('balance_events').columns(['guest_id', 'id']).execute();

  await addIdColumn(db, db.schema.createTable('subscriptions'))
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('plan', 'text', (col) => col.notNull().check(sql`plan in ('vip', 'vxtv')`))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('active', 'cancelled', 'expired')`))
    .addColumn('is_trial', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('price_cents', 'integer', (col) => col.notNull())
    .addColumn('started_at', 'bigint', (col) => col.notNull())
    .addColumn('ends_at', 'bigint', (col) => col.notNull())
    .addColumn('cancelled_at', 'bigint')
    .addColumn('offer_accepted_at', 'bigint')
    .execute();
  await db.schema.createIndex('subscriptions_guest').on('subscriptions').columns(['guest_id', 'plan']).execute();

  await addIdColumn(db, db.schema.createTable('album_purchases'))
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('album_id', 'integer', (col) => col.notNull().references('albums.id').onDelete('cascade'))
    .addColumn('price_cents', 'integer', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('bought', 'flatrate', 'free', 'voucher')`))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('album_purchases_guest_album', ['guest_id', 'album_id'])
    .execute();

  await addIdColumn(db, db.schema.createTable('bonus_codes'))
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('benefit_type', 'text', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('actor_id', 'integer', (col) => col.references('actors.id').onDelete('set null'))
    .addColumn('max_redemptions', 'integer')
    .addColumn('redemptions', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('valid_from', 'bigint', (col) => col.notNull())
    .addColumn('valid_until', 'bigint')
    .addColumn('text', 'text', (col) => col.notNull().defaultTo(''))
    .execute();

  await addIdColumn(db, db.schema.createTable('bonus_code_redemptions'))
    .addColumn('code_id', 'integer', (col) => col.notNull().references('bonus_codes.id').onDelete('cascade'))
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('bonus_code_redemptions_once', ['code_id', 'guest_id'])
    .execute();

  await addIdColumn(db, db.schema.createTable('vouchers'))
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('type', 'integer', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('actor_id', 'integer', (col) => col.references('actors.id').onDelete('cascade'))
    .addColumn('source', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('vouchers_guest').on('vouchers').column('guest_id').execute();

  await addIdColumn(db, db.schema.createTable('pin_verifications'))
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('phone_number', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('pin_hash', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('pending', 'verified', 'failed')`))
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('pin_verifications_phone').on('pin_verifications').columns(['phone_number', 'status']).execute();

  await addIdColumn(db, db.schema.createTable('avs_checks'))
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('newsletter_subscriptions')
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('type_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('newsletter_subscriptions_pk', ['guest_id', 'type_id'])
    .execute();

  await addIdColumn(db, db.schema.createTable('relations'))
    .addColumn('subject_type_id', 'integer', (col) => col.notNull())
    .addColumn('subject_id', 'integer', (col) => col.notNull())
    .addColumn('relation_type_id', 'integer', (col) => col.notNull())
    .addColumn('object_type_id', 'integer', (col) => col.notNull())
    .addColumn('object_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('relations_once', ['subject_type_id', 'subject_id', 'relation_type_id', 'object_type_id', 'object_id'])
    .execute();

  await db.schema
    .createTable('guest_pins')
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('actor', 'album', 'picture', 'sedcard')`))
    .addColumn('target_id', 'integer', (col) => col.notNull())
    .addColumn('email_notification', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sms_notification', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('guest_pins_pk', ['guest_id', 'kind', 'target_id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of [
    'guest_pins',
    'relations',
    'newsletter_subscriptions',
    'avs_checks',
    'pin_verifications',
    'vouchers',
    'bonus_code_redemptions',
    'bonus_codes',
    'album_purchases',
    'subscriptions',
    'balance_events',
    'payments',
    'payment_methods',
    'rate_limits',
    'password_resets',
    'login_cookies',
    'checkout_sessions',
    'checkout_transfer_tokens',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('access_tokens').dropColumn('device').execute();
  for (const name of [
    'avs_reject_message',
    'auto_recharge',
    'signup_origin',
    'data_protection_accepted_at',
    'agb_accepted_at',
    'monthly_limit_cents',
    ...GUEST_COLUMNS.map(([n]) => n),
  ]) {
    await db.schema.alterTable('guests').dropColumn(name).execute();
  }
}
