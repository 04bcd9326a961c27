import { describe, expect, it } from 'vitest';
import { addDays, formatServiceDate, parseServiceDate, toIsoDate } from './dates.js';

describe('service dates (admin spec §9: dd-mm-yyyy for the service)', () => {
  it('formats an ISO date as dd-mm-yyyy', () => {
    expect(formatServiceDate('2026-03-07')).toBe('07-03-2026');
  });

  it('formats a Date by its UTC day', () => {
    expect(formatServiceDate(new Date('2026-12-31T23:30:00.000Z'))).toBe('31-12-2026');
  });

  it('keeps a missing date missing', () => {
    expect(formatServiceDate(null)).toBeNull();
  });

  it('parses dd-mm-yyyy into an ISO date', () => {
    expect(parseServiceDate('07-03-2026')).toBe('2026-03-07');
  });

  it('accepts the yyyy-mm-dd of a date input', () => {
    expect(parseServiceDate('2026-03-07')).toBe('2026-03-07');
  });

  it('rejects a day that does not exist', () => {
    expect(parseServiceDate('31-02-2026')).toBeNull();
    expect(parseServiceDate('00-01-2026')).toBeNull();
  });

  it('rejects text that is not a date', () => {
    expect(parseServiceDate('demain')).toBeNull();
    expect(parseServiceDate('7-3-2026')).toBeNull();
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('takes the UTC calendar day of an instant', () => {
    expect(toIsoDate(new Date('2026-06-01T00:00:00.000Z'))).toBe('2026-06-01');
  });
});
