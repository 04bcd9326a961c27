import { describe, expect, it } from 'vitest';
import { BUDGETS, budgetTable, overBudget } from './bench/bundle.mjs';

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
