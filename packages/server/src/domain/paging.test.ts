import { describe, expect, it } from 'vitest';
import { pageRequest, toPage } from './paging.js';

describe('paged answers', () => {
  it('counts pages and marks the last one', () => {
    expect(toPage(['a', 'b'], 11, { page: 1, size: 9 })).toEqual({
      content: ['a', 'b'],
      totalElements: 11,
      totalPages: 2,
      last: true,
      number: 1,
      size: 9,
    });
    expect(toPage(['a'], 11, { page: 0, size: 9 }).last).toBe(false);
  });

  it('answers an empty result as one empty last page', () => {
    expect(toPage([], 0, { page: 0, size: 6 })).toEqual({ content: [], totalElements: 0, totalPages: 0, last: true, number: 0, size: 6 });
  });

  it('marks a page past the end as last', () => {
    expect(toPage([], 5, { page: 7, size: 10 }).last).toBe(true);
  });

  it('defaults to page 0 of 10 and caps the size at 100', () => {
    expect(pageRequest({})).toEqual({ page: 0, size: 10 });
    expect(pageRequest({ page: '2', size: '500' })).toEqual({ page: 2, size: 100 });
  });
});
