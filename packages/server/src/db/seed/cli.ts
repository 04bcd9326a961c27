// `npm run seed [-- --companies N]`: migrates the configured database (DATA_DIR or DATABASE_URL), seeds the demo
// directory when it is empty, then adds generated companies until there are N (benchmarks).
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.js';
import { fileStorageFor } from '../../services/fileStorage.js';
import { FileStore } from '../../services/files.js';
import { openDatabase } from '../client.js';
import { formatAccounts, migrateAndSeed, seedDemo, seedLargeDirectory } from './index.js';

async function run() {
  const { values } = parseArgs({ options: { companies: { type: 'string' } } });
  const total = values.companies === undefined ? undefined : Number(values.companies);
  if (total !== undefined && (!Number.isInteger(total) || total < 0)) throw new Error('--companies expects a whole number');
  const config = loadConfig();
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    // under the migrations' lock, as a starting service does (a service starting meanwhile waits for the seed)
    const seeded = await migrateAndSeed(database, async () => {
      const files = new FileStore(fileStorageFor(config));
      await files.init();
      const accounts = await seedDemo(database, files);
      process.stdout.write(`${formatAccounts(accounts)}\n`);
    });
    if (!seeded) process.stdout.write('The database already holds a directory: demo seed skipped.\n');
    if (total !== undefined) {
      const started = Date.now();
      const reached = await seedLargeDirectory(database, total, { onProgress: (done) => process.stdout.write(`  ${done} companies\r`) });
      process.stdout.write(`\n${reached} companies in the directory (${((Date.now() - started) / 1000).toFixed(1)} s).\n`);
    }
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
