// `npm test`: every project's lint, typecheck and test through Nx, its output passed on as it comes; when the run
// fails, what failed is told again at the end (tools/testFailures.mjs), where a reader of the output's last part finds
// it. The exit status is Nx's. Arguments go on to Nx (`npm test -- --skip-nx-cache`).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { failureLines } from './testFailures.mjs';

const nx = createRequire(import.meta.url).resolve('nx/bin/nx.js');
const args = [nx, 'run-many', '-t', 'lint', 'typecheck', 'test', '--outputStyle=stream', ...process.argv.slice(2)];
const child = spawn(process.execPath, args, { stdio: ['inherit', 'pipe', 'pipe'] });

// The whole output is kept to be read at the end: a run prints a few megabytes.
const chunks = [];
for (const [from, to] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
]) {
  from.on('data', (chunk) => {
    chunks.push(chunk);
    to.write(chunk);
  });
}

const forward = (signal) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);

child.on('close', (code, signal) => {
  const status = code ?? (signal ? 1 : 0);
  if (status !== 0) {
    const lines = failureLines(Buffer.concat(chunks).toString('utf8'));
    const report =
      lines.length > 0
        ? ['', '━━━ What failed (repeated from the output above) ━━━', ...lines]
        : ['', '━━━ The run failed, and no failed test or error line was recognised in its output (see above) ━━━'];
    process.stdout.write(`${report.join('\n')}\n`);
  }
  // not process.exit(): the process ends by itself once its output is written
  process.exitCode = status;
});
