// Packs @annuaire/ui exactly as `npm pack` ships it and installs the tarball into a throw-away consumer app,
// offline: the tarball is extracted into node_modules/@annuaire/ui and the kit's dependencies are linked from the
// repo's node_modules (what `npm install` of the tarball would fetch).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(packageDir, '../..');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

/** The kit's library build, always React's production build: Vite's React plugin compiles JSX for React's development
 * runtime whenever NODE_ENV is not "production", and a caller run by Vitest inherits NODE_ENV=test. */
export function build() {
  run('npm', ['run', 'build'], { cwd: packageDir, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}

// `npm pack` swaps the kit's package.json for the published one while it runs (scripts/publish-manifest.mjs): two
// packs at once (the package check and the example's build, run in parallel by Nx) would restore each other's swap.
const packLock = path.join(packageDir, '.pack.lock');

function withPackLock(action) {
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(packLock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      // a lock older than any pack is one a killed process left behind
      if (Date.now() - statSync(packLock).mtimeMs > 300_000) rmSync(packLock, { recursive: true, force: true });
      else if (Date.now() - started > 300_000) throw new Error(`another npm pack of @annuaire/ui holds ${packLock}`);
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
    }
  }
  try {
    return action();
  } finally {
    rmSync(packLock, { recursive: true, force: true });
  }
}

/** Returns the consumer folder and the installed package folder. */
export function packIntoConsumer() {
  const workDir = mkdtempSync(path.join(tmpdir(), 'annuaire-ui-consumer-'));
  const output = withPackLock(() => run('npm', ['pack', '--json', '--pack-destination', workDir], { cwd: packageDir }));
  const [{ filename }] = JSON.parse(output.slice(output.indexOf('[')));
  const tarball = path.join(workDir, filename);

  const consumerDir = path.join(workDir, 'consumer');
  const installed = path.join(consumerDir, 'node_modules/@annuaire/ui');
  mkdirSync(installed, { recursive: true });
  run('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);

  const manifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8'));
  const needed = [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {}), 'react-dom'];
  for (const name of new Set(needed)) {
    const source = [path.join(packageDir, 'node_modules', name), path.join(repoRoot, 'node_modules', name)].find((candidate) => existsSync(candidate));
    if (!source) throw new Error(`dependency ${name} is not installed in the repo`);
    const target = path.join(consumerDir, 'node_modules', name);
    mkdirSync(path.dirname(target), { recursive: true });
    if (!existsSync(target)) symlinkSync(source, target, 'dir');
  }
  return { workDir, tarball, consumerDir, installed, manifest };
}
