interface Budget {
  budget: number;
  margin: number;
}
interface BudgetedRoute {
  path: string;
  access: string;
  area: string;
  budget: number;
  margin: number;
  limit: number;
  js: number;
}
export const BUDGETS: Record<'public' | 'member' | 'admin', Budget>;
export function budgetTable(routes: readonly BudgetedRoute[]): string;
export function overBudget<T extends BudgetedRoute>(routes: readonly T[]): T[];
export function overBudgetLines(routes: readonly BudgetedRoute[]): string[];
export function bundleReport(): unknown;
