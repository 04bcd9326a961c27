// Packs @annuaire/ui exactly as `npm pack` ships it and installs the tarball into a throw-away consumer app,
// offline: the tarball is extracted into node_modules/@annuaire/ui and the kit's dependencies are linked from the
// repo's node_modules (what `npm install` of the tarball would fetch).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
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

export function build() {
  run('npm', ['run', 'build'], { cwd: packageDir, stdio: 'inherit' });
}

/** Returns the consumer folder and the installed package folder. */
export function packIntoConsumer() {
  const workDir = mkdtempSync(path.join(tmpdir(), 'annuaire-ui-consumer-'));
  const output = run('npm', ['pack', '--json', '--pack-destination', workDir], { cwd: packageDir });
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
