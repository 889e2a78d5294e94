// The fuzz test on PostgreSQL (the suite is in fuzzSuite.ts).
import { describe } from 'vitest';
import { describeFuzz } from './fuzzSuite.ts';

const url = process.env.DATABASE_URL;
if (!url) console.log('PostgreSQL fuzz test skipped: DATABASE_URL is not set');

describe.skipIf(!url)('the fuzz test on PostgreSQL', () => {
  describeFuzz('fuzz on PostgreSQL', url);
});
