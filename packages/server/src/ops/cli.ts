// `npm run backup [-- <folder>]` and `npm run restore -- <folder>` (see backup.ts and the README's "Backups").
// The data folder and the database are the service's own: DATA_DIR (default ./data) and DATABASE_URL.
import { resolve } from 'node:path';
import { loadConfig } from '../config.js';
import { backup, folderSize, restore } from './backup.js';

async function main(argv: readonly string[]) {
  const [command, folder] = argv;
  const config = loadConfig();
  const base = process.env.INIT_CWD || process.cwd();
  const target = { dataDir: config.dataDir, databaseUrl: config.databaseUrl };
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const out = resolve(base, folder ?? `backups/annuaire-${stamp}`);
    const manifest = await backup(target, out);
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    const size = (await folderSize(out)) / 1024 / 1024;
    console.log(`Backup of the ${manifest.engine === 'postgres' ? 'PostgreSQL' : 'embedded'} database written to ${out}`);
    console.log(`  ${Object.keys(manifest.tables).length} tables, ${rows} rows, ${manifest.files.length} uploaded files, ${size.toFixed(1)} MB`);
    if (config.s3) console.log(bucketNotCopied(config.s3.bucket));
    return;
  }
  if (command === 'restore' && folder) {
    const report = await restore(resolve(base, folder), target);
    const where = config.databaseUrl ? 'the database of DATABASE_URL' : `${config.dataDir}`;
    if (report.mismatches.length > 0) {
      console.error(`Restored into ${where}, but these tables' row counts differ from the backup's: ${report.mismatches.join(', ')}`);
      process.exitCode = 1;
      return;
    }
    const rows = Object.values(report.tables).reduce((a, b) => a + b, 0);
    console.log(`Restored into ${where}: ${Object.keys(report.tables).length} tables, ${rows} rows and ${report.files} files, as in the backup.`);
    if (config.s3) console.log(bucketNotCopied(config.s3.bucket));
    return;
  }
  console.error('Usage: npm run backup [-- <folder>]   |   npm run restore -- <folder>');
  console.error('  DATA_DIR (default ./data) and DATABASE_URL name the data folder and the database, as for npm start.');
  process.exitCode = 2;
}

/** With S3_BUCKET the uploads are the object store's to keep (README, "Production"): the backup holds the database. */
const bucketNotCopied = (bucket: string) =>
  `  The uploads are in the bucket s3://${bucket} (S3_BUCKET): they are not copied here. Keep them with the object store's own means (versioning, replication, or a copy such as \`aws s3 sync s3://${bucket} <folder>\`).`;

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
