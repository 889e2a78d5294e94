// Where the messenger channel list's time goes (issue 23): the real app on a freshly seeded SQLite
// database, the bench guest's 500 channels asked over HTTP under the inspector's CPU profiler,
// then the parts timed alone. Not part of `npm run bench`: run it by hand,
// `node tests/bench/messengerProfile.ts [requests]`, and read the top items it prints. First it
// compares ours with a bare Fastify route sending the same bytes, one request at a time: the
// process's CPU time per request and the fastest tenth of the latencies, figures that a busy
// machine (other processes on the same cores) disturbs far less than the open-loop bench's p50.
import http from 'node:http';
import { type Profiler, Session } from 'node:inspector/promises';
import { execute, parse } from 'graphql';
import { listChannels } from '../../server/domain/messengerChannels.ts';
import { messengerChannels } from '../../server/query/messenger.ts';
import { schema } from '../../server/query/schema.ts';
import { PAGING } from '../../src/contract/constants.ts';
import { startBareServer, startSeededServer } from './benchServers.ts';
import { CHANNELS_BODY, CHANNELS_QUERY, messengerBenchGuest } from './messengerGuest.ts';

const REQUESTS = Number(process.argv[2] ?? 300);
const CONCURRENCY = 4;

const server = await startSeededServer('messenger-profile');
const guest = await messengerBenchGuest(server.ours.db);
const agent = new http.Agent({ keepAlive: true });
const url = `${server.url}/api/vxql?language=en`;
const ask = (to = url, authorized = true) =>
  new Promise<number>((resolve, reject) => {
    const request = http.request(
      to,
      {
        method: 'POST',
        agent,
        headers: authorized
          ? { authorization: `Bearer ${guest.token}`, 'content-type': 'application/json' }
          : { 'content-type': 'application/json' },
      },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => (response.statusCode === 200 ? resolve(bytes) : reject(new Error(`status ${response.statusCode}`))));
      },
    );
    request.on('error', reject);
    request.end(CHANNELS_BODY);
  });
async function askMany(count: number) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < count) await ask();
    }),
  );
}

const bytes = await ask();
await askMany(100);

const answer = await (
  await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${guest.token}`, 'content-type': 'application/json' },
    body: CHANNELS_BODY,
  })
).text();
const bare = await startBareServer([{ method: 'POST', path: '/channels', bytes: answer }]);
const oneAtATime = { ours: { cpu: 0, latencies: [] as number[] }, bare: { cpu: 0, latencies: [] as number[] } };
for (let round = 0; round < 10; round++) {
  for (const [name, to, authorized] of [
    ['ours', url, true],
    ['bare', `${bare.url}/channels`, false],
  ] as const) {
    const cpuAt = process.cpuUsage();
    for (let n = 0; n < 20; n++) {
      const at = performance.now();
      await ask(to, authorized);
      oneAtATime[name].latencies.push(performance.now() - at);
    }
    const cpu = process.cpuUsage(cpuAt);
    oneAtATime[name].cpu += (cpu.user + cpu.system) / 1000;
  }
}
await bare.close();
const tenth = (latencies: number[]) => latencies.sort((a, b) => a - b)[Math.floor(latencies.length / 10)]!;
const cpuEach = (name: 'ours' | 'bare') => oneAtATime[name].cpu / oneAtATime[name].latencies.length;
console.log(
  `one at a time, 200 requests each (client in the same process): CPU per request ours ${cpuEach('ours').toFixed(2)} ms, bare ${cpuEach('bare').toFixed(2)} ms (${(cpuEach('ours') / cpuEach('bare')).toFixed(1)}x); fastest tenth of latencies ours ${tenth(oneAtATime.ours.latencies).toFixed(2)} ms, bare ${tenth(oneAtATime.bare.latencies).toFixed(2)} ms (${(tenth(oneAtATime.ours.latencies) / tenth(oneAtATime.bare.latencies)).toFixed(1)}x)`,
);
if (process.env.COMPARE_ONLY) {
  agent.destroy();
  await server.close();
  process.exit(0);
}

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 100 });
await session.post('Profiler.start');
const started = performance.now();
await askMany(REQUESTS);
const elapsed = performance.now() - started;
const { profile } = await session.post('Profiler.stop');
session.disconnect();

console.log(
  `${REQUESTS} requests of ${bytes} bytes, ${CONCURRENCY} at a time: ${(REQUESTS / (elapsed / 1000)).toFixed(0)} requests/s under the profiler, ${(elapsed / REQUESTS).toFixed(2)} ms each`,
);
printTop(profile);

// The parts alone, same process, no HTTP.
const ctx = { db: server.ours.db, guestId: guest.guestId, language: 'en', now: Date.now() } as Parameters<typeof messengerChannels>[1];
const document = parse(CHANNELS_QUERY);
const variableValues = { first: PAGING.messengerChannels };
const parts: [string, () => unknown][] = [
  ['listChannels (SQL and rows to channels)', () => listChannels(server.ours.db, guest.guestId, { first: 500, offset: 0 }, 'en', ctx.now)],
  [
    'GraphQL execute (resolver and fields)',
    () => execute({ schema, document, rootValue: { messengerChannels }, contextValue: ctx, variableValues }),
  ],
  [
    'JSON.stringify of the answer',
    async () => JSON.stringify(await execute({ schema, document, rootValue: { messengerChannels }, contextValue: ctx, variableValues })),
  ],
];
for (const [name, run] of parts) {
  for (let n = 0; n < 30; n++) await run();
  const at = performance.now();
  for (let n = 0; n < 100; n++) await run();
  console.log(`${name}: ${((performance.now() - at) / 100).toFixed(2)} ms (cumulative)`);
}
agent.destroy();
await server.close();

function printTop(profile: Profiler.Profile) {
  const total = profile.nodes.reduce((sum, node) => sum + (node.hitCount ?? 0), 0);
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  for (const node of profile.nodes) {
    const frame = node.callFrame;
    const file = frame.url.replace(/^file:\/\//, '').replace(process.cwd() + '/', '');
    const place =
      /node_modules\/((@[^/]+\/)?[^/]+)/.exec(file)?.[1] ??
      (file === '' ? `(${frame.functionName || 'native'})` : file.startsWith('node:') ? 'node internals' : file);
    const key = `${frame.functionName || '(anonymous)'} ${file.split('/').slice(-2).join('/')}:${frame.lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + (node.hitCount ?? 0));
    byPlace.set(place, (byPlace.get(place) ?? 0) + (node.hitCount ?? 0));
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, hits]) => `  ${((100 * hits) / total).toFixed(1).padStart(5)} %  ${key}`)
      .join('\n');
  console.log(`self time by package or file:\n${top(byPlace, 15)}`);
  console.log(`self time by function:\n${top(byFunction, 30)}`);
}
