#!/usr/bin/env node
// `npm run chromatic`: publishes the repo's Storybook to Chromatic (cloud visual review) with chromatic.config.json.
// Chromatic needs a project token; without one this explains itself and exits 0, because the local visual
// regression (`npm run test:visual`) already guards every story against committed baselines.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    [
      'Chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing is published.',
      '  Chromatic is the optional cloud review of the stories (a team with a Chromatic project sets the token,',
      '  e.g. as a CI secret: CHROMATIC_PROJECT_TOKEN=chpt_... npm run chromatic).',
      '  Locally, `npm run test:visual` compares every story with the baselines committed in the repo,',
      '  and `npm run test:visual -- -u` updates them.',
    ].join('\n'),
  );
  process.exit(0);
}

const result = spawnSync('npx', ['chromatic', '--config-file', path.join(repoRoot, 'chromatic.config.json'), ...process.argv.slice(2)], {
  cwd: repoRoot,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
