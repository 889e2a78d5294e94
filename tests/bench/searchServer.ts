import { SEARCH_SUGGESTIONS_QUERY } from '../../src/contract/search.ts';
import { startBareServer, startSeededServer } from './benchServers.ts';
import { answerParentCalls } from './childRpc.ts';

/**
 * Child process of the search bench: our server on a freshly seeded SQLite database (the
 * default run), the patterns a crowd of guests types (every 1- to 5-letter beginning of each
 * actor's name and of each tag group), and beside it a bare Fastify route answering the median
 * suggestion answer's bytes (the baseline).
 */
const seeded = await startSeededServer('search');
const { ours, url: oursUrl, token } = seeded;

const names = (await ours.db.selectFrom('actors').select('name').execute()).map((row) => row.name);
const tags = (await ours.db.selectFrom('albums').select('tagGroup').distinct().where('tagGroup', '<>', '').execute()).map(
  (row) => row.tagGroup,
);
const patterns = [...new Set([...names, ...tags].flatMap((word) => [1, 2, 3, 4, 5].map((n) => word.slice(0, n))))];
const bodies = patterns.map((pattern) => JSON.stringify({ query: SEARCH_SUGGESTIONS_QUERY, variables: { pattern } }));

const sizes: { bytes: string; length: number }[] = [];
for (const body of bodies.filter((_, index) => index % 25 === 0)) {
  const bytes = await (
    await fetch(`${oursUrl}/api/vxql?language=en`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
    })
  ).text();
  if (!bytes.includes('"searchSuggestions"')) throw new Error(`the suggestions did not answer: ${bytes.slice(0, 200)}`);
  sizes.push({ bytes, length: bytes.length });
}
sizes.sort((a, b) => a.length - b.length);
const medianBytes = sizes[Math.floor(sizes.length / 2)]!.bytes;

const bare = await startBareServer([{ method: 'POST', path: '/suggestions', bytes: medianBytes }]);
const bareUrl = bare.url;

async function cleanUp() {
  await bare.close();
  await seeded.close();
}

answerParentCalls(
  {
    targets: () => ({
      token,
      bodies,
      medianBytes: medianBytes.length,
      ours: `${oursUrl}/api/vxql?language=en`,
      bare: `${bareUrl}/suggestions`,
    }),
  },
  cleanUp,
);
