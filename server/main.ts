import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

/** The server's command line: `node server/main.ts` (npm start builds the client first). */
const config = loadConfig();
const server = await buildApp(config);
await server.app.listen({ host: config.host, port: config.port });
// The checkout frame on its own port: its own origin (CHECKOUT_ORIGIN in production).
await server.checkout.listen({ host: config.host, port: config.checkoutPort });
const shown = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
process.stdout.write(
  `\nGlimmer is running at http://${shown}:${config.port}/  (database: ${server.dialect})\n` +
    `The checkout frame answers at ${config.checkoutOrigin}/frame/\n` +
    `Demo login: demo@example.com / demo-password\n\n`,
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  server.app.log.info({ signal }, 'shutting down');
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
