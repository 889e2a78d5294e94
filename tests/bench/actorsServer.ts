import { VIDEO_TILE_FIELDS } from '../../src/contract/queries/home.ts';
import { listingFilterOf, tileGridQueryFor } from '../../src/features/cams/listingRules.ts';
import { startBareServer, startSeededServer } from './benchServers.ts';
import { answerParentCalls } from './childRpc.ts';
import { CHANNELS_BODY, messengerBenchGuest } from './messengerGuest.ts';

/**
 * Child process of the actors bench: our server on a freshly seeded SQLite database, and beside
 * it a bare Fastify instance whose two routes send the very bytes ours answered (the baseline).
 * The load comes from the parent, so the server's event loop is not shared with the client's.
 */

const server = await startSeededServer('actors');
const { ours, url: oursUrl, token } = server;
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
const videoListBytes = await (
  await fetch(`${oursUrl}/api/vxql?language=en`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: videoListBody,
  })
).text();

// The messenger issue's channel list: a guest with 500 channels, the whole list as the messenger
// page asks it (500 from offset 0, spec part 2 §7.10).
const messengerGuest = await messengerBenchGuest(ours.db);
const channelsBody = CHANNELS_BODY;
const channelsBytes = await (
  await fetch(`${oursUrl}/api/vxql?language=en`, {
    method: 'POST',
    headers: { authorization: `Bearer ${messengerGuest.token}`, 'content-type': 'application/json' },
    body: channelsBody,
  })
).text();
if (
  !channelsBytes.includes(`"id":`) ||
  (JSON.parse(channelsBytes) as { data: { messengerChannels: unknown[] } }).data.messengerChannels.length !== messengerGuest.channelCount
) {
  throw new Error(`the channel list did not answer ${messengerGuest.channelCount} channels`);
}

const bare = await startBareServer([
  { method: 'POST', path: '/channels', bytes: channelsBytes },
  { method: 'POST', path: '/videos', bytes: videoListBytes },
  { method: 'GET', path: '/profile', bytes: profileBytes },
  { method: 'GET', path: '/cams', bytes: camsBytes },
]);
const bareUrl = bare.url;

async function cleanUp() {
  await bare.close();
  await server.close();
}

answerParentCalls(
  {
    targets: () => ({
      token,
      profileBytes: profileBytes.length,
      camsBytes: camsBytes.length,
      videoListBody,
      videoListBytes: videoListBytes.length,
      messengerToken: messengerGuest.token,
      channelsBody,
      channelsBytes: channelsBytes.length,
      channelCount: messengerGuest.channelCount,
      ours: {
        profile: `${oursUrl}${profilePath}`,
        cams: `${oursUrl}${camsPath}`,
        videos: `${oursUrl}/api/vxql?language=en`,
        channels: `${oursUrl}/api/vxql?language=en`,
      },
      bare: { profile: `${bareUrl}/profile`, cams: `${bareUrl}/cams`, videos: `${bareUrl}/videos`, channels: `${bareUrl}/channels` },
    }),
  },
  cleanUp,
);
