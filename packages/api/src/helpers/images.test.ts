import { describe, expect, it } from 'vitest';
import { adImageUrl, companyImageUrl, partnerLogoUrl } from './images';

describe('company images (spec public §7: /repertoire_amchams/{file})', () => {
  it('serves a file name from the company images folder', () => {
    expect(companyImageUrl('logo-42.webp')).toBe('/repertoire_amchams/logo-42.webp');
  });
  it('prefixes the base URL when the client has one', () => {
    expect(companyImageUrl('logo-42.webp', 'https://annuaire.example/')).toBe('https://annuaire.example/repertoire_amchams/logo-42.webp');
  });
  it('encodes characters a file name may hold', () => {
    expect(companyImageUrl('photo été 1.jpg')).toBe('/repertoire_amchams/photo%20%C3%A9t%C3%A9%201.jpg');
  });
  it('keeps an image path as a path (pictures hold file names or image paths)', () => {
    expect(companyImageUrl('/repertoire_amchams/a.png')).toBe('/repertoire_amchams/a.png');
  });
  it('gives null when there is no logo, so the screen shows the placeholder', () => {
    expect(companyImageUrl(null)).toBeNull();
    expect(companyImageUrl(undefined)).toBeNull();
    expect(companyImageUrl('  ')).toBeNull();
  });
});

describe('partner logos (spec public §7: /api/files/{name} unless absolute)', () => {
  it('serves a file name from the files path', () => {
    expect(partnerLogoUrl('partner-3.png')).toBe('/api/files/partner-3.png');
  });
  it('keeps an absolute http or https URL as is', () => {
    expect(partnerLogoUrl('https://cdn.example.org/logo.svg')).toBe('https://cdn.example.org/logo.svg');
    expect(partnerLogoUrl('http://cdn.example.org/logo.svg', 'https://annuaire.example')).toBe('http://cdn.example.org/logo.svg');
  });
  it('gives null when there is no logo', () => {
    expect(partnerLogoUrl('')).toBeNull();
  });
});

describe('ad images (spec public §7: /api/ads/images/{name})', () => {
  it('serves a file name from the ads images path', () => {
    expect(adImageUrl('banner-web-1.jpg')).toBe('/api/ads/images/banner-web-1.jpg');
    expect(adImageUrl('banner-web-1.jpg', 'http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080/api/ads/images/banner-web-1.jpg');
  });
  it('gives null when the banner has no image', () => {
    expect(adImageUrl(null)).toBeNull();
  });
});
