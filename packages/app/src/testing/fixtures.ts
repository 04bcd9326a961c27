import type { Company, CompanyPage, Country, Sector } from '@annuaire/api';

/** A company as the contract shapes it; each test overrides what it is about. */
export function company(overrides: Partial<Company> & Pick<Company, 'id' | 'name'>): Company {
  return {
    description: 'Une entreprise membre de la chambre.',
    sector: 'Finance',
    sectorNameEn: 'Finance',
    sectorId: 2,
    country: 'Sénégal',
    countryIcon: '🇸🇳',
    countryId: 3,
    countryAmcham: 'AmCham Sénégal',
    countryAmchamId: 2,
    timeZone: 'Africa/Dakar',
    address: 'Place de l’Indépendance',
    city: 'Dakar',
    telephone: '+221 33 800 00 00',
    email: `contact${overrides.id}@exemple.sn`,
    webLink: null,
    logo: null,
    pictures: [],
    videoLink: null,
    lat: null,
    lon: null,
    status: 'ACTIVE',
    averageRating: null,
    ratingCount: 0,
    viewCount: 0,
    createdAt: '2026-01-05T10:00:00Z',
    updatedAt: '2026-01-05T10:00:00Z',
    ...overrides,
  };
}

export function companyPage(content: Company[], { last = true, totalElements = content.length, number = 0, size = 9 } = {}): CompanyPage {
  return { content, totalElements, last, number, size, totalPages: Math.max(1, Math.ceil(totalElements / size)) };
}

export const countries: Country[] = [
  { id: 3, name: 'Sénégal', icon: '🇸🇳' },
  { id: 5, name: 'France', icon: '🇫🇷' },
];

export const sectors: Sector[] = [
  { id: 2, nameFr: 'Finance', nameEn: 'Finance' },
  { id: 4, nameFr: 'Santé', nameEn: 'Health' },
];
