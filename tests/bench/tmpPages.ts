import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildClientIfNeeded } from '../../scripts/start.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { freePort } from '../support/freePort.ts';
import { runActorsBench } from './actors.ts';
import { BENCH_SERVER_ENV, RATE_LIMIT_NOTE } from './benchServers.ts';
import { runFanoutBench } from './fanout.ts';
import { print } from './figures.ts';
import { homeFirstLoadJs, KB } from './homeFirstLoad.ts';
import { runHomeQueryBench } from './homeQuery.ts';
import { runPageLoadBench } from './pageLoads.ts';
import { runPresenceBench } from './presence.ts';
import { runSearchBench } from './search.ts';

/**
 * `npm run bench`: figures printed beside their budgets. Budgets are goals to read, not test
 * assertions. Later issues add their benchmarks here.
 */

buildClientIfNeeded();
console.log(RATE_LIMIT_NOTE);
const dataDir = mkdtempSync(path.join(tmpdir(), 'glimmer-bench-'));
// The port is chosen before the start: the config's origins (CSP, the socket's allowed Origin) name it.
const port = await freePort();
const config = {
  ...loadConfig({ ...BENCH_SERVER_ENV, DATA_DIR: dataDir, PORT: String(port), CHECKOUT_PORT: String(await freePort()) }),
  databaseUrl: '',
};
const server = await buildApp(config);
await server.app.listen({ host: '127.0.0.1', port });
const baseUrl = `http://127.0.0.1:${port}`;
try {
  // A paid video rated 16 as an anonymous guest sees it: its still, title and the login prompt.
  const video = await server.app.db
    .selectFrom('albums')
    .innerJoin('actors', 'actors.id', 'albums.actorId')
    .select(['albums.id', 'actors.nameLower'])
    .where('albums.type', '=', 'video')
    .where('albums.ageRating', '=', 16)
    .where('albums.isFree', '=', 0)
    .where('albums.publishedAt', '<=', Date.now())
    .orderBy('albums.id')
    .executeTakeFirstOrThrow();
  await runPageLoadBench(baseUrl, [
    { name: 'home', path: '/en/', ready: 'home-block-top' },
    { name: 'actor page', path: '/en/amateur/iline/', ready: 'actor-profile' },
    { name: 'video page', path: `/en/amateur/${video.nameLower}/pictures/${video.id}/`, ready: 'album' },
  ]);
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
