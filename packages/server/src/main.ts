// The one process of the product (`npm start`): migrations, first-start demo seed, then the API, the uploads and
// the built app on http://HOST:PORT (default 127.0.0.1:8080). SIGTERM/SIGINT close it gracefully.
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { formatAccounts, isDatabaseEmpty, seedDemo } from './db/seed/index.js';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  await database.migrate();
  const app = await buildApp({ database, config });

  if (config.seedDemo && (await isDatabaseEmpty(database))) {
    app.log.info('empty database: seeding the demo directory');
    const accounts = await seedDemo(database, app.ctx.files);
    process.stdout.write(`${formatAccounts(accounts)}\n`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      // stops accepting connections, lets requests in flight finish, then closes the database (onClose hook)
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  process.stdout.write(`Annuaire is running on http://${config.host}:${config.port} (API reference: /api/docs)\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
