// What failed in a whole `npm test`, told again at its very end.
//
// The tasks run in parallel with their output streamed, so a failure's lines sit among thousands of passing ones, and
// a reader who only has the output's last part (CI's excerpt) sees the Storybook suite's ticks and "Failed tasks",
// never which test failed or why. This keeps the lines that say so: the failed tests of Vitest and Playwright with
// their errors, TypeScript's and ESLint's errors, the routes over their initial-JavaScript budget, and Nx's list of
// failed tasks.

const ansi = /\u001b\[[0-9;]*[A-Za-z]/g;

/** A line that names a failure by itself. */
const headline = [
  /^\s*✘\s/, // Playwright's list reporter: a failed test
  /^\s*×\s/, // Vitest: a failed test
  /^\s*FAIL\s/, // Vitest: a failed file or test, at the top of its error
  /\berror TS\d+:/, // TypeScript
  /^\s*\d+:\d+\s+error\s/, // ESLint
  /^\s*(Test Files|Tests)\s.*\bfailed\b/, // Vitest's totals
  /^\s*\d+ (failed|flaky)$/, // Playwright's totals
  /^\s*\[\w+\] › .*:\d+:\d+ › /, // Playwright's list of failed tests under its totals
  /^\s*-\s+\S+:\S+$/, // Nx's failed tasks, under "Failed tasks:"
  /\[warn\] .*\S/, // Prettier's files that are not formatted
  /^Initial JavaScript over budget \(/, // the size check (tools/bench/bundle.mjs --check)
  /^ {2}\S+ \((public|member|admin)\): \d+\.\d KB > \d+\.\d KB /, // its line per route over budget
];

/** A line that opens an error's account, with the lines after it up to the next blank pair or separator. */
const detailStart = [
  /^\s*FAIL\s/, // Vitest
  /^\s*\d+\) \[\w+\] › /, // Playwright's numbered failure
];
const detailEnd = /^\s*(⎯{3,}|─{3,})/;

/**
 * The failure lines of a run's output, in their order: first every headline, then each failure's detail (its first
 * lines), so that the most useful part survives when only `limit` lines can be shown.
 *
 * @param {string} output the run's whole output, ANSI codes included
 * @param {{ limit?: number, detailLines?: number }} [options]
 * @returns {string[]}
 */
export function failureLines(output, { limit = 120, detailLines = 18 } = {}) {
  const shown = output.split(/\r?\n/).map((line) => line.replace(ansi, '').trimEnd());
  // Nx starts each line of a task's output with its project's name ("@annuaire/app: "), the projects it lists at
  // the top of the run ("- @annuaire/app"). The patterns read the line without it; the line is shown with it.
  const projects = new Set(shown.map((line) => /^- (\S+)$/.exec(line)?.[1]).filter((name) => name !== undefined));
  const lines = shown.map((line) => {
    const colon = line.indexOf(': ');
    return colon > 0 && projects.has(line.slice(0, colon)) ? line.slice(colon + 2) : line;
  });
  const heads = [];
  const seen = new Set();
  lines.forEach((line, i) => {
    if (!headline.some((pattern) => pattern.test(line))) return;
    const key = line.trim();
    if (seen.has(key)) return;
    seen.add(key);
    heads.push(shown[i] ?? line);
  });
  const details = [];
  const opened = new Set();
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    if (!detailStart.some((pattern) => pattern.test(line))) continue;
    const key = line.trim();
    if (opened.has(key)) continue;
    opened.add(key);
    const block = [shown[i] ?? line];
    for (let j = i + 1; j < lines.length && block.length < detailLines; j += 1) {
      const next = lines[j] ?? '';
      if (detailEnd.test(next) || detailStart.some((pattern) => pattern.test(next))) break;
      if (next.trim() === '' && (lines[j + 1] ?? '').trim() === '') break;
      block.push(shown[j] ?? next);
    }
    details.push(...block, '');
  }
  return [...heads, ...(details.length > 0 ? ['', ...details] : [])].slice(0, limit);
}
