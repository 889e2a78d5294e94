// The static list of migrations, in order. Add a new migration as NNNN_name.ts and list it
// here; nothing scans the filesystem, so bundling or moving files cannot lose one.
import type { Migration, MigrationProvider } from 'kysely/migration';
import * as m0001 from './0001_core.ts';
import * as m0002 from './0002_actors.ts';
import * as m0003 from './0003_albums.ts';
import * as m0004 from './0004_gifts.ts';
import * as m0005 from './0005_editorial.ts';
import * as m0006 from './0006_engagement.ts';
import * as m0007 from './0007_accounts.ts';
import * as m0008 from './0008_email_verification.ts';
import * as m0009 from './0009_actor_notes.ts';
import * as m0010 from './0010_listings.ts';
import * as m0011 from './0011_gallery.ts';
import * as m0012 from './0012_library.ts';
import * as m0013 from './0013_web_push.ts';
import * as m0014 from './0014_outbox.ts';
import * as m0015 from './0015_album_gifts.ts';
import * as m0016 from './0016_event_tracking.ts';
import * as m0017 from './0017_messenger.ts';
import * as m0018 from './0018_feed_purchases.ts';
import * as m0019 from './0019_chat_sessions.ts';
import * as m0020 from './0020_chat_tickets.ts';
import * as m0021 from './0021_conversion_and_free_preview.ts';
import * as m0022 from './0022_search.ts';
import * as m0023 from './0023_engagement_votes_incentives.ts';
import * as m0024 from './0024_games.ts';
import * as m0025 from './0025_feed.ts';
import * as m0026 from './0026_content.ts';
import * as m0027 from './0027_payment_fingerprints.ts';
import * as m0028 from './0028_content_translations.ts';
import * as m0029 from './0029_search_languages.ts';
import * as m0030 from './0030_demo_messenger_translations.ts';
import * as m0031 from './0031_payment_attribution.ts';
import * as m0032 from './0032_push_go_live_queue.ts';
import * as m0033 from './0033_monthly_bonuses.ts';
import * as m0034 from './0034_on_top_codes.ts';
import * as m0035 from './0035_offer_grants.ts';
import * as m0036 from './0036_clash_of_cams.ts';

const migrations: Record<string, Migration> = {
  '0001_core': m0001,
  '0002_actors': m0002,
  '0003_albums': m0003,
  '0004_gifts': m0004,
  '0005_editorial': m0005,
  '0006_engagement': m0006,
  '0007_accounts': m0007,
  '0008_email_verification': m0008,
  '0009_actor_notes': m0009,
  '0010_listings': m0010,
  '0011_gallery': m0011,
  '0012_library': m0012,
  '0013_web_push': m0013,
  '0014_outbox': m0014,
  '0015_album_gifts': m0015,
  '0016_event_tracking': m0016,
  '0017_messenger': m0017,
  '0018_feed_purchases': m0018,
  '0019_chat_sessions': m0019,
  '0020_chat_tickets': m0020,
  '0021_conversion_and_free_preview': m0021,
  '0022_search': m0022,
  '0023_engagement_votes_incentives': m0023,
  '0024_games': m0024,
  '0025_feed': m0025,
  '0026_content': m0026,
  '0027_payment_fingerprints': m0027,
  '0028_content_translations': m0028,
  '0029_search_languages': m0029,
  '0030_demo_messenger_translations': m0030,
  '0031_payment_attribution': m0031,
  '0032_push_go_live_queue': m0032,
  '0033_monthly_bonuses': m0033,
  '0034_on_top_codes': m0034,
  '0035_offer_grants': m0035,
  '0036_clash_of_cams': m0036,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
