import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGETS, budgetTable, overBudget } from './bench/bundle.mjs';

const root = new URL('..', import.meta.url).pathname;

// The budget check of the test run (tools/bench/bundle.mjs --check, after the app's build): each route is held to its
// area's budget less the margin kept under it, and the table names every route over it.
const route = (path: string, access: keyof typeof BUDGETS, kb: number) => {
  const { budget, margin } = BUDGETS[access];
  return { path, access, area: access, budget, margin, limit: budget - margin, js: Math.round(kb * 1024) };
};

describe('the initial JavaScript budgets', () => {
  it('holds public routes to 150 KB less a 5 KB margin, member routes to 200 KB and admin routes to 220 KB', () => {
    const routes = [route('/', 'public', 145.5), route('/membres', 'public', 144.9), route('/apropos', 'member', 200.1), route('/members', 'admin', 219.9)];
    expect(overBudget(routes).map((r) => r.path)).toEqual(['/', '/apropos']);
  });

  it('prints a table with each route, its size, its budget and by how much it is over', () => {
    const table = budgetTable([route('/', 'public', 146), route('/members', 'admin', 210)]);
    expect(table).toMatch(/^\/ +public +146\.0 KB +150\.0 KB − 5\.0 KB margin +OVER by 1\.0 KB$/m);
    expect(table).toMatch(/^\/members +admin +210\.0 KB +220\.0 KB +ok, 10\.0 KB to spare$/m);
  });
});

// The check as the test run calls it (`node tools/bench/bundle.mjs --check`), over a built app of fixture files: one
// public route over its limit must fail the run and be named, so the check is known to be able to fail.
describe('the check over a build', () => {
  // Bytes gzip cannot shrink (a fixed pseudo-random sequence, in base64 so the file is text): about `kb` KB gzip.
  const incompressible = (kb: number, seed: number) => {
    const bytes = Buffer.alloc(Math.round(kb * 1024));
    let state = seed;
    for (let i = 0; i < bytes.length; i += 1) {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      bytes[i] = state >>> 24;
    }
    return `/*${bytes.toString('base64')}*/`;
  };
  const fixtureBuild = (routes: { path: string; access: string; pageKb: number }[]) => {
    const dist = mkdtempSync(join(tmpdir(), 'bundle-budget-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<script type="module" crossorigin src="/assets/boot.js" data-app="/assets/main.js"></script>');
    writeFileSync(join(dist, 'assets/boot.js'), incompressible(1, 1));
    writeFileSync(join(dist, 'assets/main.js'), incompressible(100, 2));
    routes.forEach((route, i) => writeFileSync(join(dist, `assets/page${i}.js`), incompressible(route.pageKb, 3 + i)));
    const manifest = {
      entry: ['assets/boot.js'],
      app: ['assets/main.js'],
      routes: routes.map((route, i) => ({ path: route.path, access: route.access, serverRendered: false, js: [`assets/page${i}.js`] })),
    };
    writeFileSync(join(dist, 'routes.json'), JSON.stringify(manifest));
    return dist;
  };
  const check = (dist: string, ...options: string[]) =>
    spawnSync(process.execPath, [join(root, 'tools/bench/bundle.mjs'), '--check', ...options], { env: { ...process.env, DIST: `${dist}/` }, encoding: 'utf8' });

  it('with --enforce, fails only on the areas named and prints the others over budget as not enforced', () => {
    const dist = fixtureBuild([
      { path: '/', access: 'public', pageKb: 50 },
      { path: '/apropos', access: 'member', pageKb: 110 },
    ]);
    const publicOnly = check(dist, '--enforce=member,admin');
    expect(publicOnly.status).toBe(1);
    expect(publicOnly.stderr).toMatch(/^ {2}\/apropos \(member\)/m);
    expect(publicOnly.stdout).toMatch(/NOT ENFORCED by this check \(areas public\):\n {2}\/ \(public\)/);
    const withinEnforced = check(fixtureBuild([{ path: '/', access: 'public', pageKb: 50 }]), '--enforce=member,admin');
    expect(withinEnforced.status).toBe(0);
    expect(withinEnforced.stdout).toContain('NOT ENFORCED');
  });

  it('fails, naming the route, when a public route is over 145 KB', () => {
    const dist = fixtureBuild([
      { path: '/', access: 'public', pageKb: 50 },
      { path: '/membres', access: 'public', pageKb: 30 },
      { path: '/apropos', access: 'member', pageKb: 60 },
    ]);
    const run = check(dist);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^ {2}\/ \(public\): 15\d\.\d KB > 145\.0 KB \(150\.0 KB − 5\.0 KB margin\), over by \d+\.\d KB$/m);
    expect(run.stderr).not.toMatch(/\/membres|\/apropos/);
  });

  it("as the test run calls it (the app's test:size), fails on a public route over 145 KB; sign-in and application are held to 200 KB", () => {
    const script: string = JSON.parse(readFileSync(join(root, 'packages/app/package.json'), 'utf8')).scripts['test:size'];
    const words = script.split(/\s+/);
    const options = words.slice(words.findIndex((word) => word.endsWith('tools/bench/bundle.mjs')) + 1);
    expect(options).toContain('--check');
    const dist = fixtureBuild([
      { path: '/', access: 'public', pageKb: 50 },
      { path: '/membres', access: 'public', pageKb: 30 },
      { path: '/login', access: 'public', pageKb: 85 },
      { path: '/devenir-membre', access: 'public', pageKb: 85 },
    ]);
    const run = spawnSync(process.execPath, [join(root, 'tools/bench/bundle.mjs'), ...options], {
      env: { ...process.env, DIST: `${dist}/` },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^ {2}\/ \(public\): 15\d\.\d KB > 145\.0 KB/m);
    expect(run.stderr).not.toMatch(/\/membres|\/login|\/devenir-membre/);
    expect(run.stdout).not.toContain('NOT ENFORCED');
    expect(run.stdout).toMatch(/^\/login +public \(member budget\) +18\d\.\d KB +200\.0 KB +ok/m);
  });

  it('fails on a member route over 200 KB and an admin route over 220 KB', () => {
    const dist = fixtureBuild([
      { path: '/apropos', access: 'member', pageKb: 105 },
      { path: '/members', access: 'admin', pageKb: 125 },
    ]);
    const run = check(dist);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^ {2}\/apropos \(member\): 20\d\.\d KB > 200\.0 KB/m);
    expect(run.stderr).toMatch(/^ {2}\/members \(admin\): 22\d\.\d KB > 220\.0 KB/m);
  });

  it('passes a build within every budget and prints each route', () => {
    const dist = fixtureBuild([
      { path: '/', access: 'public', pageKb: 30 },
      { path: '/apropos', access: 'member', pageKb: 90 },
      { path: '/members', access: 'admin', pageKb: 110 },
    ]);
    const run = check(dist);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^\/ +public +13\d\.\d KB +150\.0 KB − 5\.0 KB margin +ok/m);
  });
});
