#!/usr/bin/env node
// Builds examples/chamber-site the way a chamber would: from the tarball `npm pack` makes of the kit, not from the
// workspace. The kit is built when its dist/ is missing (Nx builds it before the tools' tests), packed and extracted
// into a temp copy of the example (its other dependencies linked from the repo's node_modules: no network); then the
// example is type-checked against the packed declarations and built with Vite. A file the example needs that the
// package does not ship (a missing `files` entry or `exports` path) fails the type check or the build, loudly.
// Prints one JSON line: the built files and whether the chamber's theme colour reached the stylesheet.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { build, packageDir, packIntoConsumer, repoRoot } from '../../packages/ui/scripts/pack-consumer.mjs';

const exampleDir = path.join(repoRoot, 'examples/chamber-site');
/** The chamber's brand colour in examples/chamber-site/src/theme.css.ts. */
const THEME_BRAND = '#0e5e6f';

// Only a missing build is made here, not one that looks older than its sources: the service's tests bundle the kit's
// mails from dist/ while this runs beside them, and a rebuild empties the folder first.
const distExists = () => existsSync(path.join(packageDir, 'dist/index.js'));

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${path.basename(args[0] ?? command)} failed in the packed example (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
}

function buildExample() {
  if (!distExists()) build();
  const { workDir, consumerDir } = packIntoConsumer();
  try {
    cpSync(exampleDir, consumerDir, { recursive: true, filter: (source) => !/[/\\](node_modules|dist)$/.test(source) });
    // What `npm install` would fetch for the example itself, taken from the repo's installation.
    const manifest = JSON.parse(readFileSync(path.join(exampleDir, 'package.json'), 'utf8'));
    for (const name of Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })) {
      const target = path.join(consumerDir, 'node_modules', name);
      if (existsSync(target)) continue;
      const source = path.join(repoRoot, 'node_modules', name);
      if (!existsSync(source)) throw new Error(`the example's dependency ${name} is not installed in the repo`);
      mkdirSync(path.dirname(target), { recursive: true });
      symlinkSync(source, target, 'dir');
    }
    run(process.execPath, [path.join(consumerDir, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json', '--noEmit'], consumerDir);
    run(process.execPath, [path.join(consumerDir, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], consumerDir);

    const out = path.join(consumerDir, 'dist');
    const files = existsSync(out) ? readdirSync(out, { recursive: true }).map(String).sort() : [];
    const css = files
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(path.join(out, file), 'utf8'))
      .join('\n');
    const js = files
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(out, file), 'utf8'))
      .join('\n');
    return {
      files,
      themeColourInCss: css.toLowerCase().includes(THEME_BRAND),
      // the kit's stylesheet came along: its components read the contract's variables (the theme only defines them)
      kitStylesInCss: css.includes('var(--'),
      kitTextsInJs: js.includes('Réinitialiser'),
    };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

console.log(JSON.stringify(buildExample()));
