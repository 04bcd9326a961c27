import { describe, expect, it } from 'vitest';
import {
  DATE_PLACEHOLDER,
  formatCounter,
  formatDate,
  formatNumber,
  formatShortDate,
  formatSignedPercent,
  growthTone,
  inputDateToService,
  serviceDateToInput,
  toServiceDate,
} from './format';

const NNBSP = '\u202f'; // Intl fr-FR thousands separator (narrow no-break space)
const NBSP = '\u00a0'; // Intl fr-FR space before '%' (no-break space)

describe('numbers', () => {
  it('fr-FR groups thousands with a space (admin §9: a space as the thousands separator in French)', () => {
    expect(formatNumber(1243, 'fr')).toBe(`1${NNBSP}243`);
  });

  it('en-US groups thousands with a comma', () => {
    expect(formatNumber(1243, 'en')).toBe('1,243');
  });
});

describe('counters (spec public §9: counter plus sign from 1000)', () => {
  it('given 1250 in French, shows the thousands separator and a plus', () => {
    expect(formatCounter(1250, 'fr')).toBe(`1${NNBSP}250+`);
  });

  it('given 1250 in English, shows 1,250+', () => {
    expect(formatCounter(1250, 'en')).toBe('1,250+');
  });

  it('given exactly 1000, the plus appears', () => {
    expect(formatCounter(1000, 'en')).toBe('1,000+');
  });

  it('given 999, no plus', () => {
    expect(formatCounter(999, 'en')).toBe('999');
    expect(formatCounter(45, 'fr')).toBe('45');
  });
});

describe('signed percentage with one decimal, plus when 0 or more', () => {
  it('given 12.5 in English, +12.5%', () => {
    expect(formatSignedPercent(12.5, 'en')).toBe('+12.5%');
  });

  it('given 12.5 in French, +12,5 % as Intl formats it', () => {
    expect(formatSignedPercent(12.5, 'fr')).toBe(`+12,5${NBSP}%`);
  });

  it('given -3, -3.0%', () => {
    expect(formatSignedPercent(-3, 'en')).toBe('-3.0%');
  });

  it('given 0 (and -0), a plus', () => {
    expect(formatSignedPercent(0, 'en')).toBe('+0.0%');
    expect(formatSignedPercent(-0, 'en')).toBe('+0.0%');
  });

  it('given the placeholder growth 18 of the admin spec, +18.0%', () => {
    expect(formatSignedPercent(18, 'en')).toBe('+18.0%');
  });

  it('rounds to one decimal', () => {
    expect(formatSignedPercent(5.04, 'en')).toBe('+5.0%');
    expect(formatSignedPercent(-0.06, 'en')).toBe('-0.1%');
  });

  it('green when 0 or more, red below', () => {
    expect(growthTone(0)).toBe('positive');
    expect(growthTone(4.2)).toBe('positive');
    expect(growthTone(-0.1)).toBe('negative');
  });
});

describe('short dates', () => {
  const day = new Date(2024, 11, 25);

  it('dd/mm in French', () => {
    expect(formatShortDate(day, 'fr')).toBe('25/12');
  });

  it('mm/dd in English', () => {
    expect(formatShortDate(day, 'en')).toBe('12/25');
  });

  it('reads a service date dd-mm-yyyy', () => {
    expect(formatShortDate('05-03-2025', 'fr')).toBe('05/03');
    expect(formatShortDate('05-03-2025', 'en')).toBe('03/05');
  });
});

describe('full dates and the placeholder', () => {
  it('given no date, --/--/----', () => {
    expect(formatDate(null, 'fr')).toBe(DATE_PLACEHOLDER);
    expect(formatDate(undefined, 'en')).toBe('--/--/----');
    expect(formatDate('not a date', 'en')).toBe('--/--/----');
  });

  it('given a date, dd/mm/yyyy (fr) and mm/dd/yyyy (en)', () => {
    expect(formatDate('2025-03-05', 'fr')).toBe('05/03/2025');
    expect(formatDate('2025-03-05', 'en')).toBe('03/05/2025');
  });
});

describe('service dates dd-mm-yyyy <-> input yyyy-mm-dd (admin §9)', () => {
  it('service to input', () => {
    expect(serviceDateToInput('25-12-2024')).toBe('2024-12-25');
  });

  it('input to service', () => {
    expect(inputDateToService('2024-12-25')).toBe('25-12-2024');
  });

  it('round-trips', () => {
    expect(inputDateToService(serviceDateToInput('01-02-2025') ?? '')).toBe('01-02-2025');
  });

  it('rejects days that do not exist and other shapes', () => {
    expect(serviceDateToInput('31-02-2024')).toBeNull();
    expect(inputDateToService('2024-13-01')).toBeNull();
    expect(serviceDateToInput('2024-12-25')).toBeNull();
    expect(inputDateToService('')).toBeNull();
  });

  it('today as a service date', () => {
    expect(toServiceDate(new Date(2025, 0, 7))).toBe('07-01-2025');
  });
});
