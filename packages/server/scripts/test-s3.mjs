#!/usr/bin/env node
// Runs the upload suites with the uploads in an S3-compatible bucket: each test app starts s3rver on
// 127.0.0.1 (src/testing/s3.ts, src/testing/harness.ts) instead of using DATA_DIR/uploads. services/files.test.ts runs
// both storages in every pass; here the route suites run their tests that store, replace, serve or refuse uploaded
// files (selected by name, UPLOAD_TESTS; seconds instead of minutes), the rest
// of those suites not depending on where files live. `node scripts/test-s3.mjs <files>` runs whole files instead.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const suites = [
  'src/routes/companies.test.ts',
  'src/routes/ads.test.ts',
  'src/routes/events.test.ts',
  'src/routes/countries.test.ts',
  'src/routes/partners.test.ts',
  'src/routes/atomicWrites.test.ts',
  'src/security/uploads.test.ts',
];
const UPLOAD_TESTS = String.raw`logo|\bfiles?\b|image|picture|photo|galler|upload|hostile|polyglot|\bPNG\b|JPEG|\bGIF\b|folder part`;
const args = process.argv.length > 2 ? process.argv.slice(2) : [...suites, '--testNamePattern', UPLOAD_TESTS];
console.log('test:s3: the upload tests with the uploads in an S3-compatible bucket (s3rver on 127.0.0.1)');
const result = spawnSync('npx', ['vitest', 'run', ...args], {
  cwd: packageRoot,
  stdio: 'inherit',
  env: { ...process.env, TEST_FILE_STORAGE: 's3' },
});
process.exit(result.status ?? 1);
