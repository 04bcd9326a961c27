import { describe, expect, it } from 'vitest';
import { getPageItems, getPageRange } from './pageItems';

describe('getPageItems (numbered pager with ellipsis, 0-based pages)', () => {
  it('given no pages, shows nothing', () => {
    expect(getPageItems(0, 0)).toEqual([]);
  });

  it('given 7 pages or fewer, shows every page without ellipsis', () => {
    expect(getPageItems(0, 1)).toEqual([0]);
    expect(getPageItems(3, 7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('given the first page of 10, shows the first five, an ellipsis and the last', () => {
    expect(getPageItems(0, 10)).toEqual([0, 1, 2, 3, 4, 'ellipsis-end', 9]);
  });

  it('given a page in the middle, shows ellipses on both sides of the current page and its neighbours', () => {
    expect(getPageItems(5, 10)).toEqual([0, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 9]);
  });

  it('given the last page, shows the first, an ellipsis and the last five', () => {
    expect(getPageItems(9, 10)).toEqual([0, 'ellipsis-start', 5, 6, 7, 8, 9]);
  });

  it('never hides a single page behind an ellipsis', () => {
    expect(getPageItems(3, 10)).toEqual([0, 1, 2, 3, 4, 'ellipsis-end', 9]);
    expect(getPageItems(6, 10)).toEqual([0, 'ellipsis-start', 5, 6, 7, 8, 9]);
  });

  it('keeps the same number of slots while the user moves', () => {
    for (let page = 0; page < 50; page += 1) expect(getPageItems(page, 50)).toHaveLength(7);
  });

  it('with two siblings, shows two pages on each side', () => {
    expect(getPageItems(10, 20, 2)).toEqual([0, 'ellipsis-start', 8, 9, 10, 11, 12, 'ellipsis-end', 19]);
  });

  it('clamps a current page out of range', () => {
    expect(getPageItems(99, 10)).toEqual(getPageItems(9, 10));
    expect(getPageItems(-1, 10)).toEqual(getPageItems(0, 10));
  });
});

describe('getPageRange (Affichage de X à Y sur Z résultats)', () => {
  it('first page of 10 per page over 42: 1 to 10', () => {
    expect(getPageRange(0, 10, 42)).toEqual({ from: 1, to: 10 });
  });

  it('last, partial page: 41 to 42', () => {
    expect(getPageRange(4, 10, 42)).toEqual({ from: 41, to: 42 });
  });

  it('no results: 0 to 0', () => {
    expect(getPageRange(0, 10, 0)).toEqual({ from: 0, to: 0 });
  });
});
