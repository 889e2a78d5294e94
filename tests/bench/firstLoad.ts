import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildClientIfNeeded } from '../../scripts/start.ts';
import { loadConfig } from '../../server/config.ts';
import { buildApp } from '../../server/app.ts';
import { runPageLoadBench } from './pageLoads.ts';
import { homeFirstLoadJs, KB } from './homeFirstLoad.ts';
import { BENCH_SERVER_ENV } from './benchServers.ts';
import { freePort } from '../support/freePort.ts';

/**
 * `node tests/bench/firstLoad.ts [runs]`: the home page's first-load figures alone (issue 23
 * point 2): its first-load JavaScript, then the page-load bench of home `runs` times on one
 * server, so a change is compared against a baseline without the whole `npm run bench`.
 */
const runs = Number(process.argv[2] ?? 3);
buildClientIfNeeded();
const dataDir = mkdtempSync(path.join(tmpdir(), 'glimmer-bench-firstload-'));
const port = await freePort();
const config = { ...loadConfig({ ...BENCH_SERVER_ENV, DATA_DIR: dataDir, PORT: String(port), CHECKOUT_PORT: String(await freePort()) }), databaseUrl: '' };
const server = await buildApp(config);
await server.app.listen({ host: '127.0.0.1', port });
const baseUrl = `http://127.0.0.1:${port}`;
try {
  const js = await homeFirstLoadJs(baseUrl);
  for (const file of js.files) console.log(`  ${file.url}: ${(file.gzip / KB).toFixed(1)} KB gzip`);
  console.log(`home first-load JavaScript (gzip): ${(js.total / KB).toFixed(1)} KB (budget 90 KB)`);
  for (let run = 0; run < runs; run++) await runPageLoadBench(baseUrl, [{ name: 'home', path: '/en/', ready: 'home-block-top' }]);
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
