import { describe, expect, it } from 'vitest';
import { normalizeWebsite } from './website';

describe('website normalisation (spec public §5: https:// when the value lacks http/https)', () => {
  it('prefixes https:// to a bare domain', () => {
    expect(normalizeWebsite('www.acme.ci')).toBe('https://www.acme.ci');
  });
  it('keeps a value that already has http:// or https://, whatever its case', () => {
    expect(normalizeWebsite('http://acme.ci')).toBe('http://acme.ci');
    expect(normalizeWebsite('https://acme.ci/contact')).toBe('https://acme.ci/contact');
    expect(normalizeWebsite('HTTPS://ACME.CI')).toBe('HTTPS://ACME.CI');
  });
  it('trims surrounding spaces', () => {
    expect(normalizeWebsite('  acme.ci ')).toBe('https://acme.ci');
  });
  it('gives null for a blank value (no link to show)', () => {
    expect(normalizeWebsite('')).toBeNull();
    expect(normalizeWebsite(null)).toBeNull();
  });
});
