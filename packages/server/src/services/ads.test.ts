import { describe, expect, it } from 'vitest';
import { adStatus, isShownOnPortal } from './ads.js';

const today = '2026-11-22';

describe('banner status (admin spec §4: computed, not stored)', () => {
  it('a permanent banner is active whatever its dates', () => {
    expect(adStatus({ permanent: true, startDate: '2027-01-01', endDate: '2020-01-01' }, today)).toBe('ACTIVE');
  });

  it('before the start date it is pending', () => {
    expect(adStatus({ permanent: false, startDate: '2026-11-23', endDate: '2026-12-31' }, today)).toBe('PENDING');
  });

  it('after the end date it is expired', () => {
    expect(adStatus({ permanent: false, startDate: '2026-01-01', endDate: '2026-11-21' }, today)).toBe('EXPIRED');
  });

  it('on its first and last day it is active', () => {
    expect(adStatus({ permanent: false, startDate: today, endDate: '2026-12-31' }, today)).toBe('ACTIVE');
    expect(adStatus({ permanent: false, startDate: '2026-01-01', endDate: today }, today)).toBe('ACTIVE');
  });

  it('without an end date it stays active once started', () => {
    expect(adStatus({ permanent: false, startDate: '2026-01-01', endDate: null }, today)).toBe('ACTIVE');
  });

  it('the portal shows only current and permanent banners', () => {
    expect(isShownOnPortal({ permanent: false, startDate: '2026-12-01', endDate: null }, today)).toBe(false);
    expect(isShownOnPortal({ permanent: true, startDate: null, endDate: null }, today)).toBe(true);
  });
});
