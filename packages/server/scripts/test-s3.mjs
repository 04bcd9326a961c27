#!/usr/bin/env node
// Runs the upload tests with the uploads in an S3-compatible bucket: each test app starts s3rver on 127.0.0.1
// (src/testing/s3.ts, src/testing/harness.ts) instead of using DATA_DIR/uploads. services/files.test.ts runs both
// storages in every pass; here the tests tagged `uploads` (those that store, replace, serve or refuse uploaded files)
// run again, the rest of their files not depending on where files live. `node scripts/test-s3.mjs <files>` runs
// whole files instead.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { filesTagged } from './taggedFiles.mjs';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.length > 2 ? process.argv.slice(2) : [...filesTagged(packageRoot, 'uploads'), '--tags-filter', 'uploads'];
if (process.argv.length <= 2)
  console.log('test:s3: the other tests of these files are left out here (not tagged uploads); the first pass ran them on local files');
console.log('test:s3: the upload tests with the uploads in an S3-compatible bucket (s3rver on 127.0.0.1)');
const result = spawnSync('npx', ['vitest', 'run', ...args], {
  cwd: packageRoot,
  stdio: 'inherit',
  env: { ...process.env, TEST_FILE_STORAGE: 's3' },
});
process.exit(result.status ?? 1);
