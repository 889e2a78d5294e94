import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildClientIfNeeded } from '../../scripts/start.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { freePort } from '../support/freePort.ts';
import { BENCH_SERVER_ENV } from './benchServers.ts';
import { homeFirstLoadJs, KB } from './homeFirstLoad.ts';
import { runPageLoadBench } from './pageLoads.ts';

/**
 * `node tests/bench/firstLoad.ts [runs] [client folder ...]`: the home page's first-load figures
 * alone (issue 23 point 2): its first-load JavaScript, then the page-load bench of home `runs`
 * times. Given several built client folders (another build of the app, e.g. main's), each is
 * served by a server of its own and the runs alternate between them, so a change is compared
 * with its baseline in the same minutes of a busy machine. Another page than home:
 * `FIRST_LOAD_PAGE="/en/amateur/iline/ actor-profile"` (its path and the test id it is ready at).
 */
const runs = Number(process.argv[2] ?? 3);
const [pagePath, pageReady] = (process.env.FIRST_LOAD_PAGE ?? '/en/ home-block-top').split(' ');
const page = { name: pagePath === '/en/' ? 'home' : pagePath!, path: pagePath!, ready: pageReady ?? 'home-block-top' };
const clientDirs = process.argv.slice(3);
if (clientDirs.length === 0) {
  buildClientIfNeeded();
  clientDirs.push('dist');
}

async function start(clientDir: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'glimmer-bench-firstload-'));
  const port = await freePort();
  const env = {
    ...BENCH_SERVER_ENV,
    DATA_DIR: dataDir,
    PORT: String(port),
    CHECKOUT_PORT: String(await freePort()),
    CLIENT_DIR: clientDir,
  };
  const server = await buildApp({ ...loadConfig(env), databaseUrl: '' });
  await server.app.listen({ host: '127.0.0.1', port });
  return {
    clientDir,
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const servers = [];
for (const dir of clientDirs) servers.push(await start(dir));
try {
  for (const server of servers) {
    const js = await homeFirstLoadJs(server.baseUrl);
    console.log(`[${server.clientDir}]`);
    for (const file of js.files) console.log(`  ${file.url}: ${(file.gzip / KB).toFixed(1)} KB gzip`);
    console.log(`home first-load JavaScript (gzip): ${(js.total / KB).toFixed(1)} KB (budget 90 KB)`);
  }
  for (let run = 0; run < runs; run++) {
    for (const server of servers) {
      console.log(`[${server.clientDir}] run ${run + 1}`);
      await runPageLoadBench(server.baseUrl, [page]);
    }
  }
} finally {
  for (const server of servers) await server.close();
}
