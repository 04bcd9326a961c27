#!/usr/bin/env node
// The image's production install (packages/server/Dockerfile, `dependencies` stage) runs this first: it drops the
// service's devDependencies from its package.json and from its entry in the root's package-lock.json, the two
// consistently, so that `npm ci` still checks the one against the other. `npm ci --omit=dev -w @annuaire/server`
// alone is not enough: npm keeps everything the workspace depends on, devDependencies included, and omits only what
// no workspace needs in production; the kit (a devDependency here, the app's dependency) would bring all of its own.
// Never run it in a working copy: it rewrites both files.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const manifestUrl = new URL('../package.json', import.meta.url);
const lockfileUrl = new URL('../../../package-lock.json', import.meta.url);

const manifest = JSON.parse(readFileSync(manifestUrl, 'utf8'));
const lockfile = JSON.parse(readFileSync(lockfileUrl, 'utf8'));
const entry = lockfile.packages?.['packages/server'];
if (!entry) throw new Error(`${fileURLToPath(lockfileUrl)} has no entry for packages/server`);
delete manifest.devDependencies;
delete entry.devDependencies;
writeFileSync(manifestUrl, `${JSON.stringify(manifest, null, 2)}\n`);
writeFileSync(lockfileUrl, `${JSON.stringify(lockfile, null, 2)}\n`);
