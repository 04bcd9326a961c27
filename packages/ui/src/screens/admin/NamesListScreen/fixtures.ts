import type { NameRow } from './NamesListScreen';

/** Story data of the categories and sectors pages. */
export const sampleCategoryRows: NameRow[] = [
  { id: 1, nameFr: 'Événement', nameEn: 'Event' },
  { id: 2, nameFr: 'Actualité', nameEn: 'News' },
  { id: 3, nameFr: 'Opportunité', nameEn: 'Opportunity' },
  { id: 4, nameFr: 'Formation', nameEn: 'Training' },
  { id: 5, nameFr: 'Networking', nameEn: 'Networking' },
];

export const sampleSectorRows: NameRow[] = [
  { id: 1, nameFr: 'Technologie', nameEn: 'Technology' },
  { id: 2, nameFr: 'Finance', nameEn: 'Finance' },
  { id: 3, nameFr: 'Santé', nameEn: 'Health' },
  { id: 4, nameFr: 'Éducation', nameEn: 'Education' },
  { id: 5, nameFr: 'Agriculture', nameEn: 'Agriculture' },
  { id: 6, nameFr: 'Énergie', nameEn: 'Energy' },
  { id: 7, nameFr: 'Transport et logistique', nameEn: 'Transport and logistics' },
  { id: 8, nameFr: 'Tourisme', nameEn: 'Tourism' },
  { id: 9, nameFr: 'Commerce', nameEn: 'Trade' },
  { id: 10, nameFr: 'Industrie', nameEn: 'Industry' },
];
