import { describe, expect, it } from 'vitest';
import { ACTIVE_SECTION_THRESHOLD_PX, SCROLL_DELAY_MS, SCROLL_OFFSET_PX, scrollTopFor, sectionAtThreshold, sectionFromHash } from './sections';

describe('home sections (spec public §2.2, §9)', () => {
  it('the constants are 150 px threshold, 80 px offset, 100 ms delay', () => {
    expect([ACTIVE_SECTION_THRESHOLD_PX, SCROLL_OFFSET_PX, SCROLL_DELAY_MS]).toEqual([150, 80, 100]);
  });
  describe('given a URL fragment', () => {
    it('names one of the three home anchors', () => {
      expect(sectionFromHash('#annonces')).toBe('annonces');
      expect(sectionFromHash('annuaires')).toBe('annuaires');
    });
    it('ignores any other fragment', () => {
      expect(sectionFromHash('#contact')).toBeUndefined();
      expect(sectionFromHash('')).toBeUndefined();
    });
  });
  describe('given the sections boxes while scrolling', () => {
    it('the active section is the one covering the point 150 px from the top', () => {
      const boxes = [
        { section: 'accueil' as const, top: -600, bottom: 100 },
        { section: 'annonces' as const, top: 100, bottom: 700 },
        { section: 'annuaires' as const, top: 700, bottom: 1500 },
      ];
      expect(sectionAtThreshold(boxes)).toBe('annonces');
    });
    it('a section whose bottom is exactly at 150 px is no longer active', () => {
      expect(
        sectionAtThreshold([
          { section: 'accueil', top: -500, bottom: 150 },
          { section: 'annonces', top: 150, bottom: 800 },
        ]),
      ).toBe('annonces');
    });
    it('no section covers the point: none', () => {
      expect(sectionAtThreshold([{ section: 'annuaires', top: 400, bottom: 900 }])).toBeUndefined();
    });
  });
  it('scrolling to a section leaves 80 px above it', () => {
    expect(scrollTopFor(500, 1000)).toBe(1420);
    expect(scrollTopFor(20, 0)).toBe(0);
  });
});
