import { describe, expect, it } from 'vitest';
import { failureLines } from './testFailures.mjs';

// Outputs as Vitest 4 and Playwright's list reporter print them (taken from real runs, colours included), among
// the lines of tasks that passed, as `npm test` streams them.
const esc = '\u001b';
const passing = Array.from({ length: 400 }, (_, i) => ` ${esc}[32m✓${esc}[39m src/components/C${i}.stories.tsx (4 tests) 900ms`);

const vitestFailure = [
  ' ❯ a.test.ts (2 tests | 1 failed) 7ms',
  '     ✓ passes 1ms',
  `     ${esc}[31m×${esc}[39m adds 4ms`,
  '',
  '⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯',
  '',
  `${esc}[41m${esc}[1m FAIL ${esc}[22m${esc}[49m a.test.ts > suite > adds`,
  'AssertionError: expected 2 to be 3 // Object.is equality',
  '',
  '- Expected',
  '+ Received',
  '',
  '- 3',
  '+ 2',
  '',
  ' ❯ a.test.ts:4:34',
  '',
  '⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/1]⎯',
  '',
  ' Test Files  1 failed (1)',
  '      Tests  1 failed | 1 passed (2)',
];

const playwrightFailure = [
  'Running 2 tests using 1 worker',
  '',
  '  ✓  1 [flows] › e2e/b.spec.ts:2:1 › passes (16ms)',
  `  ${esc}[31m✘${esc}[39m  2 [flows] › e2e/b.spec.ts:3:1 › counts (20ms)`,
  '',
  '',
  '  1) [flows] › e2e/b.spec.ts:3:1 › counts ────────────────────────────────',
  '',
  '    Error: the count',
  '',
  '    expect(received).toBe(expected) // Object.is equality',
  '',
  '    Expected: 3',
  '    Received: 2',
  '',
  '        at /work/main/packages/app/e2e/b.spec.ts:3:57',
  '',
  '',
  '  1 failed',
  '    [flows] › e2e/b.spec.ts:3:1 › counts ─────────────────────────────────',
  '  1 passed (1.3s)',
];

const nxSummary = [' NX   Running targets lint, typecheck, test for 6 projects failed', '', 'Failed tasks:', '', '- @annuaire/app:test'];

describe('failureLines', () => {
  it('finds nothing in a run where everything passed', () => {
    expect(failureLines([...passing, ' Test Files  181 passed (181)', '  172 passed (4.9m)'].join('\n'))).toEqual([]);
  });

  it("puts a Vitest failure's test, error and totals first, without colour codes", () => {
    const lines = failureLines([...passing.slice(0, 200), ...vitestFailure, ...passing.slice(200)].join('\n'));
    expect(lines.slice(0, 4)).toEqual([
      '     × adds 4ms',
      ' FAIL  a.test.ts > suite > adds',
      ' Test Files  1 failed (1)',
      '      Tests  1 failed | 1 passed (2)',
    ]);
    expect(lines).toContain('AssertionError: expected 2 to be 3 // Object.is equality');
    expect(lines).toContain('+ 2');
    expect(lines.join('\n')).not.toContain(esc);
    expect(lines.some((line) => line.includes('stories'))).toBe(false);
  });

  it('names a Playwright failure and keeps its error with the expected and received values', () => {
    const lines = failureLines([...passing, ...playwrightFailure, ...passing, ...nxSummary].join('\n'));
    expect(lines).toContain('  ✘  2 [flows] › e2e/b.spec.ts:3:1 › counts (20ms)');
    expect(lines).toContain('- @annuaire/app:test');
    const detail = lines.indexOf('  1) [flows] › e2e/b.spec.ts:3:1 › counts ────────────────────────────────');
    expect(detail).toBeGreaterThan(lines.indexOf('- @annuaire/app:test'));
    expect(lines.slice(detail, detail + 9)).toEqual(expect.arrayContaining(['    Error: the count', '    Expected: 3', '    Received: 2']));
    expect(lines.some((line) => line.includes('passes'))).toBe(false);
  });

  it("reads the lines Nx starts with their project's name, and shows them with it", () => {
    const header = [' NX   Running targets lint, typecheck, test for 2 projects:', '', '- @annuaire/app', '- tools', ''];
    const prefixed = playwrightFailure.map((line) => `${esc}[1m${esc}[36m@annuaire/app:${esc}[39m${esc}[22m ${line}`);
    const lines = failureLines([...header, ...passing, ...prefixed, ...nxSummary].join('\n'));
    expect(lines).toContain('@annuaire/app:   ✘  2 [flows] › e2e/b.spec.ts:3:1 › counts (20ms)');
    expect(lines).toContain('@annuaire/app:     Received: 2');
    expect(lines).toContain('- @annuaire/app:test');
  });

  it('tells TypeScript and ESLint errors', () => {
    const output = [
      "src/a.ts(3,7): error TS2322: Type 'string' is not assignable to type 'number'.",
      '/repo/src/b.ts',
      '  12:5  error  Unexpected any  @typescript-eslint/no-explicit-any',
    ].join('\n');
    expect(failureLines(output)).toEqual([
      "src/a.ts(3,7): error TS2322: Type 'string' is not assignable to type 'number'.",
      '  12:5  error  Unexpected any  @typescript-eslint/no-explicit-any',
    ]);
  });

  it('names each route the size check finds over its budget', () => {
    const check = [
      'Initial JavaScript per route of packages/app/dist/ (DESIGN.md budgets):',
      'route        area    initial JS (gzip)  budget                    verdict',
      '/            public  146.0 KB           150.0 KB − 5.0 KB margin  OVER by 1.0 KB',
      '/membres     public  140.0 KB           150.0 KB − 5.0 KB margin  ok, 5.0 KB to spare',
      '',
      'Initial JavaScript over budget (2 routes):',
      '  / (public): 146.0 KB > 145.0 KB (150.0 KB − 5.0 KB margin), over by 1.0 KB',
      '  /banners (admin): 222.6 KB > 220.0 KB (220.0 KB), over by 2.6 KB',
    ].map((line) => `@annuaire/app: ${line}`);
    const lines = failureLines([' NX   Running targets test for 1 project:', '', '- @annuaire/app', '', ...passing, ...check].join('\n'));
    expect(lines).toEqual([
      '@annuaire/app: Initial JavaScript over budget (2 routes):',
      '@annuaire/app:   / (public): 146.0 KB > 145.0 KB (150.0 KB − 5.0 KB margin), over by 1.0 KB',
      '@annuaire/app:   /banners (admin): 222.6 KB > 220.0 KB (220.0 KB), over by 2.6 KB',
    ]);
  });

  it('keeps the headlines when only a few lines may be shown', () => {
    const many = Array.from({ length: 30 }, (_, i) => [...vitestFailure].map((line) => line.replace('adds', `adds ${i}`))).flat();
    const lines = failureLines(many.join('\n'), { limit: 40 });
    expect(lines).toHaveLength(40);
    // 30 failed tests make 62 headlines (the × and FAIL lines of each, the totals once): they fill the 40 lines.
    expect(lines.every((line) => /^\s*(×|FAIL|Test Files|Tests)\s/.test(line))).toBe(true);
    expect(lines[0]).toBe('     × adds 0 4ms');
  });
});
