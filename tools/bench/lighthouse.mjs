// Lighthouse (mobile) on `/`, `/membres` and `/membre/{id}` against the built app on the real server (DESIGN.md budgets).
// Options (environment): APP_DIST, the app's build to serve (default packages/app/dist); LIGHTHOUSE_RUNS=N, each page
// N times in turn (default 1; Lantern's simulated figures follow the observed trace, so one run is one sample: judge
// the medians the summary prints); LIGHTHOUSE_JSON=<folder>, each run's whole report written there as JSON (the
// largest paint's element, which requests Lantern counted before it: network-requests, lcp-breakdown-insight);
// LIGHTHOUSE_PAGES=<paths>, only these of the three pages, comma-separated (`/`, `/membres`, `/membre`).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS } from './chromium.mjs';
import { startProductServer } from './serve.mjs';

/**
 * What a score alone does not say, and what a loaded machine changes least: the largest paint's element and phases,
 * the main thread's work by script, the render-blocking requests and the bytes (judge a change by these, before vs
 * after on the same machine state; the score itself needs a quiet machine).
 */
function diagnosticsOf(lhr, origin) {
  const a = lhr.audits;
  const path = (url) => String(url ?? '').replace(origin, '');
  const lcpTables = a['largest-contentful-paint-element']?.details?.items ?? [];
  const element = lcpTables[0]?.items?.[0]?.node?.snippet ?? '';
  const phases = (lcpTables[1]?.items ?? []).map((row) => `${row.phase} ${Math.round(row.timing)} ms`).join(', ');
  const scripts = (a['bootup-time']?.details?.items ?? [])
    .slice(0, 4)
    .map((row) => `${path(row.url)} ${Math.round(row.scripting)} ms`)
    .join(', ');
  const blocking = (a['render-blocking-resources']?.details?.items ?? []).map((row) => `${path(row.url)} ${Math.round(row.totalBytes / 1024)} KB`).join(', ');
  const requests = a['network-requests']?.details?.items ?? [];
  const bytes = requests.reduce((sum, row) => sum + (row.transferSize ?? 0), 0);
  const work = (a['mainthread-work-breakdown']?.details?.items ?? []).map((row) => `${row.groupLabel ?? row.group} ${Math.round(row.duration)}`).join(', ');
  const longTasks = (a['long-tasks']?.details?.items ?? [])
    .map((row) => `${path(row.url) || 'other'} @${Math.round(row.startTime)} ${Math.round(row.duration)} ms`)
    .join(', ');
  const consoleErrors = (a['errors-in-console']?.details?.items ?? []).map((row) => `${row.source}: ${path(row.sourceLocation?.url)} ${row.description}`);
  return {
    lcpElement: element,
    lcpPhases: phases,
    bootupMs: Math.round(a['bootup-time']?.numericValue ?? 0),
    mainThreadMs: Math.round(a['mainthread-work-breakdown']?.numericValue ?? 0),
    scripts,
    work,
    longTasks,
    blocking,
    requests: requests.length,
    transferKB: Math.round(bytes / 1024),
    consoleErrors,
  };
}

export async function lighthouseReport({ runs = 1, jsonDir } = {}) {
  const server = await startProductServer();
  const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  if (jsonDir) mkdirSync(jsonDir, { recursive: true });
  try {
    const search = await (await fetch(`${server.origin}/api/companies/search?page=0&size=1`)).json();
    const id = search.content?.[0]?.id;
    const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((page) => page.trim());
    const pages = ['/', '/membres', `/membre/${id}`].filter((page) => !only || only.includes(page.replace(/\/\d+$/, '')));
    const results = [];
    for (let round = 1; round <= runs; round += 1) {
      for (const page of pages) {
        const run = await lighthouse(`${server.origin}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (jsonDir) writeFileSync(join(jsonDir, `${page.replace(/\W+/g, '_') || '_'}-${round}.json`), JSON.stringify(run.lhr));
        const c = run.lhr.categories;
        const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
        results.push({
          page,
          round,
          runtimeError: run.lhr.runtimeError?.message,
          lcpMs: run.lhr.audits['largest-contentful-paint']?.numericValue,
          tbtMs: run.lhr.audits['total-blocking-time']?.numericValue,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcp: run.lhr.audits['largest-contentful-paint']?.displayValue,
          tbt: run.lhr.audits['total-blocking-time']?.displayValue,
          cls: run.lhr.audits['cumulative-layout-shift']?.displayValue,
          diagnostics: diagnosticsOf(run.lhr, server.origin),
        });
      }
    }
    return results;
  } finally {
    await chrome.kill();
    await server.stop();
  }
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor((sorted.length - 1) / 2)];
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1) || 1);
  const results = await lighthouseReport({ runs, jsonDir: process.env.LIGHTHOUSE_JSON });
  for (const r of results) {
    console.log(
      `Lighthouse mobile ${r.page}${runs > 1 ? ` (run ${r.round})` : ''}: performance ${r.performance}, accessibility ${r.accessibility}, best practices ${r.bestPractices}, SEO ${r.seo} (LCP ${r.lcp}, TBT ${r.tbt}, CLS ${r.cls})`,
    );
    if (r.runtimeError) console.log(`  runtime error: ${r.runtimeError}`);
    const d = r.diagnostics;
    console.log(`  largest paint: ${d.lcpElement.slice(0, 140)}`);
    console.log(`  its phases: ${d.lcpPhases}`);
    console.log(`  main thread ${d.mainThreadMs} ms, scripts ${d.bootupMs} ms (${d.scripts}); ${d.requests} requests, ${d.transferKB} KB`);
    console.log(`  main thread by kind (ms): ${d.work}`);
    console.log(`  long tasks: ${d.longTasks || 'none'}`);
    if (d.blocking) console.log(`  render-blocking: ${d.blocking}`);
    for (const error of d.consoleErrors) console.log(`  console: ${error}`);
  }
  if (runs > 1) {
    console.log(`Summary over ${runs} runs (median [min-max]):`);
    for (const page of [...new Set(results.map((r) => r.page))]) {
      const of = results.filter((r) => r.page === page);
      const figure = (key, unit = '') => {
        const values = of.map((r) => r[key]).filter((v) => typeof v === 'number');
        return `${Math.round(median(values))}${unit} [${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))}]`;
      };
      console.log(`  ${page}: performance ${figure('performance')}, LCP ${figure('lcpMs', ' ms')}, TBT ${figure('tbtMs', ' ms')}`);
    }
  }
  console.log(`load average: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
}
