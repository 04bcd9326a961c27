// Lighthouse (mobile) on `/`, `/membres` and `/membre/{id}` against the built app on the real server (DESIGN.md budgets).
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startProductServer } from './serve.mjs';

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function lighthouseReport() {
  const server = await startProductServer();
  const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const search = await (await fetch(`${server.origin}/api/companies/search?page=0&size=1`)).json();
    const id = search.content?.[0]?.id;
    const pages = ['/', '/membres', `/membre/${id}`];
    const results = [];
    for (const page of pages) {
      const run = await lighthouse(`${server.origin}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const c = run.lhr.categories;
      const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
      results.push({
        page,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcp: run.lhr.audits['largest-contentful-paint']?.displayValue,
        tbt: run.lhr.audits['total-blocking-time']?.displayValue,
        cls: run.lhr.audits['cumulative-layout-shift']?.displayValue,
      });
    }
    return results;
  } finally {
    await chrome.kill();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await lighthouseReport()) {
    console.log(
      `Lighthouse mobile ${r.page}: performance ${r.performance}, accessibility ${r.accessibility}, best practices ${r.bestPractices}, SEO ${r.seo} (LCP ${r.lcp}, TBT ${r.tbt}, CLS ${r.cls})`,
    );
  }
}
