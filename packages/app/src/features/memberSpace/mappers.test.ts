import { describe, expect, it } from 'vitest';
import { company } from '../../testing/fixtures';
import { toMemberCompany, toProfileForm, toProfileValues } from '../../shared/companyProfileForm';
import { toOpeningHours, toSchedules } from './mappers';
import { rejectImage, MAX_IMAGE_BYTES } from '../../shared/imageFiles';

describe('member space mappers', () => {
  describe('given a company', () => {
    const acme = company({ id: 12, name: 'Acme', sector: 'Santé', sectorNameEn: 'Health', webLink: 'acme.sn', logo: 'acme.png', viewCount: 9 });

    it('the header and summary card show the sector in the interface language and the website with https://', () => {
      expect(toMemberCompany(acme, 'fr')).toMatchObject({
        name: 'Acme',
        sector: 'Santé',
        website: 'https://acme.sn',
        logoUrl: '/repertoire_amchams/acme.png',
        viewCount: 9,
      });
      expect(toMemberCompany(acme, 'en').sector).toBe('Health');
    });

    it('the profile form round-trips to the save payload with the country id sent as country', () => {
      const form = toProfileForm(toProfileValues(acme), null);
      expect(form).toEqual({
        name: 'Acme',
        sectorId: acme.sectorId,
        description: acme.description,
        country: acme.countryId,
        address: acme.address,
        email: acme.email,
        telephone: acme.telephone,
        webLink: 'acme.sn',
      });
    });
  });

  describe('given opening-hours entries', () => {
    it('days without an entry keep the defaults of a new form (spec public §4)', () => {
      const week = toOpeningHours([{ dayOfWeek: 'SUNDAY', closed: false, openingTime: '10:00:00', closingTime: '12:00:00' }]);
      expect(week.find((day) => day.dayOfWeek === 'MONDAY')).toEqual({ dayOfWeek: 'MONDAY', closed: false, openingTime: '09:00', closingTime: '18:00' });
      expect(week.find((day) => day.dayOfWeek === 'SATURDAY')).toEqual({ dayOfWeek: 'SATURDAY', closed: true, openingTime: '', closingTime: '' });
      expect(week.find((day) => day.dayOfWeek === 'SUNDAY')).toEqual({ dayOfWeek: 'SUNDAY', closed: false, openingTime: '10:00', closingTime: '12:00' });
    });

    it('the save sends the seven days, closed ones with null times', () => {
      const schedules = toSchedules(toOpeningHours([]));
      expect(schedules.map((day) => day.dayOfWeek)).toEqual(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);
      expect(schedules[5]).toEqual({ dayOfWeek: 'SATURDAY', closed: true, openingTime: null, closingTime: null });
    });
  });

  describe('image checks (spec public §5, §9)', () => {
    it('accepts PNG and JPEG up to 2 MB', () => {
      expect(rejectImage({ type: 'image/png', size: MAX_IMAGE_BYTES })).toBeNull();
      expect(rejectImage({ type: 'image/jpeg', size: 10 })).toBeNull();
    });
    it('refuses another type before looking at the size', () => {
      expect(rejectImage({ type: 'image/gif', size: MAX_IMAGE_BYTES + 1 })).toBe('wrongType');
    });
    it('refuses an image over 2 MB', () => {
      expect(rejectImage({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe('tooLarge');
    });
  });
});
