import { sampleLogoUrl } from '../public/fixtures';
import type { AdminMemberStatistics, AdminMemberView, ModeratedReview } from './AdminMemberViewScreen';
import type { AdminChamber, AdminMemberRow, AdminSection, AdminSetting, AdminSummaryCard } from './types';

/** Story and test data for the back-office screens (images inline, nothing fetched). */

/** Example addresses of the admin header's links (the app takes them from its route table). */
export const sampleSectionHrefs: Record<AdminSection, string> = {
  members: '/admin/members',
  banners: '/admin/banners',
  announcements: '/admin/announcements',
  statistics: '/admin/statistics',
  amcham: '/admin/amcham',
};
export const sampleSettingHrefs: Record<AdminSetting, string> = {
  sectors: '/secteurs',
  categories: '/categories',
  journal: '/journal',
  embed: '/integration',
  accounts: '/comptes',
  account: '/admin/compte',
  mails: '/courriels',
};
export const sampleAdminHomeHref = '/';

export const sampleChamber: AdminChamber = { id: 1, name: "AmCham Côte d'Ivoire", logoUrl: sampleLogoUrl, countryIcon: '🇨🇮' };

export const sampleChambers: AdminChamber[] = [
  sampleChamber,
  { id: 2, name: 'AmCham Sénégal', countryIcon: '🇸🇳' },
  { id: 3, name: 'AmCham Cameroun', countryIcon: '🇨🇲' },
];

export const sampleSummaryCards: AdminSummaryCard[] = [
  { id: 'active', label: 'Membres actifs', value: 1243 },
  { id: 'pending', label: 'En attente', value: 3 },
  { id: 'newThisMonth', label: 'Nouveaux ce mois-ci', value: 5 },
  { id: 'views', label: 'Vues des profils (7 jours)', value: 412, growth: 12.5, caption: 'vs. semaine précédente' },
  { id: 'searches', label: 'Recherches (7 jours)', value: 96, growth: -4.2, caption: 'vs. semaine précédente' },
];

export const sampleMemberRows: AdminMemberRow[] = [
  {
    id: 12,
    name: 'Société Générale des Travaux',
    logoUrl: sampleLogoUrl,
    sector: 'Technologie',
    country: "Côte d'Ivoire",
    countryIcon: '🇨🇮',
    status: 'ACTIVE',
    createdAt: '2025-03-14T10:22:05Z',
  },
  { id: 31, name: 'Banque du Sahel', sector: 'Finance', country: "Côte d'Ivoire", countryIcon: '🇨🇮', status: 'INACTIVE', createdAt: '2025-06-02T08:00:00Z' },
  { id: 44, name: 'Clinique Les Palmiers', sector: 'Santé', country: "Côte d'Ivoire", countryIcon: '🇨🇮', status: 'PENDING', createdAt: '2026-11-20T15:30:00Z' },
  {
    id: 57,
    name: 'École Internationale Akwaba',
    sector: 'Éducation',
    country: "Côte d'Ivoire",
    countryIcon: '🇨🇮',
    status: 'ACTIVE',
    createdAt: '2024-09-01T07:45:00Z',
  },
];

export const sampleMemberView: AdminMemberView = {
  id: 12,
  name: 'Société Générale des Travaux',
  logoUrl: sampleLogoUrl,
  sector: 'Technologie',
  country: "Côte d'Ivoire",
  countryIcon: '🇨🇮',
  status: 'ACTIVE',
  description: "Entreprise de travaux publics et de génie civil active en Afrique de l'Ouest depuis 1985.",
  address: '12 avenue de la République',
  city: 'Abidjan',
  phone: '+225 27 20 30 40 50',
  email: 'contact@sgt.example.org',
  website: 'https://sgt.example.org',
  createdAt: '2025-03-14T10:22:05Z',
  updatedAt: '2026-11-20T08:01:47Z',
  averageRating: 4.5,
  ratingCount: 2,
};

export const sampleMemberStatistics: AdminMemberStatistics = { views: { total: 312, weeklyEvolution: 8.4 }, contacts: { total: 17, weeklyEvolution: -12.5 } };

export const sampleReviews: ModeratedReview[] = [
  { id: 311, author: 'Awa Koné', score: 5, comment: 'Accueil chaleureux et service rapide, je recommande.', createdAt: '2026-11-20T09:12:44Z', hidden: false },
  {
    id: 312,
    author: 'Anonyme',
    score: 1,
    comment: 'Texte insultant retiré de la fiche publique.',
    createdAt: '2026-11-18T17:02:10Z',
    hidden: true,
    hiddenBy: 'admin.ci@annuaire.demo',
    hiddenAt: '2026-11-19T08:30:00Z',
  },
  { id: 313, author: 'Kofi Mensah', score: 4, comment: 'Bon suivi du chantier.', createdAt: '2026-11-02T11:00:00Z', hidden: false },
];
