import type { SelectOption } from '../../components/Select';
import type { CompanyProfileValues } from './CompanyProfileScreen';
import type { OpeningHoursDay } from './OpeningHoursScreen';
import type { MemberCompany, MemberTab } from './types';

/** Story and test data for the member screens; images are inline SVG so nothing is fetched. */

/**
 * A picture made of shapes only: SVG text would be drawn in whatever font the machine has, so screenshots would
 * change from one machine to the next. `variant` moves the shapes, so pictures of the same colours stay distinct.
 */
function svgImage(background: string, foreground: string, variant: number): string {
  const cx = 70 + ((variant * 97) % 200);
  const cy = 40 + ((variant * 53) % 100);
  const bar = 100 + ((variant * 41) % 140);
  return (
    'data:image/svg+xml;utf8,' +
    encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" fill="${background}"/><circle cx="${cx}" cy="${cy}" r="70" fill="${foreground}" opacity="0.3"/><rect x="24" y="108" width="${Math.round(bar * 0.6)}" height="16" rx="8" fill="${foreground}" opacity="0.6"/><rect x="24" y="140" width="${bar}" height="16" rx="8" fill="${foreground}"/></svg>`,
    )
  );
}

const sampleLogoUrl = svgImage('#0b2a5b', '#ffffff', 0);

/** Example addresses of the member header's links (the app takes them from its route table). */
export const sampleMemberTabHrefs: Record<MemberTab, string> = {
  about: '/apropos',
  media: '/media',
  hours: '/horaire',
  statistics: '/statistique',
  account: '/compte',
};
export const sampleHomeHref = '/';

export const sampleCompany: MemberCompany = {
  name: 'Atlantique Technologies',
  sector: 'Technologie',
  logoUrl: sampleLogoUrl,
  address: '12 avenue Léopold Sédar Senghor, Dakar',
  phone: '+221 33 123 45 67',
  website: 'https://atlantique-tech.example.sn',
  viewCount: 1284,
};

export const sampleSectors: SelectOption[] = [
  { value: '10', label: 'Technologie' },
  { value: '11', label: 'Finance' },
  { value: '12', label: 'Santé' },
  { value: '13', label: 'Éducation' },
];

export const sampleCountries: SelectOption[] = [
  { value: '1', label: 'France' },
  { value: '2', label: 'Sénégal' },
  { value: '3', label: 'Côte d’Ivoire' },
  { value: '4', label: 'Cameroun' },
];

export const sampleProfileValues: CompanyProfileValues = {
  companyName: 'Atlantique Technologies',
  sectorId: '10',
  description: 'Intégrateur de solutions numériques pour les entreprises d’Afrique de l’Ouest : réseaux, cloud, cybersécurité et formation des équipes.',
  countryId: '2',
  address: '12 avenue Léopold Sédar Senghor, Dakar',
  email: 'contact@atlantique-tech.example.sn',
  phone: '+221 33 123 45 67',
  website: 'https://atlantique-tech.example.sn',
};

/** spec public §4: a new form opens Monday to Friday 09:00-18:00, the weekend closed. */
export const sampleWeek: OpeningHoursDay[] = [
  { dayOfWeek: 'MONDAY', closed: false, openingTime: '09:00', closingTime: '18:00' },
  { dayOfWeek: 'TUESDAY', closed: false, openingTime: '09:00', closingTime: '18:00' },
  { dayOfWeek: 'WEDNESDAY', closed: false, openingTime: '09:00', closingTime: '18:00' },
  { dayOfWeek: 'THURSDAY', closed: false, openingTime: '09:00', closingTime: '18:00' },
  { dayOfWeek: 'FRIDAY', closed: false, openingTime: '09:00', closingTime: '18:00' },
  { dayOfWeek: 'SATURDAY', closed: true, openingTime: '', closingTime: '' },
  { dayOfWeek: 'SUNDAY', closed: true, openingTime: '', closingTime: '' },
];

export const sampleStatistics = {
  profileViews: { total: 1284, weeklyEvolution: 12.5 },
  contacts: { total: 37, weeklyEvolution: -4.2 },
  lastUpdate: '2026-11-18T10:24:00Z',
  dailyViews: [
    { date: '2026-11-16', count: 42 },
    { date: '2026-11-17', count: 55 },
    { date: '2026-11-18', count: 38 },
    { date: '2026-11-19', count: 61 },
    { date: '2026-11-20', count: 74 },
    { date: '2026-11-21', count: 29 },
    { date: '2026-11-22', count: 33 },
  ],
  contactsByPeriod: { today: 2, lastWeek: 9, lastMonth: 21, currentYear: 37 },
};

export const emptyStatistics = {
  profileViews: { total: 0, weeklyEvolution: 0 },
  contacts: { total: 0, weeklyEvolution: 0 },
  lastUpdate: null,
  dailyViews: [],
  contactsByPeriod: { today: 0, lastWeek: 0, lastMonth: 0, currentYear: 0 },
};

export const sampleGallery = [
  { id: 'p1', url: svgImage('#0b2a5b', '#ffffff', 1) },
  { id: 'p2', url: svgImage('#b3122e', '#ffffff', 2) },
  { id: 'p3', url: svgImage('#2f6b3a', '#ffffff', 3) },
];
