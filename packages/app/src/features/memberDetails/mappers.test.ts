import type { Schedule } from '@annuaire/api';
import { describe, expect, it } from 'vitest';
import { company } from '../../testing/fixtures';
import { isOpenAt, localBusinessJsonLd, toMemberDetails, toReview } from './mappers';

const week = (open: string, close: string): Schedule[] => [
  { dayOfWeek: 'MONDAY', closed: false, openingTime: open, closingTime: close },
  { dayOfWeek: 'TUESDAY', closed: false, openingTime: open, closingTime: close },
  { dayOfWeek: 'SUNDAY', closed: true, openingTime: null, closingTime: null },
];
// 2026-11-23 is a Monday. The member's hours are local times in its zone: Africa/Abidjan is UTC all year.
const ABIDJAN = 'Africa/Abidjan';
const mondayUtc = (h: number, m = 0) => new Date(Date.UTC(2026, 10, 23, h, m));

describe('"open now" from the schedules in the member\'s local time (spec public §2.5)', () => {
  it('open between the opening and the closing time of the day', () => {
    expect(isOpenAt(week('08:30', '17:00'), mondayUtc(8, 30), ABIDJAN)).toBe(true);
    expect(isOpenAt(week('08:30', '17:00'), mondayUtc(16, 59), ABIDJAN)).toBe(true);
  });
  it('closed before opening and from the closing time', () => {
    expect(isOpenAt(week('08:30', '17:00'), mondayUtc(8, 29), ABIDJAN)).toBe(false);
    expect(isOpenAt(week('08:30', '17:00'), mondayUtc(17, 0), ABIDJAN)).toBe(false);
  });
  it('closed on a closed day and on a day without an entry', () => {
    expect(isOpenAt(week('08:30', '17:00'), new Date(Date.UTC(2026, 10, 22, 10, 0)), ABIDJAN)).toBe(false);
    expect(isOpenAt(week('08:30', '17:00'), new Date(Date.UTC(2026, 10, 25, 10, 0)), ABIDJAN)).toBe(false);
  });
  it('hours running past midnight (22:00-02:00) stay open after midnight, into the next day', () => {
    expect(isOpenAt(week('22:00', '02:00'), mondayUtc(23, 0), ABIDJAN)).toBe(true);
    expect(isOpenAt(week('22:00', '02:00'), new Date(Date.UTC(2026, 10, 24, 1, 30)), ABIDJAN)).toBe(true);
    expect(isOpenAt(week('22:00', '02:00'), new Date(Date.UTC(2026, 10, 24, 2, 0)), ABIDJAN)).toBe(false);
    expect(isOpenAt(week('22:00', '02:00'), mondayUtc(21, 59), ABIDJAN)).toBe(false);
  });
  it("is told on the member's clock, whatever the visitor's: the same instant is open in Abidjan and closed in Paris", () => {
    // Monday 16:30 UTC: 16:30 in Abidjan (open until 17:00), 17:30 in Paris (closed)
    expect(isOpenAt(week('08:30', '17:00'), mondayUtc(16, 30), ABIDJAN)).toBe(true);
    expect(isOpenAt(week('08:30', '17:00'), mondayUtc(16, 30), 'Europe/Paris')).toBe(false);
    // Monday 23:30 UTC is already Tuesday 08:30 in Tokyo: Tuesday's hours
    expect(isOpenAt(week('08:30', '17:00'), mondayUtc(23, 30), 'Asia/Tokyo')).toBe(true);
  });
  it('no schedules: no badge', () => {
    expect(isOpenAt([], mondayUtc(10), ABIDJAN)).toBeUndefined();
  });
});

describe('member details mapping (spec public §2.5, §5)', () => {
  it('watch links become embed links; pictures come from the company images folder', () => {
    const view = toMemberDetails(company({ id: 1, name: 'A', videoLink: 'https://www.youtube.com/watch?v=abc123', pictures: ['p1.webp'] }), 'fr');
    expect(view.videoEmbedUrl).toBe('https://www.youtube-nocookie.com/embed/abc123');
    expect(view.pictures).toEqual(['/repertoire_amchams/p1.webp']);
  });
  it('no video link: no video', () => {
    expect(toMemberDetails(company({ id: 1, name: 'A' }), 'fr').videoEmbedUrl).toBeUndefined();
  });
  it('a review is signed with first and last name', () => {
    expect(toReview({ id: 4, firstName: 'Awa', lastName: 'Diop', score: 4, comment: 'Très bien', createdAt: null }, 0)).toMatchObject({
      author: 'Awa Diop',
      score: 4,
    });
  });
});

describe('schema.org LocalBusiness (JSON-LD)', () => {
  const member = company({ id: 7, name: 'Clinique Santé Plus', webLink: 'clinique.example.sn', lat: 14.69, lon: -17.44, averageRating: 4.25, ratingCount: 8 });
  const ld = localBusinessJsonLd(member, week('08:30', '17:00'), 'https://annuaire.example.org/membre/7');
  it('names the business with its address, telephone, url and position', () => {
    expect(ld).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Clinique Santé Plus',
      telephone: '+221 33 800 00 00',
      url: 'https://clinique.example.sn',
      address: { '@type': 'PostalAddress', streetAddress: 'Place de l’Indépendance', addressLocality: 'Dakar', addressCountry: 'Sénégal' },
      geo: { '@type': 'GeoCoordinates', latitude: 14.69, longitude: -17.44 },
    });
  });
  it('lists the open days and the rating to one decimal', () => {
    expect(ld.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '08:30', closes: '17:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Tuesday', opens: '08:30', closes: '17:00' },
    ]);
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4.3, reviewCount: 8 });
  });
  it('no coordinates and no ratings: neither geo nor aggregateRating', () => {
    const bare = localBusinessJsonLd(company({ id: 8, name: 'B' }), [], 'https://annuaire.example.org/membre/8');
    expect(bare.geo).toBeUndefined();
    expect(bare.aggregateRating).toBeUndefined();
  });
});
