// The feed's money rules on PostgreSQL (issue 12): the same tests as on SQLite (feedMoney.ts),
// where concurrent buys and tips really run in parallel.
import { describeFeedMoney } from './feedMoney.ts';

const url = process.env.DATABASE_URL;
if (!url) console.log('PostgreSQL feed tests skipped: DATABASE_URL is not set');

describeFeedMoney('PostgreSQL', { databaseUrl: url, skip: !url });
