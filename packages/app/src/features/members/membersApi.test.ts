import type { Company } from '@annuaire/api';
import { describe, expect, it } from 'vitest';
import { mergeMembersPage, type MembersList } from './membersApi';

const companies = (...ids: number[]) => ids.map((id) => ({ id, name: `C${id}` }) as Company);
const page = (n: number, ids: number[], last: boolean): MembersList => ({ content: companies(...ids), totalElements: 20, last, page: n, alsoFor: [] });

describe("members list 'See more' (spec public §4)", () => {
  it('a next page is appended', () => {
    const merged = mergeMembersPage(page(0, [1, 2, 3], false), page(1, [4, 5], true));
    expect(merged.content.map((c) => c.id)).toEqual([1, 2, 3, 4, 5]);
    expect(merged.last).toBe(true);
    expect(merged.page).toBe(1);
  });
  it('page 0 (a new search, a reset) replaces the list', () => {
    expect(mergeMembersPage(page(1, [1, 2, 3, 4], false), page(0, [9], true)).content.map((c) => c.id)).toEqual([9]);
  });
  it('a member already shown is not repeated when the directory shifted between pages', () => {
    expect(mergeMembersPage(page(0, [1, 2, 3], false), page(1, [3, 4], true)).content.map((c) => c.id)).toEqual([1, 2, 3, 4]);
  });
});
