#!/usr/bin/env node
// npm pack / publish hooks. Inside the monorepo, "exports" points at src/ so the app and Storybook compile the kit
// from source through Vite (vanilla-extract plugin). The packed package must point at the built dist/ instead:
// `prepack` swaps package.json for the publishable manifest (the tarball takes package.json from disk after this
// hook), `postpack` puts the workspace manifest back.
import { copyFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { publishedManifest } from './published-manifest.mjs';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifestPath = path.join(packageDir, 'package.json');
const backupPath = path.join(packageDir, '.package.workspace.json');

const step = process.argv[2];

if (step === 'prepack') {
  if (!existsSync(path.join(packageDir, 'dist/index.js')) || !existsSync(path.join(packageDir, 'dist/index.d.ts'))) {
    console.error('@annuaire/ui: dist/ is missing or incomplete; run `npm run build -w @annuaire/ui` before packing.');
    process.exit(1);
  }
  copyFileSync(manifestPath, backupPath);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const published = publishedManifest(manifest);
  writeFileSync(manifestPath, `${JSON.stringify(published, null, 2)}\n`);
} else if (step === 'postpack') {
  if (existsSync(backupPath)) renameSync(backupPath, manifestPath);
} else {
  console.error('usage: publish-manifest.mjs prepack|postpack');
  process.exit(2);
}
