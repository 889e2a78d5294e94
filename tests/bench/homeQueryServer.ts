import { HOME_QUERY, homeVariables } from '../../src/contract/queries/home.ts';
import { loggedInToken } from '../server/socketClient.ts';
import { startBareServer, startSeededServer } from './benchServers.ts';
import { answerParentCalls } from './childRpc.ts';

/**
 * Child process of the home query bench: our server on a freshly seeded SQLite database and a
 * bare Fastify route sending the very bytes ours answered (the baseline). The load comes from
 * the parent, so the server's event loop is not shared with the client's.
 */
const server = await startSeededServer('home-query');
const { ours, url: oursUrl, token } = server;
const body = JSON.stringify({ query: HOME_QUERY, variables: homeVariables() });
const url = `${oursUrl}/api/vxql?language=en`;
const ask = async (bearer: string) =>
  (await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' }, body })).text();
const bytes = await ask(token);
if (!bytes.startsWith('{"data":{"top":')) throw new Error(`the home query did not answer: ${bytes.slice(0, 200)}`);
const guest = await loggedInToken(ours.db, { name: 'Home Bench Guest' });
const guestBytes = await ask(guest.token);
const bare = await startBareServer([{ method: 'POST', path: '/home', bytes }]);

answerParentCalls(
  {
    targets: () => ({
      token,
      guestToken: guest.token,
      body,
      bytes: bytes.length,
      guestBytes: guestBytes.length,
      ours: url,
      bare: `${bare.url}/home`,
    }),
    cacheStats: () => ours.app.answers.stats(),
    cpu: () => process.cpuUsage(),
  },
  async () => {
    await bare.close();
    await server.close();
  },
);
