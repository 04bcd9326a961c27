import { shapesImage } from '../AdminBannersScreen/fixtures';
import type { AdminAnnouncementRow } from './AdminAnnouncementsScreen';

/** Story and test data for the announcements screen: published, past and network-wide announcements. */
export const sampleAnnouncementRows: AdminAnnouncementRow[] = [
  {
    id: 9,
    title: 'Petit-déjeuner networking',
    description: "Rencontre mensuelle des membres autour d'un petit-déjeuner.",
    imageUrl: shapesImage('#0b2a5b', '#ffffff', 7),
    category: 'Networking',
    startDate: '10-12-2026',
    endDate: '10-12-2026',
    startTime: '08:00',
    endTime: '10:00',
    address: 'Hôtel Ivoire, Abidjan',
    past: false,
    networkWide: false,
  },
  {
    id: 8,
    title: 'Assemblée générale du réseau',
    description: 'Toutes les chambres du réseau.',
    imageUrl: shapesImage('#5b3a8a', '#ffffff', 8),
    category: 'Événement',
    startDate: '05-12-2026',
    endDate: '05-12-2026',
    startTime: '09:00',
    endTime: '12:00',
    address: 'En ligne',
    past: false,
    networkWide: true,
  },
  {
    id: 7,
    title: 'Atelier export vers les États-Unis',
    description: 'Un atelier pratique sur les formalités douanières et les normes.',
    category: 'Formation',
    startDate: '02-10-2026',
    endDate: '02-10-2026',
    startTime: '14:00',
    endTime: '17:00',
    address: 'Sofitel, Abidjan',
    past: true,
    networkWide: false,
  },
];

export const sampleCategoryOptions = [
  { value: '1', label: 'Événement' },
  { value: '2', label: 'Actualité' },
  { value: '3', label: 'Opportunité' },
  { value: '4', label: 'Formation' },
  { value: '5', label: 'Networking' },
];
