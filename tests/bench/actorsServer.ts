import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { loadConfig } from '../../server/config.ts';
import { buildApp } from '../../server/app.ts';
import { answerParentCalls } from './childRpc.ts';
import { VIDEO_TILE_FIELDS } from '../../src/contract/queries/home.ts';
import { listingFilterOf, tileGridQueryFor } from '../../src/features/cams/listingRules.ts';

/**
 * Child process of the actors bench: our server on a freshly seeded SQLite database, and beside
 * it a bare Fastify instance whose two routes send the very bytes ours answered (the baseline).
 * The load comes from the parent, so the server's event loop is not shared with the client's.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), 'glimmer-bench-actors-'));
const config = { ...loadConfig({ DATA_DIR: dataDir, SIMULATOR: 'off', LOG_LEVEL: 'warn' }), databaseUrl: '' };
const ours = await buildApp(config);
await ours.app.listen({ host: '127.0.0.1', port: 0 });
const portOf = (server: { address(): unknown }) => (server.address() as { port: number }).port;
const oursUrl = `http://127.0.0.1:${portOf(ours.app.server)}`;

const token = ((await (await fetch(`${oursUrl}/api/v1/auth/anonymous`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json()) as { accessToken: string }).accessToken;
const actor = await ours.db.selectFrom('actors').select('nameLower').orderBy('rankPoints', 'desc').executeTakeFirstOrThrow();
const profilePath = `/api/v1/actor/getActorDataByIdOrName/${encodeURIComponent(actor.nameLower)}`;
const headers = { authorization: `Bearer ${token}` };
const profileBytes = await (await fetch(`${oursUrl}${profilePath}`, { headers })).text();
// What the cams page asks for its first page (the client's own rules build the payload).
const camsQuery = tileGridQueryFor('cams', listingFilterOf(''), undefined);
const camsPath = `/api/v1/tileGrid/get/cams/${encodeURIComponent(JSON.stringify(camsQuery))}?language=en`;
const camsBytes = await (await fetch(`${oursUrl}${camsPath}`, { headers })).text();

// The videos issue's list page: a 16-item grid of the all-videos list, as the list page asks it.
const VIDEO_LIST_QUERY = `query VideoList($category: VideoCategory!, $first: Int!, $offset: Int!) { videos(category: $category, first: $first, offset: $offset) { total items { ${VIDEO_TILE_FIELDS} } } }`;
const videoListBody = JSON.stringify({ query: VIDEO_LIST_QUERY, variables: { category: 'allVideos', first: 16, offset: 0 } });
const videoListBytes = await (await fetch(`${oursUrl}/api/vxql?language=en`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: videoListBody })).text();

const bare = Fastify({ logger: false });
bare.post('/videos', (_request, reply) => reply.type('application/json; charset=utf-8').send(videoListBytes));
bare.get('/profile', (_request, reply) => reply.type('application/json; charset=utf-8').send(profileBytes));
bare.get('/cams', (_request, reply) => reply.type('application/json; charset=utf-8').send(camsBytes));
await bare.listen({ host: '127.0.0.1', port: 0 });
const bareUrl = `http://127.0.0.1:${portOf(bare.server)}`;

async function cleanUp() {
  await bare.close();
  await ours.close();
  rmSync(dataDir, { recursive: true, force: true });
}

answerParentCalls(
  {
    targets: () => ({
      token,
      profileBytes: profileBytes.length,
      camsBytes: camsBytes.length,
      videoListBody,
      videoListBytes: videoListBytes.length,
      ours: { profile: `${oursUrl}${profilePath}`, cams: `${oursUrl}${camsPath}`, videos: `${oursUrl}/api/vxql?language=en` },
      bare: { profile: `${bareUrl}/profile`, cams: `${bareUrl}/cams`, videos: `${bareUrl}/videos` },
    }),
  },
  cleanUp,
);
