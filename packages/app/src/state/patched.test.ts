import { describe, expect, it } from 'vitest';
import { deepFrozen } from '../testing/deepFrozen';
import { patched, patchedPart } from './patched';

describe('patched (the plain reducers’ updates)', () => {
  it('gives a new object with the changed fields and leaves the one it was given as it was', () => {
    const state = deepFrozen({ index: 1, playing: false });
    const next = patched(state, { index: 2 });
    expect(next).toEqual({ index: 2, playing: false });
    expect(state).toEqual({ index: 1, playing: false });
  });
  it('gives the same object when every field already has its value', () => {
    const state = deepFrozen({ index: 1, playing: false });
    expect(patched(state, { index: 1, playing: false })).toBe(state);
    expect(patched(state, {})).toBe(state);
  });
});

describe('patchedPart', () => {
  const state = deepFrozen({ hero: { index: 0, paused: false }, ratings: { index: 3, paused: false } });
  it('changes one part and keeps the others as they were (the same objects)', () => {
    const next = patchedPart(state, 'hero', { paused: true });
    expect(next).toEqual({ hero: { index: 0, paused: true }, ratings: { index: 3, paused: false } });
    expect(next.ratings).toBe(state.ratings);
    expect(state.hero.paused).toBe(false);
  });
  it('gives the same state when the part does not change', () => {
    expect(patchedPart(state, 'ratings', { index: 3 })).toBe(state);
  });
});
