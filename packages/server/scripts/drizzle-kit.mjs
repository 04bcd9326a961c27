#!/usr/bin/env node
// Runs drizzle-kit (hoisted to the root node_modules) so that it finds drizzle-orm, which npm installed under
// packages/server/node_modules: drizzle-kit imports drizzle-orm from its own location, so both are linked into one
// temporary node_modules and node keeps the links' paths. Usage: npm run db:generate -w @annuaire/server [-- --custom --name x]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
/** The installed folder of a package, looked up the way node does: nearest node_modules first. */
function packageDir(name) {
  for (let dir = packageRoot; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) throw new Error(`${name} is not installed`);
  }
}
const kitDir = packageDir('drizzle-kit');
const ormDir = packageDir('drizzle-orm');
const rootModules = dirname(kitDir);

const temp = mkdtempSync(join(tmpdir(), 'drizzle-kit-'));
try {
  mkdirSync(join(temp, 'node_modules'));
  symlinkSync(kitDir, join(temp, 'node_modules', 'drizzle-kit'));
  symlinkSync(ormDir, join(temp, 'node_modules', 'drizzle-orm'));
  const result = spawnSync(
    process.execPath,
    ['--preserve-symlinks', '--preserve-symlinks-main', join(temp, 'node_modules/drizzle-kit/bin.cjs'), 'generate', ...process.argv.slice(2)],
    { cwd: packageRoot, stdio: 'inherit', env: { ...process.env, NODE_PATH: rootModules } },
  );
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(temp, { recursive: true, force: true });
}
