import { describe, expect, it } from 'vitest';
import { regionOfFlag } from './CountryFlag';

describe('regionOfFlag', () => {
  it('reads the ISO region of a flag emoji', () => {
    expect(regionOfFlag('🇸🇳')).toBe('SN');
    expect(regionOfFlag('🇺🇸')).toBe('US');
  });
  it('is null for what is not exactly one flag', () => {
    for (const icon of ['SN', '🌐', '🇸', '🇸🇳🇫🇷', '', null, undefined]) expect(regionOfFlag(icon)).toBeNull();
  });
});
