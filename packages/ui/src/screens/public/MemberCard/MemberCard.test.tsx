import { describe, expect, it } from 'vitest';
import { displayWebsite } from './MemberCard';

describe('displayWebsite', () => {
  it('drops the scheme and the trailing slash', () => {
    expect(displayWebsite('https://acme.fr/')).toBe('acme.fr');
    expect(displayWebsite('http://acme.fr/contact')).toBe('acme.fr/contact');
  });
});
