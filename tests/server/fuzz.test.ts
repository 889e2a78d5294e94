// The fuzz test on SQLite (the suite is in fuzzSuite.ts; fuzz.postgres.test.ts runs it on PostgreSQL).
import { describeFuzz } from './fuzzSuite.ts';

describeFuzz('fuzz on SQLite');
