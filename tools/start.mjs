#!/usr/bin/env node
// `npm start`: build what is needed, then run the directory service, which also serves the built app.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const serverEntry = new URL('../packages/server/dist/main.js', import.meta.url);

const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=stream'], { stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false' } });
if (build.status !== 0) process.exit(build.status ?? 1);

if (!existsSync(serverEntry)) {
  console.error('The directory service is not built yet (packages/server/dist/main.js is missing): nothing to start.');
  process.exit(1);
}
const child = spawn(process.execPath, [serverEntry.pathname], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
