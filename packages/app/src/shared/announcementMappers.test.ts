import type { Event } from '@annuaire/api';
import { describe, expect, it } from 'vitest';
import { announcementImageUrl, toAnnouncement } from './announcementMappers';

const event: Event = {
  id: 3,
  title: 'Forum des affaires',
  titleEn: 'Business forum',
  description: 'Rencontres B2B',
  startDate: '15-06-2026',
  endDate: '16-06-2026',
  startTime: '09:00',
  endTime: '18:00',
  address: 'Dakar',
  image: 'forum.webp',
  category: { id: 1, nameFr: 'Événement', nameEn: 'Event' },
  countryAmchamId: 2,
  past: false,
};

describe('announcement mapping (spec public §2.3)', () => {
  it('keeps both category names so the badge follows the language', () => {
    expect(toAnnouncement(event, 'fr')).toEqual({
      id: 3,
      title: 'Forum des affaires',
      description: 'Rencontres B2B',
      imageUrl: '/api/files/forum.webp',
      category: { nameFr: 'Événement', nameEn: 'Event' },
      startDate: '15-06-2026',
    });
  });
  it('shows the English title on English pages, the French one without an English title', () => {
    expect(toAnnouncement(event, 'en').title).toBe('Business forum');
    expect(toAnnouncement({ ...event, titleEn: null }, 'en').title).toBe('Forum des affaires');
    expect(toAnnouncement({ ...event, titleEn: '  ' }, 'en').title).toBe('Forum des affaires');
  });
  it('no image: none (the card shows its icon); an absolute URL is kept', () => {
    expect(announcementImageUrl(null)).toBeUndefined();
    expect(announcementImageUrl('https://cdn.example.org/a.png')).toBe('https://cdn.example.org/a.png');
  });
});
