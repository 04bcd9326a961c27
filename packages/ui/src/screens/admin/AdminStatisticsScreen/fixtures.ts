import type { StatisticsCard } from './AdminStatisticsScreen';
import type { StatisticsDailyVisits, StatisticsItem } from './statisticsCharts';

// Story data of the admin statistics screen (stories only; the app maps the service's answers).

export const sampleStatisticsCards: StatisticsCard[] = [
  { kind: 'members', value: 1243, growth: 4.2 },
  { kind: 'profileViews', value: 18904, growth: 12.5 },
  { kind: 'contacts', value: 734, growth: -3.1 },
  { kind: 'searches', value: 5120, growth: 0 },
  { kind: 'bannerClicks', value: 412, growth: 18 },
];

export const sampleDailyVisits: StatisticsDailyVisits[] = [
  { date: '2026-11-16', count: 120 },
  { date: '2026-11-17', count: 98 },
  { date: '2026-11-18', count: 143 },
  { date: '2026-11-19', count: 131 },
  { date: '2026-11-20', count: 176 },
  { date: '2026-11-21', count: 64 },
  { date: '2026-11-22', count: 52 },
];

export const samplePopularSearchesFr: StatisticsItem[] = [
  { label: 'Technologie', value: 412 },
  { label: 'Finance', value: 230 },
  { label: 'Santé', value: 180 },
  { label: 'Éducation', value: 95 },
  { label: 'Agriculture', value: 63 },
  { label: 'Énergie', value: 40 },
  { label: 'Tourisme', value: 12 },
];

export const samplePopularSearchesEn: StatisticsItem[] = [
  { label: 'Technology', value: 412 },
  { label: 'Finance', value: 230 },
  { label: 'Health', value: 180 },
  { label: 'Education', value: 95 },
  { label: 'Agriculture', value: 63 },
  { label: 'Energy', value: 40 },
  { label: 'Tourism', value: 12 },
];

// Each sector with its own colour, as the service gives it.
export const sampleMembersBySectorFr: StatisticsItem[] = [
  { label: 'Technologie', value: 42, color: '#2563eb' },
  { label: 'Finance', value: 31, color: '#0f766e' },
  { label: 'Santé', value: 18, color: '#dc2626' },
  { label: 'Éducation', value: 9, color: '#7c3aed' },
];

export const sampleMembersBySectorEn: StatisticsItem[] = [
  { label: 'Technology', value: 42, color: '#2563eb' },
  { label: 'Finance', value: 31, color: '#0f766e' },
  { label: 'Health', value: 18, color: '#dc2626' },
  { label: 'Education', value: 9, color: '#7c3aed' },
];

// Banner titles as chambers write them: long, a headline and a subtitle.
export const sampleBannerClicks: StatisticsItem[] = [
  { label: 'Forum économique 2026 - Inscriptions ouvertes', value: 348 },
  { label: 'Devenez membre - Rejoignez le premier réseau d’affaires', value: 63 },
  { label: 'Gala annuel', value: 41 },
  { label: 'Programme export - Accompagnement sur mesure', value: 28 },
  { label: 'Annuaire des membres - Trouvez le bon partenaire', value: 22 },
  { label: 'Webinaire export', value: 17 },
];
